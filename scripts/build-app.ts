import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { firstScreenFolder } from '../shared/first-screen-script';
import { firstScreenBuild } from './first-screen-build';

// What the Electron app runs, built into dist/: the screens (vite, dist/renderer) and the first screen's server
// rendering (dist/first-screen), main as one ES module with sandbox/ and shared/ bundled in and the npm packages left to
// node_modules (dist/main/index.js), and the sandboxed preload as one minified CommonJS file (dist/preload/index.cjs).
// `npm start` and `npm run package` both use it; `npm start` also runs the kiosk itself from here (dist/run-kiosk.js),
// which the package leaves out.

const root = fileURLToPath(new URL('..', import.meta.url));

/** The screens, built with vite into dist/renderer, which both hosts serve; with `watch`, again on every change. */
export async function buildRenderer(options: { watch?: boolean } = {}): Promise<{ close(): Promise<void> }> {
  const { build } = await import('vite');
  const output = await build({ configFile: join(root, 'vite.config.ts'), logLevel: 'warn', build: { watch: options.watch ? {} : null } });
  return 'close' in output ? output : { close: async () => undefined };
}

/** The first screen's server rendering, which main draws each page's first screen with: dist/first-screen, beside dist/renderer. */
export async function buildFirstScreen(options: { watch?: boolean } = {}): Promise<{ close(): Promise<void> }> {
  const { build } = await import('vite');
  const output = await build(firstScreenBuild(join(root, 'dist', firstScreenFolder), options));
  return 'close' in output ? output : { close: async () => undefined };
}

const common = { bundle: true, platform: 'node', target: 'node24', logLevel: 'warning' } as const;

/** Main as Electron runs it: one ES module, npm packages left to node_modules (the entry test builds with these too). */
export function mainBuildOptions(outfile: string) {
  return { ...common, entryPoints: [join(root, 'main/index.ts')], outfile, format: 'esm' as const, packages: 'external' as const };
}

/** Main and preload: Electron runs JavaScript, main as an ES module and the sandboxed preload as CommonJS. */
export async function buildMainAndPreload(): Promise<void> {
  const { build } = await import('esbuild');
  await build(mainBuildOptions(join(root, 'dist/main/index.js')));
  await build({
    ...common,
    entryPoints: [join(root, 'preload/index.ts')],
    outfile: join(root, 'dist/preload/index.cjs'),
    format: 'cjs',
    external: ['electron'],
    // Chromium parses it before every page of the window; nobody reads it there.
    minify: true,
  });
}

/** scripts/run-kiosk.ts as plain JavaScript, beside dist/renderer so its paths hold, for `npm start` to run with Node. */
export async function buildKioskRunner(): Promise<void> {
  const { build } = await import('esbuild');
  await build({
    ...common,
    entryPoints: [join(root, 'scripts/run-kiosk.ts')],
    outfile: join(root, 'dist/run-kiosk.js'),
    format: 'esm',
    packages: 'external',
  });
}
