import type { ProfileRole, ProfileSummary, SessionStatus } from '../../shared/contract/session';
import type { CredentialVault } from '../credentials/credential-vault';
import type { ApiCredentials } from '../core/api-credentials';
import { keychainUnavailableForStaff, type KeychainAvailability } from '../credentials/keychain-availability';
import type { Profile } from '../credentials/profiles';
import type { StaffPins } from '../credentials/staff-pin-store';
import type { TrainingMode } from '../training/training-mode';
import type { Result } from '../core/result';
import { Emitter } from '../core/emitter';
import { KioskFailure } from '../core/kiosk-failure';
import type { Logger } from '../core/logger';
import type { PinLock } from './pin-lock';
import { ProfileConnection } from './profile-connection';
import { actsAsAdministratorFor } from '../../shared/profiles/administrator-rule';
import { kindOf, mayChoosePinOf } from './profile-pin-choice';
import { learnRole, settledWithin } from './profile-role';
import { dataOf } from './service-answer';
import { isShortStaffPin } from '../../shared/staff-pin-rule';
import { profileSummaryOf } from './profile-summary';
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
  /** K15: its PIN, as it just matched, is shorter than a new one may be; until it is changed. Never the PIN (K1). */
  staffPinMustChange: boolean;
}

/** Who is using the kiosk, the lock, and the one way the other use cases reach the financing service. */
export class SessionService {
  readonly #options: SessionServiceOptions;
  readonly #vault: CredentialVault;
  readonly #lock: PinLock;
  readonly #log: Logger;
  readonly #events: Emitter<{ profileChanged: void; unlocked: void }>;
  #active: ActiveProfile | null = null;

  constructor(options: SessionServiceOptions) {
    this.#options = options;
    this.#vault = options.vault;
    this.#lock = options.lock;
    this.#log = options.log;
    this.#events = new Emitter('session', options.log);
  }

