import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { InlineConfig, Plugin } from 'vite';
import { firstScreenFolder } from '../shared/first-screen-script';
import { firstScreenBuild } from './first-screen-build';

// What the Electron app runs, built into dist/: the screens (vite, dist/renderer) and the first screen's server
// rendering (dist/first-screen), main as one ES module with sandbox/ and shared/ bundled in and the npm packages left to
// node_modules (dist/main/index.js), and the sandboxed preload as one minified CommonJS file (dist/preload/index.cjs).
// `npm start`, `npm run dev` and `npm run package` all use it; `npm start` also runs the kiosk itself from here
// (dist/run-kiosk.js), and `npm run dev` from its own runner (dist/dev-kiosk.js), both of which the package leaves out.

const root = fileURLToPath(new URL('..', import.meta.url));

const rendererConfig: InlineConfig = { configFile: join(root, 'vite.config.ts'), logLevel: 'warn' };

/** The screens, built with vite into dist/renderer, which both hosts serve. */
export async function buildRenderer(): Promise<void> {
  const { build } = await import('vite');
  await build(rendererConfig);
}

/** What vite's build gives back in watch mode: it builds again on every change, and says when each build ends. */
export type ViteWatcher = Extract<Awaited<ReturnType<typeof import('vite').build>>, { on: unknown }>;

/** `config` built as buildRenderer and buildFirstScreen build it, and again on every change (`npm run dev`). */
async function watched(config: InlineConfig): Promise<ViteWatcher> {
  const { build } = await import('vite');
  const output = await build({ ...config, build: { ...config.build, watch: {} } });
  if (!('on' in output)) throw new Error('vite built once instead of watching');
  return output;
}

/** `npm run dev`'s screens: as buildRenderer builds them, with `plugins` too. */
export function watchRenderer(plugins: Plugin[]): Promise<ViteWatcher> {
  return watched({ ...rendererConfig, plugins });
}

const firstScreenConfig = () => firstScreenBuild(join(root, 'dist', firstScreenFolder));

/** The first screen's server rendering, which main draws each page's first screen with: dist/first-screen, beside dist/renderer. */
export async function buildFirstScreen(): Promise<void> {
  const { build } = await import('vite');
  await build(firstScreenConfig());
}

/** `npm run dev`'s first screen: as buildFirstScreen builds it (main imports each new one). */
export function watchFirstScreen(): Promise<ViteWatcher> {
  return watched(firstScreenConfig());
}

/** Main as package.json names it, for Electron to run. */
export const mainOutfile = join(root, 'dist/main/index.js');

const common = { bundle: true, platform: 'node', target: 'node24', logLevel: 'warning' } as const;

/** Main as Electron runs it: one ES module, npm packages left to node_modules (the entry test builds with these too). */
export function mainBuildOptions(outfile: string) {
  return { ...common, entryPoints: [join(root, 'main/index.ts')], outfile, format: 'esm' as const, packages: 'external' as const };
}

/** The preload as one CommonJS file, the only form a sandboxed window's preload can take. */
export const preloadBuildOptions = {
  ...common,
  entryPoints: [join(root, 'preload/index.ts')],
  outfile: join(root, 'dist/preload/index.cjs'),
  format: 'cjs' as const,
  external: ['electron'],
  // Chromium parses it before every page of the window; nobody reads it there.
  minify: true,
};

/** Main and preload: Electron runs JavaScript, main as an ES module and the sandboxed preload as CommonJS. */
export async function buildMainAndPreload(): Promise<void> {
  const { build } = await import('esbuild');
  await build(mainBuildOptions(mainOutfile));
  await build(preloadBuildOptions);
}

/** A runner of the kiosk (`npm start`'s run-kiosk, `npm run dev`'s dev-kiosk) as plain JavaScript, beside dist/renderer so its paths hold. */
export function kioskRunnerBuildOptions(entry: 'run-kiosk' | 'dev-kiosk') {
  // Built as main is, from its own entry.
  return { ...mainBuildOptions(join(root, `dist/${entry}.js`)), entryPoints: [join(root, `scripts/${entry}.ts`)] };
}

/** `npm start`'s runner, for it to run with Node. */
export async function buildKioskRunner(): Promise<void> {
  const { build } = await import('esbuild');
  await build(kioskRunnerBuildOptions('run-kiosk'));
}
