import type { AddProfileInput, Branch, ProfileCredentialsInput, RemoveProfileInput } from '../../shared/contract/profiles';
import type { ProfileSummary } from '../../shared/contract/session';
import type { OutboxService } from './outbox-service';
import type { StaffPins } from '../credentials/staff-pin-store';
import { KeychainUnavailableError, type CredentialVault } from '../credentials/credential-vault';
import { keychainUnavailableForStaff } from '../credentials/keychain-availability';
import type { KioskOptionsStore } from '../settings/kiosk-options-store';
import { KioskFailure } from '../core/kiosk-failure';
import type { Profile } from '../credentials/profiles';
import { isRealAdministrator } from '../../shared/profiles/administrator-rule';
import { kindOf } from '../session/profile-pin-choice';
import { profileSummaryOf } from '../session/profile-summary';
import type { SessionService } from '../session/session-service';
import type { ConnectVendor } from '../core/vendor-port';

/**
 * A vendor's administrator sets up the kiosk for their own service (sandbox or live): the credentials are tried
 * against the service before anything is saved, and then kept in the OS keychain only (K1).
 */
export class ProfileSetupService {
  readonly #vault: CredentialVault;
  readonly #session: SessionService;
  readonly #connectVendor: ConnectVendor;
  readonly #now: () => number;
  readonly #kioskOptions: KioskOptionsStore;
  readonly #outbox: OutboxService;
  readonly #pins: StaffPins;

  constructor(options: {
    vault: CredentialVault;
    session: SessionService;
    connectVendor: ConnectVendor;
    now: () => number;
    kioskOptions: KioskOptionsStore;
    outbox: OutboxService;
    pins: StaffPins;
  }) {
    this.#outbox = options.outbox;
    this.#pins = options.pins;
    this.#vault = options.vault;
    this.#session = options.session;
    this.#connectVendor = options.connectVendor;
    this.#now = options.now;
    this.#kioskOptions = options.kioskOptions;
  }

