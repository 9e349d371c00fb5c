import { execFile } from 'node:child_process';
import { chmod, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { generateAppRunScript } from 'app-builder-lib/out/targets/appimage/appImageUtil';
import { afterAll, describe, expect, it } from 'vitest';

// The AppImage started at login: the autostart entry runs the AppImage itself (main/window/start-at-login.ts), whose
// AppRun, written by electron-builder, starts the app. Ubuntu 24.04's AppArmor refuses unprivileged user namespaces to
// an AppImage (its path changes with every mount, so no profile names it), and Chromium's sandbox then aborts the
// start; AppRun probes for them and adds --no-sandbox only when they are refused, so the login start works there and
// keeps the sandbox everywhere else. This holds electron-builder to that (README, "Updating a fleet", Linux).

const made: string[] = [];
afterAll(async () => {
  await Promise.all(made.map((dir) => rm(dir, { recursive: true, force: true })));
});

/** The arguments the app receives when the login start runs AppRun, with `unshare` succeeding or refused. */
async function startedWith(userNamespaces: 'allowed' | 'refused'): Promise<string[]> {
  const dir = await mkdtemp(join(tmpdir(), 'appimage-login-'));
  made.push(dir);
  const appDir = join(dir, 'squashfs-root');
  const stubs = join(dir, 'bin');
  const executable = async (path: string, text: string) => {
    await writeFile(path, text);
    await chmod(path, 0o755);
  };
  await Promise.all([mkdir(appDir), mkdir(stubs)]);
  const appRun = generateAppRunScript({
    DesktopFileName: 'finance-kiosk.desktop',
    ExecutableName: 'finance-kiosk',
    ProductName: 'Finance Kiosk',
    ProductFilename: 'Finance Kiosk',
    ResourceName: 'appimagekit-finance-kiosk',
  });
  await executable(join(appDir, 'AppRun'), appRun);
  await executable(join(appDir, 'finance-kiosk'), `#!/bin/sh\nprintf '%s\\n' "$@"\n`);
  await executable(join(stubs, 'unshare'), `#!/bin/sh\nexit ${userNamespaces === 'allowed' ? 0 : 1}\n`);
  const env = { PATH: `${stubs}:/usr/bin:/bin`, HOME: dir, APPDIR: appDir, APPIMAGE: join(dir, 'Finance-Kiosk-1.2.3.AppImage') };
  const { stdout } = await promisify(execFile)(join(appDir, 'AppRun'), [], { env });
  return stdout.split('\n').filter(Boolean);
}

describe("the AppImage's AppRun, as the login start runs it", () => {
  it('starts the app without the sandbox where AppArmor refuses user namespaces (Ubuntu 24.04)', async () => {
    expect(await startedWith('refused')).toEqual(['--no-sandbox']);
  });

  it('keeps the sandbox where user namespaces are allowed', async () => {
    expect(await startedWith('allowed')).toEqual([]);
  });
});
