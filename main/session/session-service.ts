import type { ProfileRole, ProfileSummary, SessionStatus } from '../../shared/contract/session';
import type { CredentialVault } from '../credentials/credential-vault';
import type { ApiCredentials } from '../core/api-credentials';
import { keychainUnavailableForStaff, type KeychainAvailability } from '../credentials/keychain-availability';
import type { Profile } from '../credentials/profiles';
import type { StaffPins } from '../credentials/staff-pin-store';
import type { TrainingMode } from '../training/training-mode';
import type { Result } from '../core/result';
import { describeFailure } from '../core/service-failure';
import { Emitter } from '../core/emitter';
import { KioskFailure } from '../core/kiosk-failure';
import type { Logger } from '../core/logger';
import type { PinLock } from './pin-lock';
import { ProfileConnection } from './profile-connection';
import { learnRole } from './profile-role';
import { profileSummaryOf } from './profile-summary';
import { kioskFailureOf } from '../core/service-failure-words';
import type { ConnectVendor, VendorPort } from '../core/vendor-port';

export interface SessionServiceOptions {
  vault: CredentialVault;
  keychain: KeychainAvailability;
  connectVendor: ConnectVendor;
  training: TrainingMode;
  lock: PinLock;
  pins: StaffPins;
  now: () => number;
  log: Logger;
  /** How long choosing a profile waits for the service to show its role (D10) before going on without it. */
  roleWaitMs?: number;
}

interface ActiveProfile {
  profile: Profile;
  connection: ProfileConnection;
  /** Whether the profile has chosen its staff PIN (K6), read from the keychain when it became active. */
  staffPinChosen: boolean;
}

/** Who is using the kiosk, the lock, and the one way the other use cases reach the financing service. */
export class SessionService {
  readonly #vault: CredentialVault;
  readonly #keychain: KeychainAvailability;
  readonly #connectVendor: ConnectVendor;
  readonly #training: TrainingMode;
  readonly #lock: PinLock;
  readonly #pins: StaffPins;
  readonly #roleWaitMs: number;
  readonly #now: () => number;
  readonly #log: Logger;
  #active: ActiveProfile | null = null;
  readonly #events: Emitter<{ profileChanged: void; unlocked: void }>;

  constructor(options: SessionServiceOptions) {
    this.#vault = options.vault;
    this.#keychain = options.keychain;
    this.#connectVendor = options.connectVendor;
    this.#training = options.training;
    this.#lock = options.lock;
    this.#pins = options.pins;
    this.#roleWaitMs = options.roleWaitMs ?? 3_000;
    this.#now = options.now;
    this.#log = options.log;
    this.#events = new Emitter('session', options.log);
  }

  /** Training is the default on first start (no profiles yet); a single profile is used straight away. */
  async start(options: { training: boolean }): Promise<void> {
    const profiles = await this.#vault.listProfiles();
    if (options.training || profiles.length === 0) await this.#activate(await this.#training.profile());
    else if (profiles.length === 1 && profiles[0]) await this.#activate(profiles[0]);
    // The role is learnt in the background: starting never waits for the network.
    void this.#learnRole();
  }

  status(): SessionStatus {
    // The technical reason went to the log at start; staff get what it means for them.
    const keychain = this.#keychain.available ? { available: true } : { available: false, reason: keychainUnavailableForStaff };
    return {
      profile: this.#active && profileSummaryOf(this.#active.profile),
      locked: this.#lock.locked,
      staffPinChosen: this.#active?.staffPinChosen ?? false,
      keychain,
    };
  }