  /** The branches these credentials may sell for; the session made to ask is deleted at once (K2). */
  async branches(input: ProfileCredentialsInput): Promise<{ branches: Branch[] }> {
    this.#requireSetUpAllowed();
    const { apiId, apiSecret } = input;
    const vendor = this.#connectVendor({
      baseUrl: serviceAddress(input.baseUrl),
      credentials: async () => ({ apiId, apiSecret }),
      now: this.#now,
    });
    try {
      const answer = await vendor.getAccounts();
      if (!answer.ok) throw setupFailure(answer.error.kind);
      return { branches: answer.data.accounts.map((account) => ({ accountId: account.id, name: account.entity_trading_name })) };
    } finally {
      await vendor.signOut();
    }
  }

  async add(input: AddProfileInput): Promise<ProfileSummary> {
    this.#requireSetUpAllowed();
    // K15: training's demo profile is nobody's authority (K11), so a kiosk's first profile for a real service needs no
    // one's approval, and every later one an administrator profile of this kiosk with its own PIN.
    const realProfiles = (await this.#vault.listProfiles()).filter((each) => each.environment.kind !== 'training');
    if (realProfiles.length > 0) await this.#confirmAdministrator(realProfiles, input);
    const { branches } = await this.branches(input);
    const branch = chooseBranch(branches, input.accountId);
    const environment = { kind: input.environment, baseUrl: serviceAddress(input.baseUrl) };
    const keys = {
      ...(input.publicKey ? { publicKey: input.publicKey } : {}),
      ...(input.privateKey ? { privateKey: input.privateKey } : {}),
    };
    // K9: a set-up file is plain JSON anyone could write, so its options set up a new laptop only (its first profile
    // of its own); after that they change in Administration, with an administrator's PIN.
    const newLaptop = realProfiles.length === 0;
    try {
      const profile = await this.#vault.addProfile(
        { displayName: input.displayName, accountId: branch.accountId, accountName: branch.name, environment },
        { apiId: input.apiId, apiSecret: input.apiSecret, ...keys },
      );
      await this.#pins.save(profile.id, input.staffPin);
      // A set-up file's options come with its profile, once the credentials have proved themselves (K9: anyone can write a file).
      if (input.kioskOptions && newLaptop) await this.#kioskOptions.write(input.kioskOptions);
      return profileSummaryOf(profile);
    } catch (error) {
      // The technical reason is in the log from start; staff get plain words.
      if (error instanceof KeychainUnavailableError) throw new KioskFailure('unavailable', keychainUnavailableForStaff);
      throw error;
    }
  }

  /**
   * K11: with an administrator's PIN, the profile goes with everything of it: its keychain entries, its staff PIN and
   * its outbox. Writes it has not sent are named first, and go with it only when staff confirm. The training profile
   * stays, as training is always there.
   */
  async remove(input: RemoveProfileInput): Promise<{ profiles: ProfileSummary[] }> {
    this.#requireSetUpAllowed();
    const profile = (await this.#vault.listProfiles()).find((each) => each.id === input.profileId);
    if (!profile) throw new KioskFailure('not-found', 'There is no staff profile like that any more.');
    if (profile.environment.kind === 'training')
      throw new KioskFailure('not-allowed', 'The training profile is always there, so it cannot be removed.');
    await this.#session.confirmAdministrator(input.administratorId, input.pin);
    const unsent = await this.#outbox.unsentOf(profile);
    if (unsent !== '' && input.confirmUnsent !== true)
      throw new KioskFailure(
        'needs-confirmation',
        `${profile.displayName}’s outbox still holds ${unsent} not yet sent. Removing the profile deletes them: they will never be sent.`,
      );
    if (this.#session.status().profile?.id === profile.id) await this.#session.signOut();
    await this.#outbox.forget(profile);
    await this.#vault.deleteProfile(profile.id);
    return this.#session.listProfiles();
  }

  /**
   * K15: one of this kiosk's administrator profiles and its PIN (counted towards the administrator's pause). With no
   * administrator's profile among them, nobody here can approve one, and the kiosk says so: its data folder must be
   * cleared for a first profile again (an administrator's own, so they can approve the rest).
   */
  async #confirmAdministrator(realProfiles: readonly Profile[], input: AddProfileInput): Promise<void> {
    if (!realProfiles.some((each) => isRealAdministrator(kindOf(each)))) throw new KioskFailure('not-allowed', noAdministratorYet);
    const { administratorId, administratorPin } = input;
    if (administratorId === undefined || administratorPin === undefined)
      throw new KioskFailure('not-allowed', askAdministrator, { administratorPin: [askAdministrator] });
    try {
      await this.#session.confirmAdministrator(administratorId, administratorPin);
    } catch (error) {
      // The words beside the administrator's PIN, not the new profile's own.
      if (error instanceof KioskFailure && error.error.fieldErrors?.['pin'])
        throw new KioskFailure(error.error.code, error.error.message, { administratorPin: error.error.fieldErrors['pin'] });
      throw error;
    }
  }

  #requireSetUpAllowed(): void {
    const status = this.#session.status();
    if (status.locked) throw new KioskFailure('locked', 'The kiosk is locked. Enter the staff PIN to unlock it.');
    if (!status.keychain.available) throw new KioskFailure('unavailable', keychainUnavailableForStaff);
  }
}

const askAdministrator = 'Only an administrator can set up another profile here: choose yours, and enter its staff PIN.';
const noAdministratorYet =
  'Only an administrator can set up another profile here, and no profile on this kiosk is an administrator’s. To start again with an administrator’s profile, the kiosk’s data folder must be cleared.';

/** Without a trailing slash, as the client joins paths to it. */
function serviceAddress(baseUrl: string): string {
  return baseUrl.replace(/\/+$/, '');
}

function chooseBranch(branches: readonly Branch[], accountId: string | undefined): Branch {
  if (branches.length === 0)
    throw new KioskFailure('not-allowed', 'These credentials have no branch to sell for. Ask the financing service to add one.');
  const only = branches.length === 1 ? branches[0] : undefined;
  const chosen = accountId === undefined ? only : branches.find((branch) => branch.accountId === accountId);
  if (chosen) return chosen;
  const reason =
    accountId === undefined
      ? 'Choose the branch this kiosk sells for.'
      : 'These credentials cannot sell for that branch. Choose one of theirs.';
  throw new KioskFailure('invalid-input', reason, { accountId: [reason] });
}

/** Each failure in plain words next to the field that caused it. */
function setupFailure(kind: string): KioskFailure {
  switch (kind) {
    case 'sign-in-refused':
      return new KioskFailure('credentials', 'The service did not accept this API ID and secret.', {
        apiSecret: ['The service did not accept this API ID and secret. Check both, as the financing service gave them.'],
      });
    case 'network':
    case 'timeout':
      return new KioskFailure('unavailable', 'Nothing answered at this address.', {
        baseUrl: ['Nothing answered at this address. Check it, and the kiosk’s connection.'],
      });
    default:
      return new KioskFailure('unavailable', 'The service at this address did not answer as the financing service does.', {
        baseUrl: ['The service at this address did not answer as the financing service does. Check the address.'],
      });
  }
}
