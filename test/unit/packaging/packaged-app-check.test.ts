import { mkdir, mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { createPackageWithOptions, getRawHeader } from '@electron/asar';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, describe, expect, it } from 'vitest';
import { devKiosk, firstScreenModule, keytarModule, packagedAppProblems, pageAssets } from '../../../scripts/packaging/packaged-app-check';

// The check electron-builder's afterPack runs on every build, over small apps made here and packed with
// @electron/asar as electron-builder packs them (`.node` files unpacked beside app.asar).

const made: string[] = [];
afterAll(async () => {
  await Promise.all(made.map((dir) => rm(dir, { recursive: true, force: true })));
});

/** The start of an x64 (0x3e) or arm64 (0xb7) Linux ELF shared object: enough for the arch check. */
function elf(machine: number): Buffer {
  const header = Buffer.alloc(64);
  header.writeUInt32BE(0x7f454c46, 0);
  header[4] = 2; // 64-bit
  header[5] = 1; // little-endian
  header.writeUInt16LE(machine, 18);
  return header;
}

const completeApp: Record<string, string | Buffer> = {
  'package.json': JSON.stringify({ name: 'finance-kiosk', main: 'dist/main/index.js' }),
  'dist/main/index.js': 'export {};',
  'dist/preload/index.cjs': '"use strict";',
  'dist/renderer/index.html':
    '<script type="module" crossorigin src="./assets/index-Ab1.js"></script><link rel="stylesheet" href="./assets/index-Cd2.css">',
  'dist/renderer/assets/index-Ab1.js': 'export {};',
  'dist/renderer/assets/index-Cd2.css': 'body{}',
  [firstScreenModule]: 'export function renderFirstScreen() {}',
  'node_modules/keytar/package.json': JSON.stringify({ name: 'keytar', version: '7.9.0' }),
  [keytarModule]: elf(0x3e),
};

/** A resources folder as electron-builder leaves it, from the complete app with some files left out or replaced. */
async function resources(changes: Record<string, string | Buffer | null> = {}, unpack = '*.node'): Promise<string> {
  const root = await mkdtemp(join(tmpdir(), 'packaged-app-'));
  made.push(root);
  const files = { ...completeApp, ...changes };
  for (const [path, content] of Object.entries(files)) {
    if (content === null) continue;
    await mkdir(dirname(join(root, 'app', path)), { recursive: true });
    await writeFile(join(root, 'app', path), content);
  }
  await mkdir(join(root, 'resources'));
  await createPackageWithOptions(join(root, 'app'), join(root, 'resources/app.asar'), unpack === '' ? {} : { unpack });
  await untilWritten(join(root, 'resources/app.asar'));
  return join(root, 'resources');
}

/** @electron/asar's createPackage resolves once it has ended its write stream, not once the file is written: wait for
 *  every byte its header promises (on a loaded machine the check read zeros where package.json should be). */
async function untilWritten(archive: string): Promise<void> {
  for (let waited = 0; waited < 5_000; waited += 10) {
    const expected = completeSize(archive);
    if (expected !== null && (await stat(archive)).size >= expected) return;
    await sleep(10);
  }
  throw new Error(`${archive} was not written in 5 s`);
}

/** The archive's whole size by its header (8 bytes of size, the header, then each packed file), or null while the header is unwritten. */
function completeSize(archive: string): number | null {
  let raw;
  try {
    raw = getRawHeader(archive);
  } catch {
    return null;
  }
  const packed = (entry: object): number =>
    'files' in entry
      ? Object.values(entry.files as Record<string, object>).reduce((sum: number, child) => sum + packed(child), 0)
      : 'size' in entry && !('unpacked' in entry && entry.unpacked === true)
        ? Number(entry.size)
        : 0;
  return 8 + raw.headerSize + packed(raw.header);
}

