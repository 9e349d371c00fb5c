import { randomBytes } from 'node:crypto';
import { appendFile, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MemoryStore } from '../../../../main/credentials/memory-store';
import { Outbox, keepResolvedMs } from '../../../../main/outbox/outbox';
import { OutboxCipher, outboxKey } from '../../../../main/outbox/outbox-cipher';
import { keptPath } from '../../../../main/outbox/outbox-journal';

// K8: the journal is crash-safe (torn lines dropped, compacted on open), sealed (no clear text), and pruned.

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

describe('the outbox journal', () => {
  let dir: string;
  let path: string;
  let lines: string[];
  const clock = { now: Date.parse('2026-11-24T10:00:00Z') };
  const log = { info: () => undefined, warn: (line: string) => void lines.push(line), error: (line: string) => void lines.push(line) };
  const key = randomBytes(32);
  const open = (cipherKey = key, keepUnreadable = true) =>
    Outbox.open({ path, cipher: new OutboxCipher(cipherKey, 'profile-1'), now: () => clock.now, log, keepUnreadable });

  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'outbox-unit-'));
    path = join(dir, 'outbox', 'profile-1.journal');
    lines = [];
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('reads back every change after a restart, and compacts to one line per entry', async () => {
    const outbox = await open();
    const entry = await outbox.add({
      kind: 'quote',
      state: 'pending',
      payload: quote,
      summary: 'Quote for Jamie Nguyen, $8,500.00 over 24 months',
    });
    await outbox.update(entry.id, { state: 'unconfirmed', message: 'Lost', sentAt: clock.now });
    await outbox.update(entry.id, { state: 'sent', serviceId: 'quote_9', message: null, payload: null });
    await outbox.close();
    expect((await readFile(path, 'utf8')).trim().split('\n')).toHaveLength(3);
    const again = await open();
    expect(again.entries()).toEqual([expect.objectContaining({ id: entry.id, state: 'sent', serviceId: 'quote_9' })]);
    expect(again.entries()[0]).not.toHaveProperty('payload');
    expect(again.entries()[0]).not.toHaveProperty('message');
    await again.close();
    expect((await readFile(path, 'utf8')).trim().split('\n')).toHaveLength(1);
  });

  it('holds nothing in clear text', async () => {
    const outbox = await open();
    await outbox.add({ kind: 'quote', state: 'queued', payload: quote, summary: 'Quote for Jamie Nguyen' });
    await outbox.close();
    const text = await readFile(path, 'utf8');
    for (const needle of ['Jamie', 'Nguyen', 'jamie@example.com', '0412345678', 'quote', 'queued']) expect(text).not.toContain(needle);
  });

  it('drops a line torn by a crash (its write never went out), keeping every whole one, and says nothing', async () => {
    const outbox = await open();
    await outbox.add({ kind: 'quote', state: 'queued', payload: quote, summary: 'Quote for Jamie Nguyen' });
    await outbox.close();
    await appendFile(path, 'AbCdEf0123');
    const again = await open();
    expect(again.entries()).toHaveLength(1);
    expect(again.unreadable).toBe(0);
    expect(lines).toEqual([]);
    await again.close();
  });

  it('keeps a damaged line beside the journal, still sealed, counts it, and never rewrites it away', async () => {
    const outbox = await open();
    await outbox.add({ kind: 'quote', state: 'queued', payload: quote, summary: 'Quote for Jamie Nguyen' });
    await outbox.add({ kind: 'callout', state: 'queued', payload: quote, summary: 'Call-back for Jamie Nguyen' });
    await outbox.close();
    // One flipped byte in the first line's sealed text.
    const [first = '', second = ''] = (await readFile(path, 'utf8')).split('\n');
    const flipped = `${first.slice(0, 40)}${first[40] === 'A' ? 'B' : 'A'}${first.slice(41)}`;
    await writeFile(path, `${flipped}\n${second}\n`);
    const again = await open();
    expect(again.entries().map((entry) => entry.kind)).toEqual(['callout']);
    expect(again.unreadable).toBe(1);
    expect(lines).toEqual([expect.stringMatching(/could not read, kept for support/)]);
    await again.close();
    expect(await readFile(keptPath(path), 'utf8')).toBe(`${flipped}\n`);
    expect(await readFile(path, 'utf8')).not.toContain(flipped);
    // Still counted on the next start, and kept once, not twice.
    const third = await open();
    expect(third.unreadable).toBe(1);
    await third.close();
    expect((await readFile(keptPath(path), 'utf8')).split('\n').filter(Boolean)).toHaveLength(1);
  });

  it('keeps an earlier key’s lines it cannot read (with a keychain, that is damage), and says so once', async () => {
    const outbox = await open();
    await outbox.add({ kind: 'quote', state: 'queued', payload: quote, summary: 'Quote for Jamie Nguyen' });
    await outbox.add({ kind: 'secureCode', state: 'unconfirmed', payload: { mobile: '0412345678' }, summary: 'Secure code' });
    await outbox.close();
    const other = await open(randomBytes(32));
    expect(other.entries()).toEqual([]);
    expect(other.unreadable).toBe(2);
    expect(lines).toEqual([expect.stringMatching(/could not read, kept for support/)]);
    await other.close();
  });

  it('lets an earlier run’s lines go when the key is new this run (training without a keychain, K8): not damage', async () => {
    const outbox = await open();
    await outbox.add({ kind: 'quote', state: 'queued', payload: quote, summary: 'Quote for Jamie Nguyen' });
    await outbox.close();
    const fresh = await open(randomBytes(32), false);
    expect(fresh.entries()).toEqual([]);
    expect(fresh.unreadable).toBe(0);
    expect(lines).toEqual([]);
    await fresh.close();
    await expect(readFile(keptPath(path), 'utf8')).rejects.toThrow(/ENOENT/);
  });

  it('prunes what was sent a week ago, and keeps what is unresolved however old', async () => {
    const outbox = await open();
    const sent = await outbox.add({ kind: 'quote', state: 'pending', payload: quote, summary: 'Quote A' });
    await outbox.update(sent.id, { state: 'sent', payload: null });
    const lost = await outbox.add({ kind: 'secureCode', state: 'unconfirmed', payload: { mobile: '0412345678' }, summary: 'Secure code' });
    await outbox.close();
    clock.now += keepResolvedMs + 60_000;
    const later = await open();
    expect(later.entries().map((entry) => entry.id)).toEqual([lost.id]);
    expect(later.views()[0]).toMatchObject({ needsDecision: true, kind: 'secureCode' });
    await later.close();
  });

  it('names the customer in its view only while an entry waits or needs staff; settled, it keeps its kind and number (K4)', async () => {
    const outbox = await open();
    const sent = await outbox.add({ kind: 'quote', state: 'pending', payload: quote, summary: 'Quote for Jamie Nguyen' });
    await outbox.update(sent.id, { state: 'sent', serviceId: 'quote_1', payload: null });
    const queued = await outbox.add({ kind: 'quote', state: 'queued', payload: quote, summary: 'Quote for Casey Lee' });
    const lost = await outbox.add({ kind: 'callout', state: 'unconfirmed', payload: quote, summary: 'Call-back for Robin Ashby' });
    const views = new Map(outbox.views().map((view) => [view.id, view]));
    expect(views.get(sent.id)).toMatchObject({ kind: 'quote', state: 'sent', serviceId: 'quote_1' });
    expect(views.get(sent.id)).not.toHaveProperty('summary');
    expect(views.get(queued.id)).toMatchObject({ summary: 'Quote for Casey Lee', waiting: true });
    expect(views.get(lost.id)).toMatchObject({ summary: 'Call-back for Robin Ashby', needsDecision: true });
    await outbox.close();
  });

  it('keeps its key in the keychain, made once', async () => {
    const store = new MemoryStore();
    const first = await outboxKey(store, 'au.finance-kiosk.test', 'outbox.profile-1');
    expect(await outboxKey(store, 'au.finance-kiosk.test', 'outbox.profile-1')).toEqual(first);
    expect(first).toHaveLength(32);
  });
});
