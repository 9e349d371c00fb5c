import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { installationFileName, InstallationRefusedError, openInstallation } from '../../../../main/credentials/installation';
import { MemoryStore } from '../../../../main/credentials/memory-store';
import { deviceKeychainService } from '../../../../main/credentials/keychain-service';

// K15: a folder's installation binds its keychain entries; a folder copied elsewhere, to another keychain, or with
// its record changed opens nothing, and says why in one line.

let root: string;
let keychain: MemoryStore;
const withKeychain = { available: true } as const;
beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'installation-'));
  keychain = new MemoryStore();
});
afterEach(() => rm(root, { recursive: true, force: true }));

const open = (
  folder: string,
  store = keychain,
  keychainAvailability: Parameters<typeof openInstallation>[0]['keychainAvailability'] = withKeychain,
) => openInstallation({ userDataDir: folder, keychain: store, keychainAvailability });
const refusalOf = (opening: Promise<unknown>) =>
  opening.then(
    () => 'opened',
    (error: unknown) => error,
  );

describe('an installation', () => {
  it('is made in a fresh folder with 128 random bits, and opened again the same', async () => {
    const folder = join(root, 'kiosk');
    const made = await open(folder);
    expect(made.id).toMatch(/^[0-9a-f]{32}$/);
    expect(made.account('seal-key')).toBe(`${made.id}.seal-key`);
    const again = await open(folder);
    expect(again.id).toBe(made.id);
    expect(again.seal(['a', 1])).toBe(made.seal(['a', 1]));
    expect((await open(join(root, 'another'))).id).not.toBe(made.id);
  });

  it('refuses a folder copied to another path, in one line naming both', async () => {
    const folder = join(root, 'kiosk');
    await open(folder);
    await cp(folder, join(root, 'copy'), { recursive: true });
    const error = await refusalOf(open(join(root, 'copy')));
    expect(error).toBeInstanceOf(InstallationRefusedError);
    expect(String((error as Error).message)).toBe(
      `This kiosk's folder ${join(root, 'copy')} was copied from ${folder}, so it opens nothing here: use the kiosk's own folder, or start with an empty one.`,
    );
  });

  it('refuses a folder whose key is not in this keychain (another laptop or account)', async () => {
    const folder = join(root, 'kiosk');
    await open(folder);
    const error = await refusalOf(open(folder, new MemoryStore()));
    expect(error).toBeInstanceOf(InstallationRefusedError);
    expect((error as Error).message).toMatch(
      /was made on another computer or user account \(its key is not in this keychain\), so it opens nothing here/,
    );
  });

  it('refuses a record changed outside the kiosk', async () => {
    const folder = join(root, 'kiosk');
    await open(folder);
    const record = JSON.parse(await readFile(join(folder, installationFileName), 'utf8')) as Record<string, unknown>;
    await writeFile(join(folder, installationFileName), JSON.stringify({ ...record, folder: join(root, 'elsewhere') }));
    expect(((await refusalOf(open(folder))) as Error).message).toMatch(
      /has an installation record \(installation\.json\) that was changed outside the kiosk/,
    );
  });

  it('refuses to open without the keychain its keys are in, and keeps one made without a keychain to training', async () => {
    const folder = join(root, 'kiosk');
    await open(folder);
    expect(((await refusalOf(open(folder, keychain, { available: false, reason: 'No D-Bus.' }))) as Error).message).toMatch(
      /keeps its keys in the OS keychain, which cannot be reached now, so it opens nothing: make the keychain available and start the kiosk again \(No D-Bus\.\)\.$/,
    );
    const training = join(root, 'training');
    await open(training, keychain, { available: false, reason: 'No D-Bus.' });
    // Its key is in a file beside the records: a keychain that came later does not make it fit for real profiles.
    expect((await open(training)).keychain).toMatchObject({ available: false });
    expect(await keychain.list(deviceKeychainService())).toHaveLength(1);
  });
});
