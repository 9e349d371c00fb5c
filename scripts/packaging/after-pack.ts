import { Arch, type AfterPackContext } from 'electron-builder';
import type { CpuArch } from './native-module-arch';
import { packagedAppProblems } from './packaged-app-check';

// electron-builder.yml's afterPack hook: every build, here (`npm run package`) and in the release workflow on each
// OS, stops when the packed app lacks what it needs to run (scripts/packaging/packaged-app-check.ts), before the
// fuses, signing and installers, so an app without keytar can never be published.

export default async function afterPack(context: AfterPackContext): Promise<void> {
  const resourcesDir = context.packager.getResourcesDir(context.appOutDir);
  // A universal macOS app is merged from two packed ones, each already checked for its own CPU.
  const arch = context.arch === Arch.universal ? undefined : (Arch[context.arch] as CpuArch);
  const problems = packagedAppProblems(resourcesDir, arch);
  if (problems.length > 0) {
    throw new Error(`The packaged app in ${resourcesDir} is incomplete:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
  }
  console.log(
    `  • packaged app checked  main, preload, renderer, first screen and keytar.node (${arch ?? 'universal'}) are in ${resourcesDir}, nothing of dev's`,
  );
}
