import { z } from 'zod';
import { readIfPresent, writeFileDurably } from '../../shared/node/durable-file';
import { sameMac, type Installation } from './installation';

// K15: a record that grants authority (the lock, the staff profiles), sealed so that it cannot be edited, moved to
// another file or installation, or put back from an older copy. Each write carries a generation that only grows;
// the MAC covers the installation id, the record's name, the generation and the content. The highest generation
// written is kept in the installation's secrets (the OS keychain) as a witness, with a small note the record's owner
// draws from the content (the lock keeps its counts there, so a refused record still knows them). The file is written first, then the witness, so a crash between them leaves a file one ahead of the
// witness (believed, and the witness catches up), never one behind it.

/** Why a record is not believed: edited or not ours; older than the witness; gone once written; another installation's. */
export type RefusedWhy = 'changed' | 'older' | 'missing' | 'foreign';

export type SealedRead<T> =
  | { state: 'none' }
  | { state: 'trusted'; content: T }
  /** `note` is what the witness last kept with the record (parse it: it is external data), or undefined. */
  | { state: 'refused'; why: RefusedWhy; note: unknown };

const envelope = z.strictObject({
  sealed: z.literal(1),
  installation: z.string(),
  record: z.string(),
  generation: z.number().int().min(1),
  content: z.unknown(),
  mac: z.string(),
});

const witnessSchema = z.strictObject({ generation: z.number().int().min(0), note: z.unknown().optional() });
type Witness = z.infer<typeof witnessSchema>;

export class SealedFile<T> {
  readonly #path: string;
  readonly #name: string;
  readonly #schema: z.ZodType<T>;
  readonly #installation: Installation;
  readonly #noteOf: (content: T) => unknown;
  /** The highest generation this run has read or written. */
  #generation = 0;
  #queue: Promise<unknown> = Promise.resolve();

  constructor(options: { path: string; name: string; schema: z.ZodType<T>; installation: Installation; noteOf?: (content: T) => unknown }) {
    this.#path = options.path;
    this.#name = options.name;
    this.#schema = options.schema;
    this.#installation = options.installation;
    this.#noteOf = options.noteOf ?? (() => undefined);
  }

  load(): Promise<SealedRead<T>> {
    return this.#oneAtATime(async () => {
      const witness = await this.#readWitness();
      const text = await readIfPresent(this.#path);
      if (text === undefined) return witness ? this.#refused('missing', witness) : { state: 'none' };
      const sealed = envelope.safeParse(safeJson(text));
      if (!sealed.success) return this.#refused('changed', witness);
      const { installation, record, generation, content, mac } = sealed.data;
      if (installation !== this.#installation.id) return this.#refused('foreign', witness);
      if (record !== this.#name || !sameMac(this.#sealOf(generation, content), mac)) return this.#refused('changed', witness);
      if (generation < (witness?.generation ?? 0)) return this.#refused('older', witness);
      const parsed = this.#schema.safeParse(content);
      if (!parsed.success) return this.#refused('changed', witness);
      this.#generation = Math.max(this.#generation, generation);
      // One ahead after a crash between file and witness: the witness catches up now, so that copy cannot come back.
      if (generation > (witness?.generation ?? 0)) await this.#writeWitness({ generation, note: this.#noteOf(parsed.data) });
      return { state: 'trusted', content: parsed.data };
    });
  }

  /** Resolves once the record is on disk (synced) and its witness kept: only then may what it records take effect. */
  save(content: T): Promise<void> {
    return this.#oneAtATime(async () => {
      const checked = this.#schema.parse(content);
      // Another writer of this folder (a set-up tool, a test) may have moved the witness on: go past it.
      const generation = Math.max(this.#generation, (await this.#readWitness())?.generation ?? 0) + 1;
      const sealed = {
        sealed: 1,
        installation: this.#installation.id,
        record: this.#name,
        generation,
        content: checked,
        mac: this.#sealOf(generation, checked),
      };
      await writeFileDurably(this.#path, `${JSON.stringify(sealed, null, 2)}\n`);
      await this.#writeWitness({ generation, note: this.#noteOf(checked) });
      this.#generation = generation;
    });
  }

  #refused(why: RefusedWhy, witness: Witness | null): SealedRead<T> {
    return { state: 'refused', why, note: witness?.note };
  }

  /** Over the content as JSON gives it back: what is checked is exactly what will be used. */
  #sealOf(generation: number, content: unknown): string {
    return this.#installation.seal([
      'finance-kiosk sealed record',
      1,
      this.#installation.id,
      this.#name,
      generation,
      JSON.stringify(content),
    ]);
  }

  async #readWitness(): Promise<Witness | null> {
    const { store, service } = this.#installation.secrets;
    const text = await store.get(service, this.#witnessAccount());
    if (text === null) return null;
    // Only someone who can write the keychain could spoil it, which K15 does not hold against: read as none.
    const parsed = witnessSchema.safeParse(safeJson(text));
    return parsed.success ? parsed.data : null;
  }

  async #writeWitness(witness: Witness): Promise<void> {
    const { store, service } = this.#installation.secrets;
    await store.set(service, this.#witnessAccount(), JSON.stringify(witness));
  }

  #witnessAccount(): string {
    return this.#installation.account(`witness.${this.#name}`);
  }

  #oneAtATime<R>(task: () => Promise<R>): Promise<R> {
    const run = this.#queue.then(task, task);
    this.#queue = run.catch(() => undefined);
    return run;
  }
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
