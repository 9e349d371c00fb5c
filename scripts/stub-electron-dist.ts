import { chmod, mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

// A stand-in Electron distribution for `npm run package` on machines where the Electron binary cannot be
// downloaded (docs/machines.md, "Packaging"). electron-builder's `dir` target copies this folder, renames
// `electron` to the app's executable and writes resources/app.asar beside it.
//
// The `electron` file is a shell script that says what it is and exits 1. It also carries Electron's fuse wire
// in the layout @electron/fuses looks for — the sentinel, wire version 1, the wire's length, then one byte per
// fuse ('0' off, '1' on) set to Electron's defaults — so electron-builder's `electronFuses` step runs for real
// on it, and the asar test can read back which fuses the packaging flipped. Nothing else reads those bytes.

/** @electron/fuses' sentinel (node_modules/@electron/fuses/dist/constants.js). */
const fuseSentinel = 'dL7pKGdnNz796PbbjQWNKmHXBZaB9tsX';
/** Electron's defaults, in FuseV1Options order: RunAsNode on, EnableCookieEncryption off,
 * EnableNodeOptionsEnvironmentVariable on, EnableNodeCliInspectArguments on, EnableEmbeddedAsarIntegrityValidation
 * off, OnlyLoadAppFromAsar off, LoadBrowserProcessSpecificV8Snapshot off, GrantFileProtocolExtraPrivileges on. */
const defaultWire = '10110001';

export async function createStubElectronDist(dir: string): Promise<string> {
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
  const executable = join(dir, 'electron');
  const script = Buffer.concat([
    Buffer.from('#!/bin/sh\n# Stub Electron from scripts/stub-electron-dist.ts: packaging only, it runs nothing.\n# '),
    Buffer.from(fuseSentinel, 'ascii'),
    Buffer.from([1, defaultWire.length]),
    Buffer.from(defaultWire, 'ascii'),
    Buffer.from('\necho "This is a stub Electron made for packaging tests, not the app." >&2\nexit 1\n'),
  ]);
  await writeFile(executable, script);
  await chmod(executable, 0o755);
  await writeFile(join(dir, 'LICENSE'), 'Stub Electron distribution for packaging tests; no Electron code.\n');
  await writeFile(join(dir, 'version'), 'stub\n');
  return dir;
}
