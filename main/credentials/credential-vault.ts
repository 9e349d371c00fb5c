import { randomUUID } from 'node:crypto';
import type { KeychainAvailability } from './keychain-availability';
import { keychainService } from './keychain-service';
import { FileStore } from './file-store';
import { MemoryStore } from './memory-store';
import { join } from 'node:path';
import { StaffProfilesFile, type KioskEnvironment, type Profile } from './profiles';
import type { Installation } from './installation';
import type { Logger } from '../core/logger';
import type { UserRole } from '../../shared/enums';
import type { SecureStore } from './secure-store';
import { apiCredentialsSchema, type ApiCredentials } from '../core/api-credentials';

export type ProfileDraft = Omit<Profile, 'id' | 'keychainAccount'>;
export type ProfileChange = Partial<Pick<Profile, 'accountId' | 'accountName' | 'userId' | 'role'>>;

/** Sandbox or live credentials, with no OS keychain to hold them (K1: they go nowhere else). */
export class KeychainUnavailableError extends Error {
  override readonly name = 'KeychainUnavailableError';
  readonly code = 'keychain-unavailable';

  constructor(readonly reason: string) {
    super(`Real credentials cannot be stored on this machine, because the OS keychain is unavailable. ${reason}`);
  }
}

export class UnknownProfileError extends Error {
  override readonly name = 'UnknownProfileError';
  readonly code = 'unknown-profile';

  constructor(readonly profileId: string) {
    super(`There is no staff profile with id ${profileId}.`);
  }
}

export class CorruptCredentialsError extends Error {
  override readonly name = 'CorruptCredentialsError';
  readonly code = 'corrupt-credentials';

  // The message never repeats the entry's content: it may hold a secret (K1).
  constructor(readonly profileId: string) {
    super(`The keychain entry of staff profile ${profileId} is not in the expected form; save its credentials again.`);
  }
}

export interface CredentialVaultOptions {
  userDataDir: string;
  keychain: SecureStore;
  /** K15: the folder's installation, which seals the profiles file and names every keychain entry; its `keychain` says whether there is one. */
  installation: Installation;
  /** Told, in one line, when the profiles file is not believed (K15). */
  log?: Pick<Logger, 'warn'>;
}

/** Staff profiles on disk joined to their credentials in the keychain (K1). */
export class CredentialVault {
  readonly #profiles: StaffProfilesFile;
  readonly #installation: Installation;
  readonly #keychain: SecureStore;
  readonly #availability: KeychainAvailability;
  readonly #trainingFallback = new MemoryStore();
  readonly #trainingPins: FileStore;
  #mutations: Promise<unknown> = Promise.resolve();

  constructor(options: CredentialVaultOptions) {
    this.#profiles = new StaffProfilesFile({ userDataDir: options.userDataDir, installation: options.installation, log: options.log });
    this.#installation = options.installation;
    this.#keychain = options.keychain;
    this.#availability = options.installation.keychain;
    this.#trainingPins = new FileStore(join(options.userDataDir, 'training-staff-pins.json'));
  }

  listProfiles(): Promise<Profile[]> {
    return this.#profiles.read();
  }

  /** K15: the one line for staff when this run did not believe the profiles file, else null. */
  get profilesRefusal(): string | null {
    return this.#profiles.refusal;
  }

