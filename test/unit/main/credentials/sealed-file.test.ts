import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { openInstallation, type Installation } from '../../../../main/credentials/installation';
import { MemoryStore } from '../../../../main/credentials/memory-store';
import { SealedFile } from '../../../../main/credentials/sealed-file';

// K15: one primitive seals every record that grants authority: a generation that only grows, a MAC over the
// installation, the record's name, the generation and the content, and the highest generation kept as a witness.

const schema = z.strictObject({ count: z.number() });
let dir: string;
let keychain: MemoryStore;
let installation: Installation;
const path = () => join(dir, 'record.json');
const sealed = (name = 'record', where = installation) =>
  new SealedFile({ path: path(), name, schema, installation: where, noteOf: (content) => content });

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'sealed-file-'));
  keychain = new MemoryStore();
  installation = await openInstallation({ userDataDir: dir, keychain, keychainAvailability: { available: true } });
});
afterEach(() => rm(dir, { recursive: true, force: true }));

describe('a sealed file', () => {
  it('is believed as written, by a later run too, and each write carries a higher generation', async () => {
    expect(await sealed().load()).toEqual({ state: 'none' });
    await sealed().save({ count: 1 });
    await sealed().save({ count: 2 });
    expect(await sealed().load()).toEqual({ state: 'trusted', content: { count: 2 } });
    expect(JSON.parse(await readFile(path(), 'utf8'))).toMatchObject({ record: 'record', generation: 2, installation: installation.id });
  });

  it('is not believed when changed, and the witness still tells what the newest one held', async () => {
    await sealed().save({ count: 7 });
    const text = await readFile(path(), 'utf8');
    await writeFile(path(), text.replace('"count": 7', '"count": 0'));
    expect(await sealed().load()).toEqual({ state: 'refused', why: 'changed', note: { count: 7 } });
  });

  it('is not believed when an older copy is put back, or when removed once written', async () => {
    await sealed().save({ count: 1 });
    const older = await readFile(path(), 'utf8');
    await sealed().save({ count: 2 });
    await writeFile(path(), older);
    expect(await sealed().load()).toMatchObject({ state: 'refused', why: 'older', note: { count: 2 } });
    await rm(path());
    expect(await sealed().load()).toMatchObject({ state: 'refused', why: 'missing' });
  });

  it('cannot be moved to another record, or to another installation', async () => {
    await sealed('lock').save({ count: 1 });
    expect(await sealed('profiles').load()).toMatchObject({ state: 'refused', why: 'changed' });
    const other = await mkdtemp(join(tmpdir(), 'sealed-file-other-'));
    try {
      const elsewhere = await openInstallation({ userDataDir: other, keychain, keychainAvailability: { available: true } });
      expect(await sealed('lock', elsewhere).load()).toMatchObject({ state: 'refused', why: 'foreign' });
    } finally {
      await rm(other, { recursive: true, force: true });
    }
  });

  it('is believed one ahead of its witness (a crash between the two writes), and the witness then catches up', async () => {
    await sealed().save({ count: 1 });
    const first = await readFile(path(), 'utf8');
    const witness = installation.account('witness.record');
    const before = await keychain.get(installation.secrets.service, witness);
    await sealed().save({ count: 2 });
    // The keychain as it was before the second write reached it.
    await keychain.set(installation.secrets.service, witness, before ?? '');
    expect(await sealed().load()).toEqual({ state: 'trusted', content: { count: 2 } });
    // Caught up: the first file, put back now, is an older one.
    await writeFile(path(), first);
    expect(await sealed().load()).toMatchObject({ state: 'refused', why: 'older', note: { count: 2 } });
  });
});
