import type { SandboxState } from './sandbox-state';
import { AccountTimeline } from './account-timeline';
import { ChangeTracker } from './change-tracker';
import { Collection } from './collection';
import type { DocumentFiles } from './document-files';
import { GroupIndex } from './group-index';

// D30: the sandbox's state behind one interface. Every mutation goes through a collection or a method here,
// so saving (the change tracker), indexes and cached encodings can never be forgotten by a route. In memory
// (no `--data`, training) nothing is tracked and nothing touches the disk.

/** The arrays of the state, each a collection keyed by its record's identity. */
export const collectionKeys = {
  accounts: (record: SandboxState['accounts'][number]) => record.id,
  users: (record: SandboxState['users'][number]) => record.id,
  credentials: (record: SandboxState['credentials'][number]) => record.apiId,
  sessions: (record: SandboxState['sessions'][number]) => record.key,
  endedSessions: (fingerprint: string) => fingerprint,
  applications: (record: SandboxState['applications'][number]) => record.id,
  quotes: (record: SandboxState['quotes'][number]) => record.id,
  callouts: (record: SandboxState['callouts'][number]) => record.id,
  messages: (record: SandboxState['messages'][number]) => record.id,
  secureCodes: (record: SandboxState['secureCodes'][number]) => record.token,
  apiKeys: (record: SandboxState['apiKeys'][number]) => record.id,
  webhooks: (record: SandboxState['webhooks'][number]) => record.id,
  deliveries: (record: SandboxState['deliveries'][number]) => record.id,
  checkouts: (record: SandboxState['checkouts'][number]) => record.id,
  content: (record: SandboxState['content'][number]) => record.content_type,
} as const;

export type CollectionName = keyof typeof collectionKeys;
export const collectionNames = Object.keys(collectionKeys) as CollectionName[];
export type RecordOf<K extends CollectionName> = SandboxState[K][number];

/** The parts of the state that are not collections; each is written whole when it changes. */
export const singletonNames = ['nextId', 'clock', 'faults'] as const;
export type SingletonName = (typeof singletonNames)[number];

/** The state as routes may read it: arrays they cannot push to, objects they cannot assign. */
export type StateView = {
  readonly [K in keyof SandboxState]: SandboxState[K] extends (infer U)[] ? readonly U[] : Readonly<SandboxState[K]>;
};

type Collections = { readonly [K in CollectionName]: Collection<RecordOf<K>> };

/** Writes what the tracker holds to disk; the store only asks it to, and waits (D30). */
export interface DurableWrites {
  /** Resolves once every change an answer reports so far is on disk. */
  durable(): Promise<void>;
  /** A change arrived: urgent ones are written at once (with others, group commit), the rest soon. */
  changed(urgent: boolean): void;
  /** True while something an answer may report is not on disk yet. */
  readonly behind: boolean;
}

export class SandboxStore implements Collections {
  readonly accounts!: Collection<RecordOf<'accounts'>>;
  readonly users!: Collection<RecordOf<'users'>>;
  readonly credentials!: Collection<RecordOf<'credentials'>>;
  readonly sessions!: Collection<RecordOf<'sessions'>>;
  readonly endedSessions!: Collection<string>;
  readonly applications!: Collection<RecordOf<'applications'>>;
  readonly quotes!: Collection<RecordOf<'quotes'>>;
  readonly callouts!: Collection<RecordOf<'callouts'>>;
  readonly messages!: Collection<RecordOf<'messages'>>;
  readonly secureCodes!: Collection<RecordOf<'secureCodes'>>;
  readonly apiKeys!: Collection<RecordOf<'apiKeys'>>;
  readonly webhooks!: Collection<RecordOf<'webhooks'>>;
  readonly deliveries!: Collection<RecordOf<'deliveries'>>;
  readonly checkouts!: Collection<RecordOf<'checkouts'>>;
  readonly content!: Collection<RecordOf<'content'>>;

  /** D8 lists by account and date, without scans. */
  readonly applicationsByAccount: AccountTimeline<RecordOf<'applications'>>;
  readonly quotesByAccount: AccountTimeline<RecordOf<'quotes'>>;
  /** D27 `messages?to=` (case-insensitive) and `webhook-deliveries?applicationId=`. */
  readonly messagesByRecipient: GroupIndex<RecordOf<'messages'>>;
  readonly deliveriesByApplication: GroupIndex<RecordOf<'deliveries'>>;

