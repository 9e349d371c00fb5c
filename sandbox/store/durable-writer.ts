import { readdir, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import { writeFileDurably } from '../../shared/node/durable-file';
import type { ChangeTracker } from './change-tracker';
import type { DocumentFiles } from './document-files';
import { JournalFile, journalName, journalNamePattern } from './journal-file';
import type { DurableWrites } from './sandbox-store';

// D30 group commit: a change an answer reports is written before that answer goes out, and every change that
// arrives while one write is under way shares the next write (one fsync for many requests). Now and then the
// journal is folded into a new snapshot, so writes cost what they change and a restart replays little.

/** Past this size the next write is a snapshot and a fresh journal. */
const compactAtBytes = 32 * 1024 * 1024;
/** Bookkeeping no answer reports (a session's last use) is written at the latest this long after it happens. */
const deferredWriteMs = 1_000;

interface Waiters {
  promise: Promise<void>;
  resolve(): void;
  reject(error: unknown): void;
}

function waiters(): Waiters {
  let resolve!: () => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<void>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  // A write that fails is reported to the requests waiting for it; nobody waiting is no crash.
  promise.catch(() => undefined);
  return { promise, resolve, reject };
}

export interface SnapshotSource {
  /** The whole state as JSON, naming the journal that continues it. */
  snapshotText(journal: string): string;
}

export class DurableWriter implements DurableWrites {
  private journal: JournalFile | undefined;
  private generation: number;
  /** Requests waiting for a write that has not started yet. */
  private next: Waiters | undefined;
  /** The write under way, if any. */
  private current: Promise<void> | undefined;
  private running = false;
  private snapshotWanted = true;
  private soon: NodeJS.Immediate | undefined;
  private later: NodeJS.Timeout | undefined;
  private closed = false;

  constructor(
    private readonly dir: string,
    private readonly stateFile: string,
    private readonly tracker: ChangeTracker,
    private readonly source: SnapshotSource,
    private readonly documents: DocumentFiles,
    generation: number,
  ) {
    this.generation = generation;
  }

  durable(): Promise<void> {
    if (this.tracker.hasUrgent || this.snapshotWanted) return this.write();
    return this.current ?? Promise.resolve();
  }

  /** True when an answer must wait: something it may report is not on disk yet. */
  get behind(): boolean {
    return this.tracker.hasUrgent || this.snapshotWanted || this.current !== undefined;
  }

  changed(urgent: boolean): void {
    if (this.closed) return;
    // Changes made outside any request (timers, deliveries) are written too; a request's own wait comes first.
    if (urgent)
      this.soon ??= setImmediate(() => {
        this.soon = undefined;
        if (!this.tracker.isEmpty) this.write().catch((error: unknown) => console.error('sandbox: could not save a change', error));
      });
    else if (this.later === undefined) {
      this.later = setTimeout(() => {
        this.later = undefined;
        if (!this.tracker.isEmpty) this.write().catch((error: unknown) => console.error('sandbox: could not save a change', error));
      }, deferredWriteMs);
      this.later.unref();
    }
  }

  /** The next write is the whole state (first start, a reset, a load) and a fresh journal. */
  snapshot(): Promise<void> {
    this.snapshotWanted = true;
    return this.write();
  }

  /** The last write, then the journal is closed; later changes are not saved. */
  async close(): Promise<void> {
    clearImmediate(this.soon);
    clearTimeout(this.later);
    if (!this.tracker.isEmpty || this.snapshotWanted) await this.write();
    await this.current;
    this.closed = true;
    await this.journal?.close();
    this.journal = undefined;
  }

  private write(): Promise<void> {
    if (this.closed) return Promise.resolve();
    this.next ??= waiters();
    const promise = this.next.promise;
    if (!this.running) void this.run();
    return promise;
  }

  private async run(): Promise<void> {
    this.running = true;
    try {
      while (this.next) {
        const batch = this.next;
        this.next = undefined;
        this.current = batch.promise;
        try {
          await this.writeOnce();
          batch.resolve();
        } catch (error) {
          // What that write held is no longer tracked: the next write is a whole snapshot, so nothing stays unsaved.
          this.snapshotWanted = true;
          batch.reject(error);
        }
      }
    } finally {
      this.current = undefined;
      this.running = false;
    }
  }

  private async writeOnce(): Promise<void> {
    if (this.snapshotWanted || this.tracker.needsSnapshot || !this.journal || this.journal.size >= compactAtBytes) return this.compact();
    if (this.tracker.isEmpty) return;
    // Taken synchronously: what is in this batch is exactly what changed before this moment.
    const batch = this.tracker.take();
    await this.documents.flush();
    await this.journal.append(batch);
  }

  /** A snapshot naming a new, empty journal; then the old journal goes. A crash in between leaves one or the other. */
  private async compact(): Promise<void> {
    this.snapshotWanted = false;
    const name = journalName(++this.generation);
    const text = this.source.snapshotText(name);
    this.tracker.clear();
    await this.documents.flush();
    const fresh = await JournalFile.create(join(this.dir, name));
    await writeFileDurably(join(this.dir, this.stateFile), text);
    const old = this.journal;
    this.journal = fresh;
    await old?.close();
    await removeOtherJournals(this.dir, name);
  }
}

/** Journals no snapshot names any more (the old one, or one a crash left behind). */
async function removeOtherJournals(dir: string, keep: string): Promise<void> {
  for (const file of await readdir(dir)) {
    if (journalNamePattern.test(file) && file !== keep) await unlink(join(dir, file)).catch(() => undefined);
  }
}

/** The generation of the journal a snapshot names, so new journals never reuse a name. */
export function generationOf(journal: string | undefined): number {
  const match = journal === undefined ? null : journalNamePattern.exec(journal);
  return match?.[1] === undefined ? 0 : Number(match[1]);
}
