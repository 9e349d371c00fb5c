import { existsSync, readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { extractFile, listPackage, uncache } from '@electron/asar';
import { firstScreenFile, firstScreenFolder } from '../../shared/first-screen-script';
import { screensRebuiltPath } from '../../shared/screens-rebuilt';
import { type CpuArch, nativeModuleArchs } from './native-module-arch';

// What a packaged app must hold to run on a showroom laptop, checked in its resources folder after electron-builder
// has packed it (scripts/packaging/after-pack.ts): main as package.json names it, the preload, the renderer's page
// with every file it loads, and keytar's compiled module unpacked beside app.asar, since without the keychain the
// kiosk keeps no secrets (K1), and the first screen's server rendering main draws each page's first screen with. An app
// missing one of these, or carrying what only `npm run dev` builds (K15), must fail the build, not reach a kiosk.

/** keytar's compiled module, as the archive lists it; electron-builder.yml's asarUnpack puts the file on disk. */
export const keytarModule = 'node_modules/keytar/build/Release/keytar.node';
export const preloadEntry = 'dist/preload/index.cjs';
export const rendererPage = 'dist/renderer/index.html';
export const firstScreenModule = posix.join('dist', firstScreenFolder, firstScreenFile);
/** `npm run dev`'s runner (scripts/dev-kiosk.ts). */
export const devKiosk = 'dist/dev-kiosk.js';
const devOnly = "`npm run dev`'s only, never in the app (K15): package from `npm run build`'s dist/";

/** One line per problem, each naming the file (relative to the resources folder) and why it matters; empty when complete. */
export function packagedAppProblems(resourcesDir: string, arch?: CpuArch): string[] {
  const asarPath = join(resourcesDir, 'app.asar');
  if (!existsSync(asarPath)) return [`app.asar: the app's archive is not there (${asarPath})`];
  // @electron/asar keeps each archive's index by path; a rebuilt archive must be read afresh.
  uncache(asarPath);
  const listed = new Set(listPackage(asarPath, { isPack: false }).map((file) => file.replaceAll('\\', '/').replace(/^\//, '')));
  const problems: string[] = [];
  const inArchive = (file: string, why: string) => {
    if (!listed.has(file)) problems.push(`app.asar/${file}: ${why}`);
    return listed.has(file);
  };

  if (inArchive('package.json', "the app's package.json, which names main")) {
    const { main } = JSON.parse(extractFile(asarPath, 'package.json').toString('utf8')) as { main?: string };
    if (main === undefined) problems.push('app.asar/package.json: it names no "main"');
    else inArchive(posix.normalize(main), 'the main process, as package.json "main" names it (npm run build)');
  }
  inArchive(preloadEntry, 'the preload, which gives the screens window.kiosk (npm run build)');
  if (inArchive(rendererPage, "the renderer's page (npm run build:renderer)")) {
    for (const asset of pageAssets(extractFile(asarPath, rendererPage).toString('utf8'))) {
      const file = posix.join(posix.dirname(rendererPage), asset);
      // Dev's screens reload script (renderer/dev/screens-reload.ts) is bundled into the page's own script, not a file of its own.
      if (inArchive(file, `loaded by ${rendererPage} (npm run build:renderer)`) && extractFile(asarPath, file).includes(screensRebuiltPath))
        problems.push(`app.asar/${file}: it reloads the screens from ${screensRebuiltPath}, ${devOnly}`);
    }
  }
  inArchive(firstScreenModule, "the first screen's server rendering, which main draws each page's first screen with (npm run build)");
  for (const file of listed) if (file === devKiosk || /^dist\/(.+\/)?dev\//.test(file)) problems.push(`app.asar/${file}: ${devOnly}`);

  const keytarWhy = "keytar's compiled module, without which the kiosk cannot reach the OS keychain (K1)";
  const keytarFix = 'on Linux install libsecret-1-dev first; then npm rebuild keytar, or npm install where node_modules/keytar is missing';
  const keytarOnDisk = join(`${asarPath}.unpacked`, keytarModule);
  if (!listed.has(keytarModule)) {
    problems.push(`app.asar.unpacked/${keytarModule}: ${keytarWhy}; keytar was not built or not installed (${keytarFix})`);
  } else if (!existsSync(keytarOnDisk)) {
    problems.push(`app.asar.unpacked/${keytarModule}: ${keytarWhy}; it is in app.asar but not unpacked beside it (asarUnpack)`);
  } else if (arch !== undefined) {
    const built = nativeModuleArchs(readFileSync(keytarOnDisk));
    if (!built.includes(arch)) {
      problems.push(
        `app.asar.unpacked/${keytarModule}: ${keytarWhy}; it is built for ${built.join(' and ') || 'no CPU known'}, the app for ${arch}`,
      );
    }
  }
  return problems;
}

/** The local files a page loads (scripts, stylesheets, icons), as written in its src and href attributes. */
export function pageAssets(html: string): string[] {
  const urls = [...html.matchAll(/\s(?:src|href)="([^"]+)"/g)].map((match) => match[1] ?? '');
  return urls.filter((url) => url !== '' && !/^([a-z][a-z0-9+.-]*:|\/\/|#)/i.test(url)).map((url) => url.split(/[?#]/)[0] ?? url);
}
