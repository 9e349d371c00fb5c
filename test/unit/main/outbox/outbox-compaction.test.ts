import { randomBytes, randomUUID } from 'node:crypto';
import { appendFile, copyFile, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { compactionFloorBytes, type CompactionStep, type JournalCompaction } from '../../../../main/outbox/journal-compaction';
import { keepResolvedMs, Outbox, pruneEveryMs } from '../../../../main/outbox/outbox';
import { OutboxCipher } from '../../../../main/outbox/outbox-cipher';
import { keptPath } from '../../../../main/outbox/outbox-journal';

// K8 over a long day: the journal is rewritten while the kiosk runs (not only when it opens) to what a restart would
// leave; writes arriving meanwhile wait their turn; a line it cannot read is kept aside, never rewritten away.

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

/** After every write, as the drills have it. */
const everyWrite: JournalCompaction = { due: ({ bytes, compactedBytes }) => bytes > compactedBytes };

describe('the outbox journal, rewritten while running', () => {
  let dir: string;
  let path: string;
  let errors: string[];
  const clock = { now: Date.parse('2026-11-24T10:00:00Z') };
  const log = { info: () => undefined, warn: (line: string) => void errors.push(line), error: (line: string) => void errors.push(line) };
  const key = randomBytes(32);
  const open = (compaction?: JournalCompaction, at = path) =>
    Outbox.open({ path: at, cipher: new OutboxCipher(key, 'profile-1'), now: () => clock.now, log, compaction });
  const lineCount = async (at = path) => (await readFile(at, 'utf8')).split('\n').filter(Boolean).length;

  /** A quote as the writer makes one: written down, being sent, then sent and its payload forgotten (three lines). */
  async function quoteSent(outbox: Outbox, n: number) {
    const entry = await outbox.add({
      kind: 'quote',
      state: 'pending',
      payload: { ...quote, email: `q${n}@example.com` },
      summary: `Quote ${n}`,
    });
    await outbox.update(entry.id, { state: 'pending', sentAt: clock.now, message: null });
    return outbox.update(entry.id, { state: 'sent', serviceId: `quote_${n}`, message: null, payload: null });
  }

  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'outbox-compaction-'));
    path = join(dir, 'outbox', 'profile-1.journal');
    errors = [];
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('leaves one line an entry while running, and a restart reads back the same entries', async () => {
    const outbox = await open(everyWrite);
    for (let n = 0; n < 5; n++) await quoteSent(outbox, n);
    const held = outbox.entries();
    await outbox.close();
    expect(await lineCount()).toBe(5);
    const again = await open();
    expect(again.entries()).toEqual(held);
    await again.close();
    expect(errors).toEqual([]);
  });

  it('by default keeps a long day within twice what a restart leaves (64 KiB over it while small)', async () => {
    const outbox = await open();
    const restartCopy = join(dir, 'restart.journal');
    for (let n = 1; n <= 400; n++) {
      await quoteSent(outbox, n);
      if (n % 100 !== 0) continue;
      // What a restart leaves: the same lines, folded as they open.
      await copyFile(path, restartCopy);
      await (await open(undefined, restartCopy)).close();
      const [running, restarted] = [(await stat(path)).size, (await stat(restartCopy)).size];
      expect(running).toBeLessThanOrEqual(Math.max(2 * restarted, restarted + compactionFloorBytes));
    }
    // And it was rewritten: three lines a quote would be 1,200 lines.
    expect(await lineCount()).toBeLessThan(2 * 400);
    await outbox.close();
  }, 60_000);

  it('makes writes that arrive during a rewrite wait their turn, and loses none of them', async () => {
    const hold = deferred();
    const holding = deferred();
    let holds = 0;
    const compaction: JournalCompaction = {
      ...everyWrite,
      reached: async (step: CompactionStep) => {
        if (step !== 'written' || holds++ > 0) return;
        holding.resolve();
        await hold.promise;
      },
    };
    const outbox = await open(compaction);
    const first = await outbox.add({ kind: 'quote', state: 'pending', payload: quote, summary: 'Quote A' });
    await holding.promise;
    // The rewrite is under way (its new file written, not yet renamed): these wait behind it.
    let settled = 0;
    const sent = outbox.update(first.id, { state: 'sent', serviceId: 'quote_1', payload: null }).then(() => (settled += 1));
    const second = outbox.add({ kind: 'callout', state: 'queued', payload: quote, summary: 'Call-back B' }).then((entry) => {
      settled += 1;
      return entry;
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(settled).toBe(0);
    expect((await readdir(join(dir, 'outbox'))).filter((name) => name.endsWith('.tmp'))).toHaveLength(1);
    hold.resolve();
    await Promise.all([sent, second]);
    await outbox.close();
    const again = await open();
    expect(again.entries().map(({ id, state }) => ({ id, state }))).toEqual([
      { id: first.id, state: 'sent' },
      { id: (await second).id, state: 'queued' },
    ]);
    await again.close();
    expect((await readdir(join(dir, 'outbox'))).filter((name) => name.endsWith('.tmp'))).toEqual([]);
  });

  it('keeps a line it cannot read, found while running, beside the journal and counts it', async () => {
    let due = false;
    const outbox = await open({ due: () => due });
    await outbox.add({ kind: 'quote', state: 'queued', payload: quote, summary: 'Quote A' });
    // Damage between two lines: sealed under nothing this outbox can open.
    const foreign = `${randomBytes(80).toString('base64url')}\n`;
    await appendFile(path, foreign);
    due = true;
    await outbox.add({ kind: 'callout', state: 'queued', payload: quote, summary: 'Call-back B' });
    // The rewrite follows the line it was due after, before the next one.
    await outbox.add({
      kind: 'reference',
      state: 'queued',
      payload: { application_id: '1', reference_number: 'JOB-1' },
      summary: 'Reference',
    });
    expect(outbox.unreadable).toBe(1);
    await outbox.close();
    expect(await readFile(keptPath(path), 'utf8')).toBe(foreign);
    expect(await readFile(path, 'utf8')).not.toContain(foreign.trim());
    const again = await open();
    expect(again.entries()).toHaveLength(3);
    expect(again.unreadable).toBe(1);
    await again.close();
  });

  it('goes on appending when a rewrite fails before its rename, and says so once', async () => {
    let failures = 0;
    const outbox = await open({
      ...everyWrite,
      reached: async (step) => {
        if (step === 'written' && failures++ === 0) throw new Error('disk full');
      },
    });
    await quoteSent(outbox, 1);
    await quoteSent(outbox, 2);
    await outbox.close();
    expect(errors).toEqual([expect.stringMatching(/could not be rewritten/)]);
    expect((await readdir(join(dir, 'outbox'))).filter((name) => name.endsWith('.tmp'))).toEqual([]);
    const again = await open();
    expect(again.entries().map((entry) => entry.serviceId)).toEqual(['quote_1', 'quote_2']);
    await again.close();
  });

  it('rewrites again before the next line when a rewrite failed after its rename (its folder not synced)', async () => {
    const steps: string[] = [];
    const outbox = await open({
      due: () => steps.length === 0,
      reached: async (step) => {
        steps.push(step);
        if (step === 'renamed' && steps.length === 3) throw new Error('the folder could not be synced');
      },
    });
    const entry = await outbox.add({ kind: 'quote', state: 'pending', payload: quote, summary: 'Quote A' });
    await outbox.update(entry.id, { state: 'sent', serviceId: 'quote_1', payload: null });
    // The line came after a whole rewrite: the new file's name durable before anything is appended to it.
    expect(steps).toEqual(['folded', 'written', 'renamed', 'folded', 'written', 'renamed', 'synced']);
    await outbox.close();
    expect(errors).toEqual([expect.stringMatching(/could not be rewritten/)]);
    expect(await lineCount()).toBe(2);
    const again = await open();
    expect(again.entries()).toEqual([expect.objectContaining({ id: entry.id, state: 'sent', serviceId: 'quote_1' })]);
    await again.close();
  });

  it('on open, removes what a kill left of a rewrite, and keeps the journal whole', async () => {
    const outbox = await open();
    await quoteSent(outbox, 1);
    await outbox.close();
    const leftover = join(dir, 'outbox', `profile-1.journal.${randomUUID()}.tmp`);
    await writeFile(leftover, 'half a rewrite');
    const another = join(dir, 'outbox', `profile-2.journal.${randomUUID()}.tmp`);
    await writeFile(another, 'another profile’s');
    const again = await open();
    expect(again.entries()).toHaveLength(1);
    await again.close();
    expect((await readdir(join(dir, 'outbox'))).sort()).toEqual(['profile-1.journal', another.split('/').at(-1)].sort());
  });

  it('lets go of week-old sent entries while running, not only on open', async () => {
    const outbox = await open();
    const old = await quoteSent(outbox, 1);
    const lost = await outbox.add({ kind: 'secureCode', state: 'unconfirmed', payload: { mobile: '0412345678' }, summary: 'Secure code' });
    clock.now += keepResolvedMs + pruneEveryMs;
    const fresh = await quoteSent(outbox, 2);
    expect(outbox.entries().map((entry) => entry.id)).toEqual([lost.id, fresh.id]);
    await outbox.close();
    const again = await open();
    expect(again.entries().map((entry) => entry.id)).toEqual([lost.id, fresh.id]);
    expect(again.entries().map((entry) => entry.id)).not.toContain(old.id);
    await again.close();
  });
});

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}