  /**
   * K11 first: a kiosk whose last run was locked, in customer mode, or did not quit cleanly starts locked, on the
   * profile that locked it. Otherwise training is the default on first start (no profiles yet), and a single profile
   * is used straight away.
   */
  async start(options: { training: boolean }): Promise<void> {
    const last = await this.#lock.start();
    const profiles = await this.#vault.listProfiles();
    const lastProfile = last.mustLock ? profiles.find((each) => each.id === last.profileId) : undefined;
    if (lastProfile) await this.#activate(lastProfile);
    else if (options.training || profiles.length === 0) await this.#activate(await this.#options.training.profile());
    else if (profiles.length === 1 && profiles[0]) await this.#activate(profiles[0]);
    if (last.mustLock && this.#active) await this.#lock.lockWithoutPin(this.#active.profile.id);
    // The role is learnt in the background: starting never waits for the network.
    void this.#learnRole();
  }

  status(): SessionStatus {
    // The technical reason went to the log at start; staff get what it means for them.
    const keychain = this.#options.keychain.available
      ? { available: true }
      : { available: false, reason: this.#options.keychain.forStaff ?? keychainUnavailableForStaff };
    const notice = this.#vault.profilesRefusal;
    return {
      profile: this.#active && profileSummaryOf(this.#active.profile),
      locked: this.#lock.locked,
      staffPinChosen: this.#active?.staffPinChosen ?? false,
      staffPinMustChange: this.#active?.staffPinMustChange ?? false,
      keychain,
      // K15: the profiles file this run did not believe, in one line (the log has it too).
      ...(notice === null ? {} : { notice }),
    };
  }

  async listProfiles(): Promise<{ profiles: ProfileSummary[] }> {
    return { profiles: (await this.#vault.listProfiles()).map(profileSummaryOf) };
  }

  /** K11: switching asks for the target profile's PIN (one with none yet may choose it: profile-pin-choice.ts). */
  async select(profileId: string, pin: string): Promise<SessionStatus> {
    this.#requireUnlocked();
    const profile = (await this.#vault.listProfiles()).find((each) => each.id === profileId);
    if (!profile) throw new KioskFailure('not-found', 'There is no staff profile like that any more. Choose another.');
    if (this.#active?.profile.id !== profile.id) {
      await this.#lock.confirmSwitch(profile.id, pin, mayChoosePinOf(profile, this.#active?.profile));
      await this.#endServiceSession();
      await this.#activate(profile);
      this.#askForLongerPin(pin);
    }
    // A moment for the role, so the screens usually have it at once; a slow service finishes in the background.
    await settledWithin(this.#learnRole(), this.#options.roleWaitMs ?? 3_000);
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
    if (wasLocked) {
      this.#askForLongerPin(pin);
      this.#unlocked();
    }
    return this.status();
  }

  /** K6: the profile in use, with no PIN yet, chooses it before anything else; one already chosen changes only with itself. */
  async choosePin(pin: string): Promise<SessionStatus> {
    this.#requireUnlocked();
    const active = this.#signedIn();
    await this.#lock.choosePin(active.profile.id, pin);
    active.staffPinChosen = true;
    this.#log.info('session: staff PIN chosen', { profileId: active.profile.id });
    return this.status();
  }

  /** The profile in use changes its own PIN; the old one is required (K6). */
  async changePin(currentPin: string, newPin: string): Promise<SessionStatus> {
    this.#requireUnlocked();
    const active = this.#signedIn();
    await this.#lock.changePin(active.profile.id, currentPin, newPin);
    active.staffPinMustChange = false;
    return this.status();
  }

  /** D10: only a profile whose user is an ADMINISTRATOR clears a lock-out, with its own PIN; the kiosk unlocks. */
  async clearLockOut(profileId: string, pin: string): Promise<SessionStatus> {
    const administrator = (await this.#vault.listProfiles()).find((each) => each.id === profileId);
    if (!administrator) throw new KioskFailure('not-found', 'There is no staff profile like that any more. Choose another.');
    // K11: training's demo administrator clears only a training lock; its PIN is anyone's to choose.
    if (!actsAsAdministratorFor(kindOf(administrator), this.#active ? kindOf(this.#active.profile) : undefined))
      throw new KioskFailure('not-allowed', `${administrator.displayName} is not an administrator here, so cannot clear this.`);
    const wasLocked = this.#lock.locked;
    await this.#lock.clearLockOut(profileId, pin);
    if (wasLocked) this.#unlocked();
    return this.status();
  }

  /** K11: an administrator profile's own PIN, for what only an administrator may do (removing a profile). */
  async confirmAdministrator(administratorId: string, pin: string): Promise<void> {
    this.#requireUnlocked();
    const administrator = (await this.#vault.listProfiles()).find((each) => each.id === administratorId);
    if (!administrator || !actsAsAdministratorFor(kindOf(administrator), undefined))
      throw new KioskFailure('not-allowed', 'Only an administrator’s profile can do this. Choose one, and enter its staff PIN.');
    await this.#lock.confirmAdministrator(administratorId, pin);
  }

  /** K6: the kiosk is in a customer's hands (K13: no update restarts it then). */
  get customerMode(): boolean {
    return this.#lock.customerMode;
  }

  /** K6, K11: the kiosk is handed to a customer (or taken back): written down, so a restart then starts locked. */
  setCustomerMode(customerMode: boolean): Promise<void> {
    return this.#lock.setCustomerMode(customerMode);
  }

  /** K11: a renderer that crashed or hung comes back locked, where the profile in use has a PIN to unlock with. */
  async lockForRecovery(reason: string): Promise<void> {
    const active = this.#active;
    if (!active || !(await this.#lock.lockWithoutPin(active.profile.id))) return;
    this.#log.warn('session: locked after the screens failed', { profileId: active.profile.id, reason });
    await this.#endServiceSession();
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
    return dataOf(await use(await this.#vendor()), this.#log);
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

  /** On quit (K2); K11: a clean quit, written down (the lock, if any, stays for the next start). */
  async shutdown(): Promise<void> {
    await this.#endServiceSession();
    await this.#lock.stopped();
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
    const staffPinChosen = profile !== null && (await this.#options.pins.isChosen(profile.id).catch(() => false));
    this.#active = profile && {
      profile,
      connection: new ProfileConnection(() => this.#connect(profile)),
      staffPinChosen,
      staffPinMustChange: false,
    };
    await this.#lock.useProfile(profile?.id ?? null);
    this.#log.info('session: profile in use', { profileId: profile?.id ?? null, environment: profile?.environment.kind ?? null });
    this.#events.emit('profileChanged');
  }

  /**
   * K15: the profile in use's own PIN just matched (an unlock, a switch), so its length is the stored PIN's: a short
   * one is asked to change now. Nothing of the PIN is kept but this flag (K1).
   */
  #askForLongerPin(pin: string): void {
    // Not logged: a log line saying which PIN is short would tell a reader of the folder where to search (K12).
    if (this.#active && isShortStaffPin(pin)) this.#active.staffPinMustChange = true;
  }

  #unlocked(): void {
    this.#log.info('session: unlocked', { profileId: this.#active?.profile.id });
    this.#events.emit('unlocked');
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
    const service =
      environment.kind === 'training' ? await this.#options.training.service() : { baseUrl: environment.baseUrl, now: this.#options.now };
    return this.#options.connectVendor({ ...service, credentials });
  }

  async #endServiceSession(): Promise<void> {
    await this.#active?.connection.end(this.#log);
  }
}
