import { mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { profilesFileName, StaffProfilesFile, type Profile } from '../../../../main/credentials/profiles';
import { openInstallation, type Installation } from '../../../../main/credentials/installation';
import { MemoryStore } from '../../../../main/credentials/memory-store';

// Lets a test make the next rename fail, as a crash between fsync and rename would leave things.
const faults = vi.hoisted(() => ({ failNextRename: false }));
vi.mock('node:fs/promises', async (importOriginal) => {
  const actual = await importOriginal<typeof import('node:fs/promises')>();
  return {
    ...actual,
    rename: async (from: string, to: string) => {
      if (faults.failNextRename) {
        faults.failNextRename = false;
        throw new Error('simulated crash before rename');
      }
      return actual.rename(from, to);
    },
  };
});

const alice: Profile = {
  id: 'p-alice',
  displayName: 'Alice Nguyen',
  accountId: '1001',
  accountName: 'Sunrise Solar Pty Ltd',
  environment: { kind: 'live', baseUrl: 'https://api.example.com' },
  keychainAccount: 'p-alice',
};
const bob: Profile = {
  id: 'p-bob',
  displayName: 'Bob Smith',
  accountId: '1002',
  accountName: 'Sunrise Solar Parramatta',
  environment: { kind: 'training' },
  keychainAccount: 'p-bob',
};

let dir: string;
let keychain: MemoryStore;
let installation: Installation;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'profiles-'));
  keychain = new MemoryStore();
  installation = await openInstallation({ userDataDir: dir, keychain, keychainAvailability: { available: true } });
});
afterEach(async () => {
  faults.failNextRename = false;
  await rm(dir, { recursive: true, force: true });
});

const path = () => join(dir, profilesFileName);
/** The file as a new run of the kiosk opens it. */
const file = (userDataDir = dir) => new StaffProfilesFile({ userDataDir, installation });
const readProfiles = (userDataDir = dir) => file(userDataDir).read();
const writeProfiles = (userDataDir: string, profiles: readonly Profile[]) => file(userDataDir).write(profiles);
/** The folder's files other than the installation's own. */
const records = async () => (await readdir(dir)).filter((name) => name !== 'installation.json').sort();

describe('profiles file', () => {
  it('reads as no profiles when the file does not exist yet', async () => {
    expect(await readProfiles()).toEqual([]);
    expect(await records()).toEqual([]);
  });

  it('writes and reads back profiles of every environment', async () => {
    const carol: Profile = {
      ...bob,
      id: 'p-carol',
      keychainAccount: 'p-carol',
      environment: { kind: 'sandbox', baseUrl: 'http://127.0.0.1:4318' },
    };
    await writeProfiles(dir, [alice, bob, carol]);
    expect(await readProfiles()).toEqual([alice, bob, carol]);
  });

  it('creates the user-data folder when it is missing', async () => {
    const nested = join(dir, 'a', 'b');
    await writeProfiles(nested, [alice]);
    expect(await readProfiles(nested)).toEqual([alice]);
  });

  it.skipIf(process.platform === 'win32')('is readable by its owner only', async () => {
    await writeProfiles(dir, [alice]);
    expect((await stat(path())).mode & 0o777).toBe(0o600);
  });

  it('never writes anything but names and the keychain entry (K1)', async () => {
    const withSecrets = { ...alice, apiId: 'id-123', apiSecret: 'shh-very-secret' };
    await writeProfiles(dir, [withSecrets]);
    const text = await readFile(path(), 'utf8');
    expect(text).not.toContain('shh-very-secret');
    expect(text).not.toContain('apiSecret');
    expect(text).not.toContain('id-123');
  });

  it('refuses a live environment over plain http', async () => {
    const insecure: Profile = { ...alice, environment: { kind: 'live', baseUrl: 'http://api.example.com' } };
    await expect(writeProfiles(dir, [insecure])).rejects.toThrow();
    expect(await records()).toEqual([]);
  });

  it('keeps the previous file whole when a write is interrupted before the rename', async () => {
    await writeProfiles(dir, [alice]);
    faults.failNextRename = true;
    await expect(writeProfiles(dir, [alice, bob])).rejects.toThrow('simulated crash');
    expect(await readProfiles()).toEqual([alice]);
    expect(await records()).toEqual([profilesFileName]);
  });

  it('ignores a half-written temporary file left by a crash', async () => {
    await writeProfiles(dir, [alice]);
    await writeFile(`${path()}.0b5e1f4c.tmp`, '{"version":1,"profiles":[{"id":"p-');
    expect(await readProfiles()).toEqual([alice]);
    await writeProfiles(dir, [alice, bob]);
    expect(await readProfiles()).toEqual([alice, bob]);
  });

  it('ends with one whole file when writes race', async () => {
    await Promise.all([writeProfiles(dir, [alice]), writeProfiles(dir, [bob]), writeProfiles(dir, [alice, bob])]);
    expect([[alice], [bob], [alice, bob]]).toContainEqual(await readProfiles());
    expect(await records()).toEqual([profilesFileName]);
  });
});

