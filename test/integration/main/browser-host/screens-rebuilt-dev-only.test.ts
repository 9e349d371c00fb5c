import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { expect, test } from 'vitest';
import { screensRebuiltPath } from '../../../../shared/screens-rebuilt';
import { sessionCookie } from './test-host';

// K15: the stream that reloads `npm run dev`'s pages (scripts/dev-kiosk.ts) is not there in the kiosk `npm start` runs
// (scripts/run-kiosk.ts), even for a browser the kiosk let in. test/e2e/dev/dev-loop.spec.ts shows dev's has it.

const runKiosk = fileURLToPath(new URL('../../../../scripts/run-kiosk.ts', import.meta.url));

test('npm start’s browser host answers a let-in browser’s ask for the screens’ reload stream with Not found', async () => {
  const home = await mkdtemp(join(tmpdir(), 'kiosk-no-dev-stream-'));
  const env: Record<string, string | undefined> = { ...process.env, XDG_CONFIG_HOME: home, KIOSK_TEST_KEYCHAIN: '1' };
  delete env['DISPLAY'];
  delete env['WAYLAND_DISPLAY'];
  const kiosk = spawn(process.execPath, ['--import', 'tsx', runKiosk, '--browser-host', '--port', '0'], {
    env,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise((resolve) => kiosk.once('exit', resolve));
  try {
    const address = await new Promise<string>((resolve, reject) => {
      kiosk.once('exit', (code) => reject(new Error(`the kiosk ended (${code}) before it listened`)));
      createInterface({ input: kiosk.stdout }).on('line', (line) => {
        const found = /^The kiosk is at (\S+): open it in a browser/.exec(line)?.[1];
        if (found) resolve(found);
      });
    });
    const cookie = await sessionCookie(address);

    const page = await fetch(new URL('/', address), { headers: { cookie } });
    const stream = await fetch(new URL(screensRebuiltPath, address), { headers: { cookie } });

    expect(page.status).toBe(200);
    expect(stream.status).toBe(404);
  } finally {
    kiosk.kill('SIGTERM');
    await exited;
    await rm(home, { recursive: true, force: true });
  }
});
