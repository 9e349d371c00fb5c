import { join } from 'node:path';
import type { Installation } from '../credentials/installation';
import { SealedFile, type RefusedWhy } from '../credentials/sealed-file';
import { lockRecordSchema, type LockRecord } from './lock-record';

// K11, K15: the lock record in the user-data folder, sealed with the installation's key and a generation whose
// highest value the keychain keeps (sealed-file.ts). The witness keeps the whole record too (ids and counts, no
// secret), so a record that is not believed (changed, older, missing, another installation's) still tells what
// the newest one held: the kiosk then starts locked with those counts or worse, never fewer.

export const lockFileName = 'kiosk-lock.json';

export type LoadedLock =
  | { state: 'none' }
  | { state: 'trusted'; record: LockRecord }
  /** `witnessed`: the newest record the keychain saw, or null when it saw none. */
  | { state: 'tampered'; why: RefusedWhy; witnessed: LockRecord | null };

export class LockFile {
  readonly #sealed: SealedFile<LockRecord>;

  constructor(userDataDir: string, installation: Installation) {
    this.#sealed = new SealedFile({
      path: join(userDataDir, lockFileName),
      name: 'kiosk-lock',
      schema: lockRecordSchema,
      installation,
      noteOf: (record) => record,
    });
  }

  async load(): Promise<LoadedLock> {
    const loaded = await this.#sealed.load();
    if (loaded.state !== 'refused') return loaded.state === 'none' ? loaded : { state: 'trusted', record: loaded.content };
    const witnessed = lockRecordSchema.safeParse(loaded.note);
    return { state: 'tampered', why: loaded.why, witnessed: witnessed.success ? witnessed.data : null };
  }

  /** Resolves once the record is on disk (synced) and witnessed: only then may what it records take effect. */
  save(record: LockRecord): Promise<void> {
    return this.#sealed.save(record);
  }
}