describe('profiles file, sealed (K15)', () => {
  const refusedAside = async () => (await records()).filter((name) => name.startsWith('staff-profiles.refused.'));

  it('believes no profile of a file whose role was edited, sets it aside as it was, and says so once', async () => {
    await writeProfiles(dir, [{ ...alice, role: 'TEAM MEMBER' }]);
    const edited = (await readFile(path(), 'utf8')).replace('"TEAM MEMBER"', '"ADMINISTRATOR"');
    await writeFile(path(), edited);
    const opened = file();
    expect(await opened.read()).toEqual([]);
    expect(opened.refusal).toMatch(/^The staff profiles file was changed outside the kiosk, so none of its profiles is used: /);
    const [aside] = await refusedAside();
    expect(await readFile(join(dir, aside ?? ''), 'utf8')).toBe(edited);
    // A fresh sealed file in its place: the next run believes it, and has nothing to say.
    const next = file();
    expect(await next.read()).toEqual([]);
    expect(next.refusal).toBeNull();
  });

  it('believes no profile of an older copy put back', async () => {
    await writeProfiles(dir, [alice]);
    const older = await readFile(path(), 'utf8');
    await writeProfiles(dir, [alice, bob]);
    await writeFile(path(), older);
    const opened = file();
    expect(await opened.read()).toEqual([]);
    expect(opened.refusal).toMatch(/^The staff profiles file was put back from an older copy, so none of its profiles is used: /);
  });

  it('knows a removed file from one never written', async () => {
    await writeProfiles(dir, [alice]);
    await rm(path());
    const opened = file();
    expect(await opened.read()).toEqual([]);
    expect(opened.refusal).toBe(
      'The staff profiles file was removed outside the kiosk, so the kiosk has no profiles: an administrator sets them up again in this kiosk.',
    );
  });

  it('believes no profile of a file copied from another kiosk', async () => {
    await writeProfiles(dir, [alice]);
    const other = await mkdtemp(join(tmpdir(), 'profiles-other-'));
    try {
      await writeFile(join(other, profilesFileName), await readFile(path(), 'utf8'));
      const elsewhere = await openInstallation({ userDataDir: other, keychain, keychainAvailability: { available: true } });
      const copied = new StaffProfilesFile({ userDataDir: other, installation: elsewhere });
      expect(await copied.read()).toEqual([]);
      expect(copied.refusal).toMatch(/^The staff profiles file was copied from another kiosk, so none of its profiles is used here: /);
    } finally {
      await rm(other, { recursive: true, force: true });
    }
  });

  it('believes no file from before K15 (a plain, unsealed one): there is nothing to adopt', async () => {
    await writeFile(path(), JSON.stringify({ version: 1, profiles: [alice] }));
    const opened = file();
    expect(await opened.read()).toEqual([]);
    expect(opened.refusal).toMatch(/changed outside the kiosk/);
    expect(await refusedAside()).toHaveLength(1);
  });
});