  async listProfiles(): Promise<{ profiles: ProfileSummary[] }> {
    return { profiles: (await this.#vault.listProfiles()).map(profileSummaryOf) };
  }

  async select(profileId: string): Promise<SessionStatus> {
    this.#requireUnlocked();
    const profile = (await this.#vault.listProfiles()).find((each) => each.id === profileId);
    if (!profile) throw new KioskFailure('not-found', 'There is no staff profile like that any more. Choose another.');
    if (this.#active?.profile.id !== profile.id) {
      await this.#endServiceSession();
      await this.#activate(profile);
    }
    await this.#learnRoleAwhile();
    return this.status();
  }

  /** K2: the service session is deleted, and nobody is using the kiosk any more. */
  async signOut(): Promise<SessionStatus> {
    this.#requireUnlocked();
    await this.#endServiceSession();
    await this.#activate(null);
    return this.status();
  }

  /** K6: with the profile's own staff PIN, chosen here the first time. K2: locking deletes the service session. */
  async lock(pin: string): Promise<SessionStatus> {
    const active = this.#signedIn();
    await this.#lock.lock(active.profile.id, pin);
    active.staffPinChosen = true;
    this.#log.info('session: locked', { profileId: active.profile.id });
    await this.#endServiceSession();
    return this.status();
  }

  async unlock(pin: string): Promise<SessionStatus> {
    const wasLocked = this.#lock.locked;
    await this.#lock.unlock(pin);
    if (wasLocked) this.#unlocked();
    return this.status();
  }

  /** The profile in use changes its own PIN; the old one is required (K6). */
  async changePin(currentPin: string, newPin: string): Promise<SessionStatus> {
    this.#requireUnlocked();
    await this.#lock.changePin(this.#signedIn().profile.id, currentPin, newPin);
    return this.status();
  }

  /** D10: only a profile whose user is an ADMINISTRATOR clears a lock-out, with its own PIN; the kiosk unlocks. */
  async clearLockOut(profileId: string, pin: string): Promise<SessionStatus> {
    const administrator = (await this.#vault.listProfiles()).find((each) => each.id === profileId);
    if (!administrator) throw new KioskFailure('not-found', 'There is no staff profile like that any more. Choose another.');
    if (administrator.role !== 'ADMINISTRATOR')
      throw new KioskFailure('not-allowed', `${administrator.displayName} is not an administrator, so cannot clear this.`);
    const wasLocked = this.#lock.locked;
    await this.#lock.clearLockOut(profileId, pin);
    if (wasLocked) this.#unlocked();
    return this.status();
  }

  /** K9: the profile in use's staff PIN, asked again before each administration change; refused while locked. */
  async confirmPin(pin: string): Promise<void> {
    this.#requireUnlocked();
    await this.#lock.confirm(this.#signedIn().profile.id, pin);
  }

  /** D10: the role of the profile in use, asking the service first when it is not known yet. */
  async knownRole(): Promise<ProfileRole> {
    const active = this.#signedIn();
    if (active.profile.role === undefined) await this.#learnRole();
    return active.profile.role ?? 'unknown';
  }

  /** The profile in use's service with another pair (to try new credentials before keeping them); the caller signs out (K2). */
  async connectWith(credentials: ApiCredentials): Promise<VendorPort> {
    return this.#connect(this.#signedIn().profile, async () => credentials);
  }

  /** Administration changed the profile in use (branch, credentials): its service session ends (K2), the next call uses the change. */
  async useChangedProfile(profile: Profile): Promise<void> {
    if (this.#active?.profile.id !== profile.id) return;
    await this.#endServiceSession();
    const active = this.#active;
    if (active?.profile.id !== profile.id) return;
    active.profile = profile;
    this.#events.emit('profileChanged');
  }

  /** The branch every create and list uses: the signed-in profile's. */
  accountId(): string {
    return this.#signedIn().profile.accountId;
  }

  environment(): Profile['environment']['kind'] {
    return this.#signedIn().profile.environment.kind;
  }

  /** The signed-in profile, for main's own use: where its service is and which keychain entry is its. */
  profileInUse(): Profile {
    return this.#signedIn().profile;
  }

  /** A call to the service as the signed-in profile; refused while the kiosk is locked for a customer. */
  call<T>(use: (vendor: VendorPort) => Promise<Result<T>>): Promise<T> {
    this.#requireUnlocked();
    return this.callPublic(use);
  }

  /** For endpoints that need no service session (the public calculator), which stay open while locked. */
  async callPublic<T>(use: (vendor: VendorPort) => Promise<Result<T>>): Promise<T> {
    const answer = await use(await this.#vendor());
    if (answer.ok) return answer.data;
    // The service's refusals are business as usual; anything else (its own 5xx too) is worth a line for support.
    if (answer.error.kind !== 'service' || answer.error.http >= 500) this.#log.warn(describeFailure(answer.error));
    throw kioskFailureOf(answer.error);
  }

  /**
   * The service as one profile, for the outbox (K8), which must tell a lost answer from a refusal itself: refused
   * while locked, and once another profile is in use, so one profile's writes never go as another's.
   */
  async vendorFor(profileId: string): Promise<VendorPort> {
    this.#requireUnlocked();
    if (this.#signedIn().profile.id !== profileId) throw new KioskFailure('not-signed-in', 'Another staff profile is in use now.');
    return this.#vendor();
  }

  /** On quit (K2). */
  async shutdown(): Promise<void> {
    await this.#endServiceSession();
    this.#active = null;
  }

  /** Told after another profile is chosen or nobody is signed in any more; returns the unsubscribe. */
  onProfileChange(listener: () => void): () => void {
    return this.#events.on('profileChanged', listener);
  }

  /** Told once staff unlock the kiosk after a customer; returns the unsubscribe. */
  onUnlock(listener: () => void): () => void {
    return this.#events.on('unlocked', listener);
  }

  async #activate(profile: Profile | null): Promise<void> {
    const staffPinChosen = profile !== null && (await this.#pins.isChosen(profile.id).catch(() => false));
    this.#active = profile && { profile, connection: new ProfileConnection(() => this.#connect(profile)), staffPinChosen };
    this.#log.info('session: profile in use', { profileId: profile?.id ?? null, environment: profile?.environment.kind ?? null });
    this.#events.emit('profileChanged');
  }

  #unlocked(): void {
    this.#log.info('session: unlocked', { profileId: this.#active?.profile.id });
    this.#events.emit('unlocked');
  }

  /** Waits a moment for the role, so the screens usually have it at once; a slow service finishes in the background. */
  async #learnRoleAwhile(): Promise<void> {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const enough = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, this.#roleWaitMs);
    });
    await Promise.race([this.#learnRole(), enough]);
    clearTimeout(timer);
  }

  /** D10: the role, from the service; saved with the profile when it is new. Never throws. */
  async #learnRole(): Promise<void> {
    const active = this.#active;
    if (!active) return;
    const updated = await learnRole(active.profile, () => active.connection.vendor(), this.#vault, this.#log);
    if (updated && this.#active === active) active.profile = updated;
  }

  #signedIn(): ActiveProfile {
    if (!this.#active) throw new KioskFailure('not-signed-in', 'Choose your staff profile first.');
    return this.#active;
  }

  #requireUnlocked(): void {
    if (this.#lock.locked) throw new KioskFailure('locked', 'The kiosk is locked. Enter the staff PIN to unlock it.');
  }

  #vendor(): Promise<VendorPort> {
    return this.#signedIn().connection.vendor();
  }

  async #connect(profile: Profile, credentials = () => this.#vault.readCredentials(profile.id)): Promise<VendorPort> {
    const environment = profile.environment;
    const service = environment.kind === 'training' ? await this.#training.service() : { baseUrl: environment.baseUrl, now: this.#now };
    return this.#connectVendor({ ...service, credentials });
  }

  async #endServiceSession(): Promise<void> {
    await this.#active?.connection.end(this.#log);
  }
}