  /** Credentials are stored first, so a refused keychain leaves no profile behind. */
  addProfile(draft: ProfileDraft, credentials: ApiCredentials): Promise<Profile> {
    return this.#exclusive(async () => {
      const profiles = await this.#profiles.read();
      const id = randomUUID();
      const profile: Profile = { ...draft, id, keychainAccount: id };
      await this.#put(profile, credentials);
      try {
        await this.#profiles.write([...profiles, profile]);
      } catch (error) {
        // No profile points at the new entry, so take it back out; the write's error is the one to report.
        await this.#storeFor(profile.environment)
          .delete(service(profile), this.#account(profile))
          .catch(() => false);
        throw error;
      }
      return profile;
    });
  }

  saveCredentials(profileId: string, credentials: ApiCredentials): Promise<void> {
    return this.#exclusive(async () => this.#put(await this.#find(profileId), credentials));
  }

  async readCredentials(profileId: string): Promise<ApiCredentials | null> {
    const profile = await this.#find(profileId);
    const stored = await this.#storeFor(profile.environment).get(service(profile), this.#account(profile));
    return stored === null ? null : decode(profile.id, stored);
  }

  /** D10: the role the service showed for the profile's user; metadata only, so it goes in the profiles file. */
  setProfileRole(profileId: string, role: UserRole): Promise<Profile> {
    return this.#exclusive(async () => {
      const profiles = await this.#profiles.read();
      const updated = { ...pick(profiles, profileId), role };
      await this.#profiles.write(profiles.map((each) => (each.id === profileId ? updated : each)));
      return updated;
    });
  }

  /** Administration: the branch the profile sells for, or whose user it is; metadata only (K1). */
  updateProfile(profileId: string, change: ProfileChange): Promise<Profile> {
    return this.#exclusive(async () => {
      const profiles = await this.#profiles.read();
      const updated = { ...pick(profiles, profileId), ...change };
      await this.#profiles.write(profiles.map((each) => (each.id === profileId ? updated : each)));
      return updated;
    });
  }

  /** K9: where a profile of this environment keeps its secrets, in words for staff; throws when nowhere (K1). */
  secretPlace(environment: KioskEnvironment): 'the OS keychain' | 'memory only (training without a keychain)' {
    return this.#storeFor(environment) === this.#keychain ? 'the OS keychain' : 'memory only (training without a keychain)';
  }

  /** The salted slow hash of the profile's staff PIN (in the keychain; see #pinStoreFor), or null before one is chosen. */
  async readStaffPinHash(profileId: string): Promise<string | null> {
    const profile = await this.#find(profileId);
    return this.#pinStoreFor(profile.environment).get(service(profile), this.#account(profile, '.staff-pin'));
  }

  async saveStaffPinHash(profileId: string, hash: string): Promise<void> {
    const profile = await this.#find(profileId);
    await this.#pinStoreFor(profile.environment).set(service(profile), this.#account(profile, '.staff-pin'), hash);
  }

  /** Removes the keychain entries first: a profile is never gone while its secret stays behind. */
  deleteProfile(profileId: string): Promise<void> {
    return this.#exclusive(async () => {
      const profiles = await this.#profiles.read();
      const profile = pick(profiles, profileId);
      await this.#pinStoreFor(profile.environment).delete(service(profile), this.#account(profile, '.staff-pin'));
      await this.#storeFor(profile.environment).delete(service(profile), this.#account(profile));
      await this.#profiles.write(profiles.filter((each) => each !== profile));
    });
  }

  /** K15: named with the installation id, so a copied folder finds none; the PIN's hash sits beside the credentials. */
  #account(profile: Profile, suffix: '' | '.staff-pin' = ''): string {
    return this.#installation.account(`${profile.keychainAccount}${suffix}`);
  }

  async #find(profileId: string): Promise<Profile> {
    return pick(await this.#profiles.read(), profileId);
  }

  #put(profile: Profile, credentials: ApiCredentials): Promise<void> {
    const secret = JSON.stringify(apiCredentialsSchema.parse(credentials));
    return this.#storeFor(profile.environment).set(service(profile), this.#account(profile), secret);
  }

  #storeFor(environment: KioskEnvironment): SecureStore {
    if (this.#availability.available) return this.#keychain;
    // Training credentials are throwaway sandbox ones, so losing them on quit is acceptable (K1).
    if (environment.kind === 'training') return this.#trainingFallback;
    throw new KeychainUnavailableError(this.#availability.reason);
  }

  /** K11: training's PIN outlives a restart even without a keychain (a hash, owner-only), so locked stays locked. */
  #pinStoreFor(environment: KioskEnvironment): SecureStore {
    return !this.#availability.available && environment.kind === 'training' ? this.#trainingPins : this.#storeFor(environment);
  }

  // Read-modify-write of the profiles file, one at a time, so concurrent changes are not lost.
  #exclusive<T>(task: () => Promise<T>): Promise<T> {
    const run = this.#mutations.then(task, task);
    this.#mutations = run.catch(() => undefined);
    return run;
  }
}

function pick(profiles: readonly Profile[], profileId: string): Profile {
  const profile = profiles.find((each) => each.id === profileId);
  if (!profile) throw new UnknownProfileError(profileId);
  return profile;
}

function service(profile: Profile): string {
  return keychainService(profile.environment.kind);
}

function decode(profileId: string, stored: string): ApiCredentials {
  try {
    return apiCredentialsSchema.parse(JSON.parse(stored));
  } catch {
    throw new CorruptCredentialsError(profileId);
  }
}
