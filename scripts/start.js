// @ts-check
/* global console, process, URL -- Node's, which lint does not assume for JavaScript */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import module from 'node:module';
import { join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

// `npm start`: builds the app into dist/ when its sources changed since the last build (a hash of their contents),
// in a process of its own, then runs the built kiosk (dist/run-kiosk.js) with plain Node: no TypeScript compiler and
// no bundler stay in the running kiosk. Plain JavaScript, so nothing compiles this file either.

const root = fileURLToPath(new URL('..', import.meta.url));
/** Everything the build reads: a change to any of these means a new build. */
const sources = ['main', 'preload', 'renderer', 'shared', 'sandbox', 'scripts', 'vite.config.ts', 'package-lock.json', 'tsconfig.json'];
const stampFile = join(root, 'dist/build-stamp.txt');

const hash = sourcesHash();
const built = existsSync(stampFile) && readFileSync(stampFile, 'utf8') === hash && existsSync(join(root, 'dist/run-kiosk.js'));
if (!built) {
  console.log('Building the kiosk (its sources changed since the last build)…');
  const build = spawnSync(process.execPath, ['--import', 'tsx', join(root, 'scripts/build.ts')], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) {
    console.error('The kiosk could not be built: the lines above say why.');
    process.exit(1);
  }
  writeFileSync(stampFile, hash);
}
// Node 22.1 and later keep V8's compiled code of the kiosk and its packages on disk, so later starts skip compiling.
module.enableCompileCache?.(join(root, 'node_modules/.cache/finance-kiosk/compile-cache'));
await import(pathToFileURL(join(root, 'dist/run-kiosk.js')).href);

/** SHA-256 over every source file's path and contents, in a fixed order. */
function sourcesHash() {
  const digest = createHash('sha256');
  for (const file of sources.flatMap((source) => filesUnder(join(root, source))).sort()) {
    digest.update(relative(root, file)).update('\0').update(readFileSync(file)).update('\0');
  }
  return digest.digest('hex');
}

/** @param {string} path @returns {string[]} */
function filesUnder(path) {
  if (!existsSync(path)) return [];
  if (statSync(path).isFile()) return [path];
  return readdirSync(path, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}