describe('the packaged app check', () => {
  it('finds nothing wrong with a complete app, including a keytar built for its CPU', async () => {
    expect(packagedAppProblems(await resources(), 'x64')).toEqual([]);
  });

  it("names keytar's compiled module when keytar was not built", async () => {
    expect(packagedAppProblems(await resources({ [keytarModule]: null }), 'x64')).toEqual([
      `app.asar.unpacked/${keytarModule}: keytar's compiled module, without which the kiosk cannot reach the OS keychain (K1); keytar was not built or not installed (on Linux install libsecret-1-dev first; then npm rebuild keytar, or npm install where node_modules/keytar is missing)`,
    ]);
  });

  it('names keytar when it is packed inside app.asar instead of beside it', async () => {
    const problems = packagedAppProblems(await resources({}, ''), 'x64');
    expect(problems).toEqual([expect.stringContaining('it is in app.asar but not unpacked beside it (asarUnpack)')]);
  });

  it('names keytar when it was built for another CPU than the app', async () => {
    const problems = packagedAppProblems(await resources({ [keytarModule]: elf(0xb7) }), 'x64');
    expect(problems).toEqual([expect.stringContaining('it is built for arm64, the app for x64')]);
    expect(packagedAppProblems(await resources({ [keytarModule]: elf(0xb7) }), 'arm64')).toEqual([]);
  });

  it('names main as package.json names it, the preload, the page and each file the page loads', async () => {
    const renamedMain = JSON.stringify({ name: 'finance-kiosk', main: './dist/main/entry.js' });
    expect(packagedAppProblems(await resources({ 'package.json': renamedMain }))).toEqual([
      'app.asar/dist/main/entry.js: the main process, as package.json "main" names it (npm run build)',
    ]);
    expect(packagedAppProblems(await resources({ 'dist/preload/index.cjs': null }))).toEqual([
      'app.asar/dist/preload/index.cjs: the preload, which gives the screens window.kiosk (npm run build)',
    ]);
    expect(packagedAppProblems(await resources({ 'dist/renderer/assets/index-Cd2.css': null }))).toEqual([
      'app.asar/dist/renderer/assets/index-Cd2.css: loaded by dist/renderer/index.html (npm run build:renderer)',
    ]);
    expect(packagedAppProblems(await resources({ 'dist/renderer/index.html': null }))).toEqual([
      "app.asar/dist/renderer/index.html: the renderer's page (npm run build:renderer)",
    ]);
  });

  it("names the first screen's server rendering when it is missing", async () => {
    expect(packagedAppProblems(await resources({ [firstScreenModule]: null }))).toEqual([
      `app.asar/${firstScreenModule}: the first screen's server rendering, which main draws each page's first screen with (npm run build)`,
    ]);
  });

  it("names what only npm run dev builds: its runner, a dev/ folder's files, a page script that reloads the screens", async () => {
    const devOnly = "`npm run dev`'s only, never in the app (K15): package from `npm run build`'s dist/";
    const app = await resources({
      [devKiosk]: 'export {};',
      'dist/renderer/dev/screens-reload.ts': 'export {};',
      'dist/renderer/assets/index-Ab1.js': "new EventSource('/dev/screens-rebuilt');",
    });
    expect(packagedAppProblems(app).sort()).toEqual(
      [
        `app.asar/${devKiosk}: ${devOnly}`,
        `app.asar/dist/renderer/dev/screens-reload.ts: ${devOnly}`,
        `app.asar/dist/renderer/assets/index-Ab1.js: it reloads the screens from /dev/screens-rebuilt, ${devOnly}`,
      ].sort(),
    );
  });

  it('names the archive itself when there is none', async () => {
    const empty = await mkdtemp(join(tmpdir(), 'packaged-app-'));
    made.push(empty);
    expect(packagedAppProblems(empty)).toEqual([expect.stringMatching(/^app\.asar: the app's archive is not there/)]);
  });
});

describe("the renderer page's assets", () => {
  it('are its local src and href files, not addresses elsewhere', () => {
    const html =
      '<script src="./assets/a.js?v=1"></script><link href="assets/b.css"><a href="#top"></a><img src="data:image/png;base64,AA"><script src="https://cdn.example/x.js"></script>';
    expect(pageAssets(html)).toEqual(['./assets/a.js', 'assets/b.css']);
  });
});
