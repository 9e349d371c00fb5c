import { randomBytes } from 'node:crypto';
import { appendFile, mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Outbox } from '../../../../main/outbox/outbox';
import { OutboxCipher } from '../../../../main/outbox/outbox-cipher';
import { countEntries, countRecords } from '../../../../main/outbox/outbox-counts';
import { keptPath, OutboxJournal } from '../../../../main/outbox/outbox-journal';

// K12: another profile's outbox counted for the diagnostics, read without being opened for writing: the journal's
// bytes stay as they were, nothing is kept aside, and each entry counts once by state and kind, a damaged line as unreadable.

const quote = {
  account_id: '1001',
  first_name: 'Jamie',
  last_name: 'Nguyen',
  phone: '0412345678',
  email: 'jamie@example.com',
  total_purchase_amount: 950_000,
  deposit_amount: 100_000,
  repayment_term: 24,
  product_category: 'Roofing',
  product_description: 'New roof',
};
const log = { info: () => undefined, warn: () => undefined, error: () => undefined };

describe('an outbox counted for the diagnostics (K12)', () => {
  let dir: string;
  let path: string;
  const key = randomBytes(32);
  const cipher = () => new OutboxCipher(key, 'profile-1');

  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'outbox-counts-'));
    path = join(dir, 'profile-1.journal');
    const outbox = await Outbox.open({ path, cipher: cipher(), now: Date.now, log });
    const first = await outbox.add({ kind: 'quote', state: 'pending', payload: quote, summary: 'Quote for Jamie Nguyen' });
    await outbox.update(first.id, { state: 'sent', serviceId: 'q-1', payload: null });
    await outbox.add({ kind: 'quote', state: 'queued', payload: quote, summary: 'Quote for Jamie Nguyen' });
    const callout = await outbox.add({ kind: 'callout', state: 'pending', payload: quote, summary: 'Call-back for Jamie Nguyen' });
    await outbox.update(callout.id, { state: 'unconfirmed', message: 'It may have reached the provider.' });
    await outbox.close();
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('counts each entry once, by state and kind, and those that need a decision', async () => {
    const { records, unreadable } = await OutboxJournal.read(path, cipher());
    expect(countRecords(records, unreadable)).toEqual({
      byState: { pending: 0, queued: 1, sent: 1, unconfirmed: 1, failed: 0, withdrawn: 0 },
      byKind: { quote: { sent: 1, queued: 1 }, callout: { unconfirmed: 1 } },
      needsDecision: 1,
      unsent: 2,
      unreadable: 0,
    });
  });

  it('counts an entry staff dismissed as settled, not unsent (K13 waits only for what still goes)', async () => {
    const outbox = await Outbox.open({ path, cipher: cipher(), now: Date.now, log });
    const unconfirmed = outbox.entries().find((entry) => entry.state === 'unconfirmed');
    if (!unconfirmed) throw new Error('the call-back is unconfirmed');
    await outbox.update(unconfirmed.id, { dealtWith: true });
    await outbox.close();
    const { records, unreadable } = await OutboxJournal.read(path, cipher());
    expect(countRecords(records, unreadable)).toMatchObject({ unsent: 1, needsDecision: 0, byState: { unconfirmed: 1 } });
  });

  it('reads without writing: the journal keeps its bytes, and a damaged line is counted, not moved aside', async () => {
    await appendFile(path, `${'x'.repeat(60)}\n`);
    const before = { text: await readFile(path, 'utf8'), modified: (await stat(path)).mtimeMs };
    const { records, unreadable } = await OutboxJournal.read(path, cipher());
    expect(countRecords(records, unreadable)).toMatchObject({ byState: { queued: 1, sent: 1, unconfirmed: 1 }, unreadable: 1 });
    expect({ text: await readFile(path, 'utf8'), modified: (await stat(path)).mtimeMs }).toEqual(before);
    await expect(stat(keptPath(path))).rejects.toThrow(/ENOENT/);
  });

  it('counts every line unreadable under another key, and a record that is no entry as unreadable too', async () => {
    const { records, unreadable } = await OutboxJournal.read(path, new OutboxCipher(randomBytes(32), 'profile-1'));
    expect(records).toEqual([]);
    expect(unreadable).toBeGreaterThan(0);
    expect(countRecords([{ id: 'half', kind: 'quote' }], 0)).toMatchObject({ unreadable: 1, byState: { sent: 0 } });
    expect(countEntries([], 2)).toEqual({
      byState: { pending: 0, queued: 0, sent: 0, unconfirmed: 0, failed: 0, withdrawn: 0 },
      byKind: {},
      needsDecision: 0,
      unsent: 0,
      unreadable: 2,
    });
  });
});
