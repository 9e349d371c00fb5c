import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notPackaged, readFuses } from '../../../../../main/services/diagnostics/electron-fuses';
import { createStubElectronDist } from '../../../../../scripts/stub-electron-dist';

// K12: the fuses read back from a binary with Electron's fuse wire in it (the packaging tests' stub), named as
// @electron/fuses names them; a run that is not packaged, or a file with no wire, says so in words.

describe('the fuses read back from the running binary (K12)', () => {
  let folder: string;
  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), 'fuses-'));
  });
  afterAll(() => rm(folder, { recursive: true, force: true }));

  it('names each fuse of the wire with its setting', async () => {
    const dist = await createStubElectronDist(join(folder, 'dist'));
    // The stub carries Electron's defaults: '10110001' in FuseV1Options order.
    expect(await readFuses(join(dist, 'electron'))).toEqual({
      read: true,
      wireVersion: '1',
      fuses: {
        RunAsNode: 'on',
        EnableCookieEncryption: 'off',
        EnableNodeOptionsEnvironmentVariable: 'on',
        EnableNodeCliInspectArguments: 'on',
        EnableEmbeddedAsarIntegrityValidation: 'off',
        OnlyLoadAppFromAsar: 'off',
        LoadBrowserProcessSpecificV8Snapshot: 'off',
        GrantFileProtocolExtraPrivileges: 'on',
      },
    });
  });

  it('says plainly when the kiosk is not packaged', async () => {
    expect(await readFuses(undefined)).toBe(notPackaged);
    expect(notPackaged).toEqual({ read: false, reason: expect.stringMatching(/^Not packaged: fuses are set when the installer is built/) });
  });

  it('says why when the binary holds no fuse wire, and does not throw', async () => {
    const plain = join(folder, 'not-electron');
    await writeFile(plain, '#!/bin/sh\nexit 0\n');
    expect(await readFuses(plain)).toEqual({ read: false, reason: expect.stringMatching(/could not be read.*sentinel/) });
    expect(await readFuses(join(folder, 'missing'))).toMatchObject({ read: false, reason: expect.stringContaining('ENOENT') });
  });
});
