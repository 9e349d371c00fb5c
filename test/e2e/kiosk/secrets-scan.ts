import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { keychainService } from '../../../main/credentials/keychain-service';
import { bridgePathPrefix } from '../../../shared/contract/bridge';
import { expect, type KioskWorld } from './kiosk-world';

// K1, K9: API secrets and private keys never cross IPC, never reach the DOM or the log, never land in the user-data folder.

/** Every answer the bridge gives the page from now on (the event stream aside), as text. */
export function captureBridgeAnswers(page: Page): string[] {
  const answers: string[] = [];
  page.on('response', (response) => {
    if (!new URL(response.url()).pathname.startsWith(bridgePathPrefix)) return;
    void response.text().then(
      (body) => answers.push(body),
      () => undefined,
    );
  });
  return answers;
}

async function filesUnder(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

/** Every API secret and private key the kiosk keeps in its keychain: generated ones included, which the sandbox keeps hashed (D11). */
async function keychainSecrets(world: KioskWorld): Promise<string[]> {
  const secrets: string[] = [];
  for (const kind of ['training', 'sandbox', 'live'] as const) {
    const service = keychainService(kind);
    for (const account of await world.keychain.list(service)) {
      const stored = parsed((await world.keychain.get(service, account)) ?? '');
      if (typeof stored !== 'object' || stored === null) continue;
      for (const field of ['apiSecret', 'privateKey'] as const) {
        const value = (stored as Record<string, unknown>)[field];
        if (typeof value === 'string') secrets.push(value);
      }
    }
  }
  return secrets;
}

/** A keychain entry as JSON, or null: a staff PIN's hash is stored beside the credentials in a form of its own. */
function parsed(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** No field named like a secret, and no secret the kiosk or the sandbox holds in full, anywhere outside the keychain. */
export async function expectNoSecrets(page: Page, world: KioskWorld, answers: readonly string[]): Promise<void> {
  const { handout, sandbox } = world.service();
  const kept = await keychainSecrets(world);
  // The training profile's pair at least: an empty read would make the scan pass on nothing.
  expect(kept.length).toBeGreaterThan(0);
  const known = [
    handout.credentials.administrator.apiSecret,
    ...(handout.credentials.teamMember ? [handout.credentials.teamMember.apiSecret] : []),
    ...sandbox.state.apiKeys.filter((key) => key.type === 'PRIVATE').map((key) => key.key),
    ...kept,
  ];
  expect(known.length).toBeGreaterThan(1);
  const places: { where: string; text: string }[] = [
    ...answers.map((text, index) => ({ where: `bridge answer ${index}`, text })),
    { where: 'the DOM', text: await page.content() },
    ...world.logs.map((text, index) => ({ where: `log line ${index}`, text })),
  ];
  for (const file of await filesUnder(world.userDataDir)) places.push({ where: file, text: (await readFile(file)).toString('latin1') });
  const found = places.flatMap(({ where, text }) => [
    ...known.filter((secret) => text.includes(secret)).map((secret) => `${where}: ${secret.slice(0, 5)}…`),
    ...(/"(apiSecret|privateKey|secret)"\s*:/.test(text) ? [`${where}: a secret-named field`] : []),
  ]);
  expect(found).toEqual([]);
  expect(answers.length).toBeGreaterThan(0);
}
