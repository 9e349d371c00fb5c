import { mkdir, rename } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import { userRoles } from '../../shared/enums';
import type { Logger } from '../core/logger';
import type { Installation } from './installation';
import { SealedFile, type RefusedWhy } from './sealed-file';

const environmentSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('training') }),
  z.object({ kind: z.literal('sandbox'), baseUrl: z.url({ protocol: /^https?$/ }) }),
  // Live credentials travel only over TLS.
  z.object({ kind: z.literal('live'), baseUrl: z.url({ protocol: /^https$/ }) }),
]);

// K1: names and which keychain entry only; parsing also strips anything else before it reaches the disk.
const profileSchema = z.object({
  id: z.string().min(1),
  displayName: z.string().trim().min(1),
  accountId: z.string().min(1),
  accountName: z.string(),
  environment: environmentSchema,
  keychainAccount: z.string().min(1),
  /** D10: the profile's user's role, as the service last showed it; absent until then (never a secret). */
  role: z.enum(userRoles).optional(),
  /** The service user the credentials belong to, when the kiosk knows it (made in Administration, or chosen at renewal). */
  userId: z.string().min(1).optional(),
});

const profilesFileSchema = z.object({ version: z.literal(1), profiles: z.array(profileSchema) });
type ProfilesFileContent = z.infer<typeof profilesFileSchema>;

export type KioskEnvironment = z.infer<typeof environmentSchema>;
export type Profile = z.infer<typeof profileSchema>;

export const profilesFileName = 'staff-profiles.json';

/**
 * K15: the staff profiles, sealed like the lock (sealed-file.ts): every role, address and keychain reference in it
 * grants authority, so a file that was changed outside the kiosk, put back from an older copy, removed, or copied
 * from another kiosk gives none. It is set aside (never destroyed: support may want to look), the kiosk goes on
 * with no profiles, and staff and the log are told once in one line. A profiles file from before K15 is one
 * sealed by none, so it is set aside too (the kiosk was never released: nothing to adopt).
 */
export class StaffProfilesFile {
  readonly #folder: string;
  readonly #sealed: SealedFile<ProfilesFileContent>;
  readonly #log: Pick<Logger, 'warn'> | undefined;
  #refusing: Promise<void> | null = null;
  #refusal: string | null = null;

  constructor(options: { userDataDir: string; installation: Installation; log?: Pick<Logger, 'warn'> }) {
    this.#folder = options.userDataDir;
    this.#sealed = new SealedFile({
      path: join(options.userDataDir, profilesFileName),
      name: 'staff-profiles',
      schema: profilesFileSchema,
      installation: options.installation,
    });
    this.#log = options.log;
  }

  /** The one line for staff when this run refused the file (K15), else null. */
  get refusal(): string | null {
    return this.#refusal;
  }

  async read(): Promise<Profile[]> {
    const loaded = await this.#sealed.load();
    if (loaded.state === 'trusted') return loaded.content.profiles;
    if (loaded.state === 'none') return [];
    this.#refusing ??= this.#refuse().finally(() => (this.#refusing = null));
    await this.#refusing;
    return [];
  }

  async write(profiles: readonly Profile[]): Promise<void> {
    await mkdir(this.#folder, { recursive: true });
    await this.#sealed.save(profilesFileSchema.parse({ version: 1, profiles }));
  }

  /** Sets the file aside and starts an empty one past the witness, so the next start is a quiet one. */
  async #refuse(): Promise<void> {
    const loaded = await this.#sealed.load();
    // Another read of this run has dealt with it already.
    if (loaded.state !== 'refused') return;
    // Dotted, so no part of the name is long enough for the log to take it for a token (K12's scrub).
    const aside = loaded.why === 'missing' ? null : `staff-profiles.refused.${new Date().toISOString().replace(/[T:]/g, '.')}.json`;
    if (aside) await rename(join(this.#folder, profilesFileName), join(this.#folder, aside));
    await this.write([]);
    this.#refusal = profilesRefusal(loaded.why, aside);
    this.#log?.warn(`credentials: ${this.#refusal}`);
  }
}

/** K15: what happened to the staff profiles file, and what an administrator does, in one line. */
export function profilesRefusal(why: RefusedWhy, aside: string | null): string {
  const kept = `it is kept as ${aside ?? profilesFileName} for support, and an administrator sets the profiles up again in this kiosk.`;
  switch (why) {
    case 'changed':
      return `The staff profiles file was changed outside the kiosk, so none of its profiles is used: ${kept}`;
    case 'older':
      return `The staff profiles file was put back from an older copy, so none of its profiles is used: ${kept}`;
    case 'foreign':
      return `The staff profiles file was copied from another kiosk, so none of its profiles is used here: ${kept}`;
    case 'missing':
      return 'The staff profiles file was removed outside the kiosk, so the kiosk has no profiles: an administrator sets them up again in this kiosk.';
  }
}
