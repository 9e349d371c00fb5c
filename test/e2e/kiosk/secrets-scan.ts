import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { bridgePathPrefix } from '../../../shared/contract/bridge';
import { expect, type KioskWorld } from './kiosk-world';

// K1, K9: API secrets and private keys never cross IPC, never reach the DOM, never land in the user-data folder.

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

/** No field named like a secret, and no secret the sandbox knows in full (the demo pair, every private key), anywhere. */
export async function expectNoSecrets(page: Page, world: KioskWorld, answers: readonly string[]): Promise<void> {
  const { handout, sandbox } = world.service();
  const known = [
    handout.credentials.administrator.apiSecret,
    ...(handout.credentials.teamMember ? [handout.credentials.teamMember.apiSecret] : []),
    ...sandbox.state.apiKeys.filter((key) => key.type === 'PRIVATE').map((key) => key.key),
  ];
  expect(known.length).toBeGreaterThan(1);
  const places: { where: string; text: string }[] = [
    ...answers.map((text, index) => ({ where: `bridge answer ${index}`, text })),
    { where: 'the DOM', text: await page.content() },
  ];
  for (const file of await filesUnder(world.userDataDir)) places.push({ where: file, text: (await readFile(file)).toString('latin1') });
  const found = places.flatMap(({ where, text }) => [
    ...known.filter((secret) => text.includes(secret)).map((secret) => `${where}: ${secret.slice(0, 5)}…`),
    ...(/"(apiSecret|privateKey|secret)"\s*:/.test(text) ? [`${where}: a secret-named field`] : []),
  ]);
  expect(found).toEqual([]);
  expect(answers.length).toBeGreaterThan(0);
}
