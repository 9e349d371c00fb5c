import { mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ProfilesFileError, profilesFileName, readProfiles, writeProfiles, type Profile } from '../../../../main/credentials/profiles';

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
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'profiles-'));
});
afterEach(async () => {
  faults.failNextRename = false;
  await rm(dir, { recursive: true, force: true });
});

const path = () => join(dir, profilesFileName);

describe('profiles file', () => {
  it('reads as no profiles when the file does not exist yet', async () => {
    expect(await readProfiles(dir)).toEqual([]);
    expect(await readdir(dir)).toEqual([]);
  });

  it('writes and reads back profiles of every environment', async () => {
    const carol: Profile = {
      ...bob,
      id: 'p-carol',
      keychainAccount: 'p-carol',
      environment: { kind: 'sandbox', baseUrl: 'http://127.0.0.1:4318' },
    };
    await writeProfiles(dir, [alice, bob, carol]);
    expect(await readProfiles(dir)).toEqual([alice, bob, carol]);
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
    expect(await readdir(dir)).toEqual([]);
  });

  it('keeps the previous file whole when a write is interrupted before the rename', async () => {
    await writeProfiles(dir, [alice]);
    faults.failNextRename = true;
    await expect(writeProfiles(dir, [alice, bob])).rejects.toThrow('simulated crash');
    expect(await readProfiles(dir)).toEqual([alice]);
    expect(await readdir(dir)).toEqual([profilesFileName]);
  });

  it('ignores a half-written temporary file left by a crash', async () => {
    await writeProfiles(dir, [alice]);
    await writeFile(`${path()}.0b5e1f4c.tmp`, '{"version":1,"profiles":[{"id":"p-');
    expect(await readProfiles(dir)).toEqual([alice]);
    await writeProfiles(dir, [alice, bob]);
    expect(await readProfiles(dir)).toEqual([alice, bob]);
  });

  it('ends with one whole file when writes race', async () => {
    await Promise.all([writeProfiles(dir, [alice]), writeProfiles(dir, [bob]), writeProfiles(dir, [alice, bob])]);
    expect([[alice], [bob], [alice, bob]]).toContainEqual(await readProfiles(dir));
    expect(await readdir(dir)).toEqual([profilesFileName]);
  });

  it('explains a file that is not JSON, and leaves it untouched', async () => {
    const garbage = '{"version":1,"profiles":[{"id":"p-al';
    await writeFile(path(), garbage);
    const error = await readProfiles(dir).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ProfilesFileError);
    expect(error).toMatchObject({ path: path() });
    expect(String(error)).toContain('is not valid JSON');
    expect(String(error)).toContain('restore it from a backup');
    expect(await readFile(path(), 'utf8')).toBe(garbage);
  });

  it('explains which field of a profile is wrong', async () => {
    await writeFile(path(), JSON.stringify({ version: 1, profiles: [{ ...alice, accountId: 1001 }] }));
    const error = await readProfiles(dir).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ProfilesFileError);
    expect(String(error)).toContain('profiles[0].accountId');
  });

  it('refuses a file of an unknown version rather than guessing', async () => {
    await writeFile(path(), JSON.stringify({ version: 2, profiles: [] }));
    await expect(readProfiles(dir)).rejects.toBeInstanceOf(ProfilesFileError);
  });
});
