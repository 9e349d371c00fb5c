import { chmod, mkdir, mkdtemp, readdir, rm, stat, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claimFolder, KioskAlreadyRunning } from '../../../../main/browser-host/folder-claim';

// K15: the claim on a user-data folder, in one process (the drill with real processes is one-kiosk-per-folder.test.ts):
// a second claim is told where the first is, another name for the folder is the same folder, and the socket lives
// where only this OS user may go.

describe('claimFolder', () => {
  let place: string;
  let runtimeDir: string;
  beforeAll(async () => {
    place = await mkdtemp(join(tmpdir(), 'folder-claim-'));
    runtimeDir = join(place, 'run');
    await mkdir(runtimeDir);
  });
  afterAll(() => rm(place, { recursive: true, force: true }));

  it('refuses a second claim with one line saying where the kiosk is, and frees the folder on release', async () => {
    const userDataDir = join(place, 'kiosk');
    await mkdir(userDataDir);
    const first = await claimFolder(userDataDir, { runtimeDir });
    // Asked before it listens: it is still starting.
    await expect(claimFolder(userDataDir, { runtimeDir })).rejects.toThrow(
      new KioskAlreadyRunning(
        `The kiosk is already running for ${userDataDir} (still starting), process ${process.pid}: use that one, or stop it before starting another.`,
      ),
    );
    first.announce('http://127.0.0.1:4310/');
    await expect(claimFolder(userDataDir, { runtimeDir })).rejects.toThrow(
      `The kiosk is already running for ${userDataDir} at http://127.0.0.1:4310/, process ${process.pid}: `,
    );
    await first.release();
    const again = await claimFolder(userDataDir, { runtimeDir });
    await again.release();
  });

  it('takes another name for the folder, and a folder not made yet, as the folder itself', async () => {
    const real = join(place, 'real');
    await mkdir(real);
    await symlink(real, join(place, 'link'));
    const claim = await claimFolder(join(place, 'link', '.'), { runtimeDir });
    await expect(claimFolder(real, { runtimeDir })).rejects.toBeInstanceOf(KioskAlreadyRunning);
    await claim.release();

    const later = join(place, 'link', 'not-yet');
    const notYet = await claimFolder(later, { runtimeDir });
    await expect(claimFolder(join(real, 'not-yet'), { runtimeDir })).rejects.toThrow(`running for ${join(real, 'not-yet')} (still`);
    await notYet.release();
  });

  it('keeps its socket in a folder only this user may enter, and will not use one others may', async () => {
    const claim = await claimFolder(join(place, 'private'), { runtimeDir });
    const [folder] = await readdir(runtimeDir);
    const socketFolder = join(runtimeDir, folder ?? '');
    expect((await stat(socketFolder)).mode & 0o777).toBe(0o700);
    const [socket] = await readdir(socketFolder);
    expect(socket).toMatch(/^[\w-]{22}\.sock$/);
    expect((await stat(join(socketFolder, socket ?? ''))).mode & 0o777).toBe(0o600);
    await claim.release();

    await chmod(socketFolder, 0o777);
    await expect(claimFolder(join(place, 'private'), { runtimeDir })).rejects.toThrow(/is not this user's own folder/);
    await chmod(socketFolder, 0o700);
  });
});
