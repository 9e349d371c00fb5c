import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { autostartFileName, startAtLogin } from '../../../../main/window/start-at-login';

// Start at login: Electron's login item on Windows and macOS; on Linux an XDG autostart entry, written and removed.

let home: string;
beforeEach(async () => (home = await mkdtemp(join(tmpdir(), 'start-at-login-'))));
afterEach(() => rm(home, { recursive: true, force: true }));

describe('startAtLogin', () => {
  it("uses Electron's login item on Windows and macOS", async () => {
    const asked: boolean[] = [];
    for (const platform of ['win32', 'darwin'] as const)
      await startAtLogin(true, { platform, setLoginItem: (on) => asked.push(on), autostartDir: home, executable: 'x' });
    await startAtLogin(false, { platform: 'win32', setLoginItem: (on) => asked.push(on), autostartDir: home, executable: 'x' });
    expect(asked).toEqual([true, true, false]);
  });

  it('writes an autostart entry on Linux that runs the AppImage, quoted, and removes it when turned off', async () => {
    const autostartDir = join(home, '.config/autostart');
    const where = {
      platform: 'linux' as const,
      setLoginItem: () => expect.unreachable('Electron has no login items on Linux'),
      autostartDir,
      executable: '/home/kiosk/Finance Kiosk.AppImage',
    };
    await startAtLogin(true, where);
    const entry = await readFile(join(autostartDir, autostartFileName), 'utf8');
    expect(entry).toContain('[Desktop Entry]');
    expect(entry).toContain('Exec="/home/kiosk/Finance Kiosk.AppImage"');
    await startAtLogin(false, where);
    await expect(stat(join(autostartDir, autostartFileName))).rejects.toThrow(/ENOENT/);
    // Turning off what was never on is no error.
    await startAtLogin(false, where);
  });
});
