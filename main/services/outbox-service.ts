import { rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { OutboxDecision, OutboxKind, OutboxSnapshot } from '../../shared/contract/outbox';
import type { KeychainAvailability } from '../credentials/keychain-availability';
import type { Installation } from '../credentials/installation';
import { keychainService } from '../credentials/keychain-service';
import { MemoryStore } from '../credentials/memory-store';
import type { Profile } from '../credentials/profiles';
import type { SecureStore } from '../credentials/secure-store';
import { Emitter } from '../core/emitter';
import { defaultBackoff, type BackoffPolicy } from '../outbox/connectivity-probe';
import { Outbox } from '../outbox/outbox';
import { OutboxCipher, outboxKey, savedOutboxKey } from '../outbox/outbox-cipher';
import { countEntries, countRecords, type OutboxCounts } from '../outbox/outbox-counts';
import { unresolved, type OutboxEntry, type OutboxPayload } from '../outbox/outbox-entry';
import type { JournalCompaction } from '../outbox/journal-compaction';
import { keptPath, OutboxJournal } from '../outbox/outbox-journal';
import { OutboxWriter, type WriteAnswer } from '../outbox/outbox-writer';
import type { Timers } from '../core/timers';
import { KioskFailure } from '../core/kiosk-failure';
import type { Logger } from '../core/logger';
import type { SessionService } from '../session/session-service';

// K8: the outbox of the profile in use. Another profile's entries are its own (another file, another key); each
// change is told with the whole snapshot, and a document's upload with its progress.

export interface OutboxEvents extends Record<string, unknown> {
  changed: OutboxSnapshot;
  progress: { id: string; sentBytes: number; totalBytes: number };
}

export interface OutboxServiceOptions {
  session: SessionService;
  /** The outbox files live in `<userDataDir>/outbox/`, one per profile. */
  userDataDir: string;
  keychain: SecureStore;
  keychainAvailability: KeychainAvailability;
  /** K15: names each profile's outbox key with the installation id. */
  installation: Pick<Installation, 'account'>;
  now: () => number;
  timers: Timers;
  log: Logger;
  backoff?: BackoffPolicy;
  inlineTries?: number;
  /** When each journal is rewritten while running (K8); the SIGKILL drills make it often. */
  compaction?: JournalCompaction;
}

const emptySnapshot: OutboxSnapshot = { entries: [], online: true, queued: 0, needsDecision: 0, unreadable: 0 };

export class OutboxService {
  readonly #options: OutboxServiceOptions;
  /** Training without a keychain: a key for this run only (K8); an earlier run's entries are then unreadable. */
  readonly #memoryKeys = new MemoryStore();
  #open: { profileId: string; writer: Promise<OutboxWriter | null> } | null = null;
  readonly #events: Emitter<OutboxEvents>;

  constructor(options: OutboxServiceOptions) {
    this.#options = options;
    this.#events = new Emitter('outbox', options.log);
    options.session.onProfileChange(() => void this.#follow());
    // Locked for a customer, the outbox waits; once staff unlock, it carries on.
    options.session.onUnlock(() => void this.#writer().then((writer) => writer?.nudge()));
  }

  write<K extends OutboxKind>(kind: K, payload: OutboxPayload<K>, options: { confirmRepeat?: boolean } = {}): Promise<WriteAnswer<K>> {
    return this.#required().then((writer) => writer.write(kind, payload, options));
  }

  /** Written down to go once the kiosk may send (locked for a customer, or offline): K10's cancel. */
  writeLater<K extends OutboxKind>(kind: K, payload: OutboxPayload<K>): Promise<string> {
    return this.#required().then((writer) => writer.writeLater(kind, payload));
  }

  /** A write that cannot be queued (secure codes, payment): its result, or the failure (K8). */
  async writeNow<K extends OutboxKind>(kind: K, payload: OutboxPayload<K>, options: { confirmRepeat?: boolean } = {}) {
    const answer = await this.write(kind, payload, options);
    if (answer.state !== 'sent') throw new KioskFailure('unavailable', 'The financing service cannot be reached right now.');
    return answer.result;
  }

  /** Told of every change of the profile in use's outbox (`changed`), and of each document's upload (`progress`). */
  on<E extends keyof OutboxEvents>(event: E, listener: (payload: OutboxEvents[E]) => void): () => void {
    return this.#events.on(event, listener);
  }

  /** The profile's entries as written down, for the lists read back from the outbox (none when it is not open). */
  async entries(): Promise<readonly OutboxEntry[]> {
    return (await this.#writer())?.entries() ?? [];
  }

  async list(): Promise<OutboxSnapshot> {
    return (await this.#writer())?.snapshot() ?? emptySnapshot;
  }

  async resolve(id: string, action: OutboxDecision): Promise<OutboxSnapshot> {
    const writer = await this.#required();
    await writer.resolve(id, action);
    return writer.snapshot();
  }

  /** Waits for the follow-up under way (tests). */
  async settled(): Promise<void> {
    await (await this.#writer())?.settled();
  }

  async close(): Promise<void> {
    const open = this.#open;
    this.#open = null;
    await (await open?.writer.catch(() => null))?.close();
  }

  /**
   * K11: what a profile's outbox still holds unsent (queued, being sent, or waiting for staff to decide), in plain
   * words, e.g. "2 quotes and 1 call-back"; empty when nothing is. Another profile's outbox is opened to count.
   */
  async unsentOf(profile: Profile): Promise<string> {
    const open = this.#open?.profileId === profile.id ? await this.#writer() : null;
    const entries = open ? open.entries() : await this.#entriesOf(profile);
    return unsentWords(entries);
  }

  /**
   * K12: how many entries a profile's outbox holds, by state and kind (never what or for whom). Another profile's journal
   * is read, not opened: nothing is rewritten, and no key is made for it.
   */
  async countsOf(profile: Profile): Promise<OutboxCounts | { notCounted: string }> {
    if (this.#open?.profileId === profile.id) {
      const writer = await this.#writer();
      if (!writer) return { notCounted: 'The outbox could not be opened this run: the log says why.' };
      return countEntries(writer.entries(), writer.snapshot().unreadable);
    }
    const path = this.#journalPath(profile);
    if (!(await isFile(path)) && !(await isFile(keptPath(path)))) return countEntries([], 0);
    // Without the keychain the only key is this run's, in memory: an earlier run's lines cannot be read (K8).
    if (!this.#options.keychainAvailability.available) return { notCounted: 'There is no OS keychain, so its key cannot be read.' };
    const key = await savedOutboxKey(this.#keyStore(), keychainService(profile.environment.kind), this.#keyAccount(profile));
    if (!key) return { notCounted: 'Its key is not in the OS keychain, so its entries cannot be read.' };
    const { records, unreadable } = await OutboxJournal.read(path, new OutboxCipher(key, profile.id));
    return countRecords(records, unreadable);
  }

  /** K11: a removed profile's outbox goes with it: its journal, what was kept of it, and its key. */
  async forget(profile: Profile): Promise<void> {
    if (this.#open?.profileId === profile.id) await this.close();
    const path = this.#journalPath(profile);
    await rm(path, { force: true });
    await rm(keptPath(path), { force: true });
    await this.#keyStore().delete(keychainService(profile.environment.kind), this.#keyAccount(profile));
    this.#options.log.info('outbox: a removed profile’s outbox was deleted', { profileId: profile.id });
  }

  async #entriesOf(profile: Profile): Promise<readonly OutboxEntry[]> {
    const outbox = await this.#outboxOf(profile);
    const entries = outbox.entries();
    await outbox.close();
    return entries;
  }

  /** The profile changed: the old outbox closes, the new one opens and settles what it holds (K8). */
  async #follow(): Promise<void> {
    const profile = this.#options.session.status().profile;
    if (this.#open?.profileId === profile?.id) return;
    const previous = this.#open;
    const next = profile ? { profileId: profile.id, writer: this.#openFor(this.#options.session.profileInUse(), previous?.writer) } : null;
    this.#open = next;
    if (!next) {
      await (await previous?.writer.catch(() => null))?.close();
      this.#emit(emptySnapshot);
    }
  }

  async #openFor(profile: Profile, previous: Promise<OutboxWriter | null> | undefined): Promise<OutboxWriter | null> {
    const { now, timers, log } = this.#options;
    await (await previous?.catch(() => null))?.close();
    try {
      const outbox = await this.#outboxOf(profile);
      let writer: OutboxWriter | null = null;
      const changed = () => {
        if (writer && this.#open?.profileId === profile.id) this.#emit(writer.snapshot());
      };
      outbox.onChange(changed);
      writer = new OutboxWriter({
        outbox,
        service: { vendor: () => this.#options.session.vendorFor(profile.id) },
        now,
        timers,
        backoff: this.#options.backoff ?? defaultBackoff,
        log,
        inlineTries: this.#options.inlineTries,
        onOnlineChange: changed,
        onProgress: (id, sentBytes, totalBytes) => {
          if (this.#open?.profileId === profile.id) this.#events.emit('progress', { id, sentBytes, totalBytes });
        },
      });
      changed();
      return writer;
    } catch (error) {
      log.error('The outbox could not be opened, so writes are refused until the kiosk restarts', error);
      return null;
    }
  }

  async #outboxOf(profile: Profile): Promise<Outbox> {
    const key = await outboxKey(this.#keyStore(), keychainService(profile.environment.kind), this.#keyAccount(profile));
    return Outbox.open({
      path: this.#journalPath(profile),
      cipher: new OutboxCipher(key, profile.id),
      now: this.#options.now,
      log: this.#options.log,
      // Training without a keychain: an earlier run's key is gone, so its lines are unreadable by design (K8).
      keepUnreadable: this.#options.keychainAvailability.available,
      compaction: this.#options.compaction,
    });
  }

  #journalPath(profile: Profile): string {
    return join(this.#options.userDataDir, 'outbox', `${profile.id}.journal`);
  }

  /** K15: named with the installation id, so a copied folder's journal finds no key. */
  #keyAccount(profile: Profile): string {
    return this.#options.installation.account(`outbox.${profile.id}`);
  }

  #keyStore(): SecureStore {
    if (this.#options.keychainAvailability.available) return this.#options.keychain;
    return this.#memoryKeys;
  }

  async #writer(): Promise<OutboxWriter | null> {
    return (await this.#open?.writer.catch(() => null)) ?? null;
  }

  async #required(): Promise<OutboxWriter> {
    if (!this.#open) throw new KioskFailure('not-signed-in', 'Choose your staff profile first.');
    const writer = await this.#writer();
    if (!writer)
      throw new KioskFailure(
        'unavailable',
        'The kiosk cannot keep a record of what it sends right now, so nothing is sent. Restart the kiosk.',
      );
    return writer;
  }

  #emit(snapshot: OutboxSnapshot): void {
    this.#events.emit('changed', snapshot);
  }
}

const kindWords: Readonly<Record<OutboxKind, [string, string]>> = {
  quote: ['quote', 'quotes'],
  callout: ['call-back', 'call-backs'],
  secureCode: ['secure code', 'secure codes'],
  document: ['document', 'documents'],
  reference: ['reference', 'references'],
  payment: ['payment request', 'payment requests'],
  quoteCancel: ['cancel of a quote applied for at the kiosk', 'cancels of quotes applied for at the kiosk'],
};

/** "2 quotes and 1 call-back": what is not yet known to have reached the service; "" when nothing. */
function unsentWords(entries: readonly OutboxEntry[]): string {
  const counts = new Map<OutboxKind, number>();
  for (const entry of entries) if (unresolved(entry)) counts.set(entry.kind, (counts.get(entry.kind) ?? 0) + 1);
  const parts = [...counts].map(([kind, count]) => `${count} ${kindWords[kind][count === 1 ? 0 : 1]}`);
  return parts.length <= 1 ? (parts[0] ?? '') : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1) ?? ''}`;
}

async function isFile(path: string): Promise<boolean> {
  return stat(path).then(
    (found) => found.isFile(),
    () => false,
  );
}