  private tracker: ChangeTracker | undefined;
  private writes: DurableWrites | undefined;
  private readonly replacedListeners: Array<(state: SandboxState) => void> = [];

  constructor(
    private current: SandboxState,
    /** Uploaded documents, by content hash (D30): files of their own with `--data`, memory without. */
    readonly documents: DocumentFiles,
  ) {
    const collections: Record<string, Collection<unknown>> = {};
    for (const name of collectionNames) {
      collections[name] = new Collection<unknown>(name, current[name] as unknown[], collectionKeys[name] as (record: unknown) => string);
    }
    Object.assign(this, collections);
    this.applicationsByAccount = new AccountTimeline(this.applications);
    this.quotesByAccount = new AccountTimeline(this.quotes);
    this.messagesByRecipient = new GroupIndex(this.messages, (message) => message.to.toLowerCase());
    this.deliveriesByApplication = new GroupIndex(this.deliveries, (delivery) => delivery.applicationId);
  }

  /** The whole state, read only: for snapshots, and for tools and tests that look around. */
  get state(): StateView {
    return this.current;
  }

  collection<K extends CollectionName>(name: K): Collections[K] {
    return (this as Collections)[name];
  }

  /** Numeric, increasing ids (D7); the counter is saved with the change that used it, so no id is handed out twice (D30). */
  nextNumber(): number {
    const number = this.current.nextId++;
    this.tracker?.singleton('nextId');
    return number;
  }

  /** Moves the counter on to at least `floor`; it never goes back (D30). */
  skipIdsTo(floor: number): void {
    if (floor <= this.current.nextId) return;
    this.current.nextId = floor;
    this.tracker?.singleton('nextId');
  }

  /** D27 drills: the fault armed for an endpoint, if any. */
  fault(endpoint: string): SandboxState['faults'][string] | undefined {
    return Object.hasOwn(this.current.faults, endpoint) ? this.current.faults[endpoint] : undefined;
  }

  /** Arms, changes or (with undefined) clears the fault of an endpoint. */
  setFault(endpoint: string, fault: SandboxState['faults'][string] | undefined): void {
    if (fault === undefined) delete this.current.faults[endpoint];
    else this.current.faults[endpoint] = fault;
    this.tracker?.singleton('faults');
  }

  /** The clock changed its timers or its offset (the clock owns that part of the state). */
  clockChanged(): void {
    this.tracker?.singleton('clock');
  }

  /** A reset: every collection takes the fresh state's records, and the next write is a snapshot. */
  replace(fresh: SandboxState): void {
    this.current = fresh;
    for (const name of collectionNames) (this.collection(name) as Collection<unknown>).reload(fresh[name] as unknown[]);
    for (const listener of this.replacedListeners) listener(fresh);
  }

  onReplaced(listener: (state: SandboxState) => void): void {
    this.replacedListeners.push(listener);
  }

  /** D30: from now on every change is tracked and written by `writes`. */
  track(makeWrites: (tracker: ChangeTracker) => DurableWrites): ChangeTracker {
    const sources = new Map(collectionNames.map((name) => [name, this.collection(name) as Collection<unknown>]));
    const tracker = new ChangeTracker(
      sources,
      (name) => this.current[name as SingletonName],
      (urgent) => this.writes?.changed(urgent),
    );
    for (const name of collectionNames) (this.collection(name) as Collection<unknown>).listen(tracker.listenerFor(name));
    this.tracker = tracker;
    this.writes = makeWrites(tracker);
    return tracker;
  }

  /** Whether changes are written to disk (`--data`, D30); fixed before the server is built. */
  get tracked(): boolean {
    return this.writes !== undefined;
  }

  /** Whether an answer must wait for `durable()`: never in memory. */
  get behind(): boolean {
    return this.writes?.behind ?? false;
  }

  /** Resolves once every change made so far that an answer may report is on disk (at once in memory). */
  durable(): Promise<void> {
    return this.writes?.durable() ?? Promise.resolve();
  }
}
