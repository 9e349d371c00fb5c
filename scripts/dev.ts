import { spawn, type ChildProcess } from 'node:child_process';
import { watch, type FSWatcher } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { context, type Plugin } from 'esbuild';
import {
  kioskRunnerBuildOptions,
  mainBuildOptions,
  mainOutfile,
  preloadBuildOptions,
  watchFirstScreen,
  watchRenderer,
  type ViteWatcher,
} from './build-app';
import { screensReload } from './dev-screens-reload';
import { stopProcess } from './stop-process';

// `npm run dev [-- npm start's options]`: for working on the kiosk. It builds dist/ in the build's own steps
// (scripts/build-app.ts) and runs the kiosk from there with plain Node, as `npm start` does, through dist/dev-kiosk.js.
// A change to main, the preload or anything they import builds them again and restarts the kiosk (Electron, or the
// browser host); a change to the screens builds them again, with the first screen's server rendering (main imports the
// new one), and the browser host's pages reload (Electron restarts): a page starts as the build's does.

const root = fileURLToPath(new URL('..', import.meta.url));
/** An editor's save can be several writes: main is built again once they have stopped for this long. */
const settleMs = 100;

// `npm start` builds afresh after dev: dev's screens carry their reload script, which the kiosk never ships (K15).
await rm(join(root, 'dist/build-stamp.txt'), { force: true });

/** The files the last build's errors named: watched too, so a fix builds again even when nothing has built yet. */
const failedFiles = new Set<string>();
const noteFailedFiles: Plugin = {
  name: 'dev-failed-files',
  setup: (build) =>
    build.onEnd((result) => {
      for (const error of result.errors) if (error.location) failedFiles.add(error.location.file);
    }),
};
const renderer = await watchRenderer([screensReload()]);
const rendererBuilt = firstBuildOf(renderer);
const firstScreen = await watchFirstScreen();
const firstScreenBuilt = firstBuildOf(firstScreen);
const builds = await Promise.all(
  [mainBuildOptions(mainOutfile), preloadBuildOptions, kioskRunnerBuildOptions('dev-kiosk')].map((options) =>
    context({ ...options, absWorkingDir: root, metafile: true, plugins: [noteFailedFiles] }),
  ),
);
const watchers = new Map<string, FSWatcher>();
/** The project's own files main, the preload and the runner were last built from, relative to the root with `/`. */
let inputs = new Set<string>();
let kiosk: ChildProcess | null = null;
let settling: NodeJS.Timeout | undefined;
let restarting = false;
let changedAgain = false;
/** What changed last: main (or what it imports), or the screens Electron's window shows. */
let changed: 'main' | 'the screens' = 'main';
let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void stop());

await Promise.all([rendererBuilt, firstScreenBuilt]);
reloadOnceBothBuilt();
await rebuildAndRestart();

/** Resolves when the watcher's first build has ended, built or not. */
function firstBuildOf(watcher: ViteWatcher): Promise<void> {
  return new Promise((resolve) =>
    watcher.on('event', (event) => {
      if (event.code === 'END' || event.code === 'ERROR') resolve();
    }),
  );
}

/**
 * The screens' pages reload once the screens and their first screen have both been built again since a change, so a
 * reloaded page gets the first screen its screens hydrate (a change to one build alone reloads once it ends).
 */
function reloadOnceBothBuilt(): void {
  const building = new Set<ViteWatcher>();
  let settling: NodeJS.Timeout | undefined;
  for (const watcher of [renderer, firstScreen])
    watcher.on('event', (event) => {
      if (event.code === 'START') {
        building.add(watcher);
        clearTimeout(settling);
      } else if (event.code === 'END' || event.code === 'ERROR') {
        building.delete(watcher);
        // The other build may start a moment later on the same change: the reload waits for it.
        if (event.code === 'END' && building.size === 0) settling = setTimeout(screensRebuilt, settleMs);
      }
    });
}

/** Builds main, the preload and the runner again and, when they built, restarts the kiosk on them. */
async function rebuildAndRestart(what: typeof changed = 'main'): Promise<void> {
  changed = what;
  if (restarting) return void (changedAgain = true);
  restarting = true;
  do {
    changedAgain = false;
    failedFiles.clear();
    // Every build to its end, so the errors of each are noted.
    const results = await Promise.allSettled(builds.map((build) => build.rebuild()));
    const built = results.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
    if (built.length < builds.length) {
      inputs = new Set([...inputs, ...failedFiles]);
      watchFoldersOf(inputs);
      console.error('npm run dev: main did not build (the lines above say why); the kiosk stays as it was until it does.');
      continue;
    }
    // npm's packages are not watched: `npm install` asks for a new `npm run dev`.
    inputs = new Set(
      built.flatMap((result) => Object.keys(result.metafile?.inputs ?? {})).filter((file) => !/^(\.\.|node_modules)\//.test(file)),
    );
    watchFoldersOf(inputs);
    if (kiosk) console.log(`npm run dev: ${changed} changed, so the kiosk restarts.`);
    await stopKiosk();
    startKiosk();
  } while (changedAgain);
  restarting = false;
}

function screensRebuilt(): void {
  // No kiosk (it ended): the change starts one. One on its way out has closed its channel: the next starts on the new screens.
  if (!kiosk) void rebuildAndRestart('the screens');
  else if (kiosk.connected) kiosk.send('screens-rebuilt');
}

/** Each file's top folder, or the root itself for a file there (package.json, which main reads its version from). */
function topFolderOf(file: string): string {
  return file.includes('/') ? (file.split('/')[0] ?? '.') : '.';
}

function watchFoldersOf(files: Set<string>): void {
  for (const folder of new Set([...files].map(topFolderOf))) {
    if (watchers.has(folder)) continue;
    const watcher = watch(join(root, folder), { recursive: folder !== '.' }, (_event, file) => {
      if (file !== null && inputs.has(projectPath(join(folder, file)))) sourceChanged();
    });
    watchers.set(folder, watcher);
  }
}

/** A path under the root as esbuild's metafile names it: relative, with `/`. */
function projectPath(path: string): string {
  return relative(root, join(root, path)).split(sep).join('/');
}

function sourceChanged(): void {
  clearTimeout(settling);
  settling = setTimeout(() => void rebuildAndRestart(), settleMs);
}

function startKiosk(): void {
  if (stopping) return;
  const child = spawn(process.execPath, [join(root, 'dist/dev-kiosk.js'), ...process.argv.slice(2)], {
    stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
  });
  kiosk = child;
  console.log(`npm run dev: the kiosk started (process ${child.pid}).`);
  // Electron's window cannot be told its screens changed (dev-kiosk.ts): it starts again instead.
  child.on('message', (message) => message === 'restart' && void rebuildAndRestart('the screens'));
  child.on('exit', (code, signal) => {
    if (kiosk !== child) return;
    kiosk = null;
    console.log(`npm run dev: the kiosk ended (${signal ?? `exit code ${code}`}); the next change starts it again (Ctrl-C stops dev).`);
  });
}

/** SIGTERM, so the kiosk closes its browser and lets go of its folder before the next one claims it (K15); SIGKILL if it hangs. */
async function stopKiosk(): Promise<void> {
  const child = kiosk;
  if (!child) return;
  kiosk = null;
  await stopProcess(child);
}

async function stop(): Promise<void> {
  if (stopping) return;
  stopping = true;
  clearTimeout(settling);
  for (const watcher of watchers.values()) watcher.close();
  await stopKiosk();
  await renderer.close();
  await firstScreen.close();
  await Promise.all(builds.map((build) => build.dispose()));
  process.exit(0);
}
