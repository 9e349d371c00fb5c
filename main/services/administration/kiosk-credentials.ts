import type { SecretPlace } from '../../../shared/contract/administration';
import type { ProfileSummary } from '../../../shared/contract/session';
import type { User } from '../../../shared/wire/users';
import type { CredentialVault } from '../../credentials/credential-vault';
import type { ApiCredentials } from '../../core/api-credentials';
import type { Profile } from '../../credentials/profiles';
import { describeFailure } from '../../core/service-failure';
import { KioskFailure } from '../../core/kiosk-failure';
import type { Logger } from '../../core/logger';
import { profileSummaryOf } from '../../session/profile-summary';
import type { SessionService } from '../../session/session-service';
import { callAsAdministrator } from './admin-call';
import type { AdministratorGuard } from './administrator-guard';
import { ownUserOf } from './own-user';
import { secretPlaceFor, storedInVault } from './secret-place';
import { checkoutKeysOf } from './stored-checkout-keys';
import type { UserAdministration } from './user-administration';

export interface KioskCredentialsOptions {
  session: SessionService;
  guard: AdministratorGuard;
  vault: CredentialVault;
  users: UserAdministration;
  log: Logger;
}

type ProfileWithSecretPlace = { profile: ProfileSummary; secretStoredIn: SecretPlace };

/**
 * K9, D11: API credentials straight from the service into the keychain. The pair is generated, tried with the service,
 * and stored; it never crosses IPC and is never logged (K1). Only the profile's summary and where it went come back.
 */
export class KioskCredentials {
  readonly #session: SessionService;
  readonly #guard: AdministratorGuard;
  readonly #vault: CredentialVault;
  readonly #users: UserAdministration;
  readonly #log: Logger;

  constructor(options: KioskCredentialsOptions) {
    this.#session = options.session;
    this.#guard = options.guard;
    this.#vault = options.vault;
    this.#users = options.users;
    this.#log = options.log;
  }

  /** "Set up this kiosk for <user>": a new profile on the same service and branch as the profile in use. */
  async setUpKioskFor(input: { pin: string; userId: string; displayName?: string | undefined }): Promise<ProfileWithSecretPlace> {
    const inUse = await this.#guard.allowChange(input.pin);
    const secretStoredIn = secretPlaceFor(this.#vault, inUse);
    const user = await this.#users.user(input.userId);
    const pair = await this.#newPair(user, inUse);
    // Checkout's keys belong to the branch, not the user, so the new profile sells in customer mode like this one.
    const { publicKey, privateKey } = (await this.#vault.readCredentials(inUse.id)) ?? {};
    const draft = {
      displayName: input.displayName ?? (`${user.first_name} ${user.last_name}`.trim() || user.email),
      accountId: inUse.accountId,
      accountName: inUse.accountName,
      environment: inUse.environment,
      role: user.role,
      userId: user.id,
    };
    const profile = await storedInVault(() => this.#vault.addProfile(draft, { ...pair, ...checkoutKeysOf({ publicKey, privateKey }) }));
    return { profile: profileSummaryOf(profile), secretStoredIn };
  }

  /** "Renew this profile's credentials": a new pair for the profile in use's own user, tried, then switched to. */
  async renew(input: { pin: string; userId?: string | undefined }): Promise<ProfileWithSecretPlace> {
    const inUse = await this.#guard.allowChange(input.pin);
    const secretStoredIn = secretPlaceFor(this.#vault, inUse);
    const userId = ownUserOf(inUse.userId, input.userId);
    const user = await this.#users.user(userId);
    // The guard saw an administrator's profile; a pair of a team member's would quietly take its rights away.
    if (user.role !== inUse.role) {
      const reason = 'This profile acts as an administrator: choose the administrator it belongs to.';
      throw new KioskFailure('invalid-input', reason, { userId: [reason] });
    }
    const pair = await this.#newPair(user, inUse);
    const current = await this.#vault.readCredentials(inUse.id);
    // D11: the old pair stays valid at the service, but the profile keeps only the new one.
    await storedInVault(() => this.#vault.saveCredentials(inUse.id, { ...checkoutKeysOf(current ?? {}), ...pair }));
    const updated = inUse.userId === userId ? inUse : await this.#vault.updateProfile(inUse.id, { userId });
    // K2: the session made with the old pair is deleted; the next call signs in with the new one.
    await this.#session.useChangedProfile(updated);
    return { profile: profileSummaryOf(updated), secretStoredIn };
  }

  /** D11: a new pair for the user on the branch in use, tried with a session of its own before anything keeps it (K2). */
  async #newPair(user: User, inUse: Profile): Promise<ApiCredentials> {
    const generated = await callAsAdministrator(
      this.#session,
      this.#log,
      (vendor) => vendor.generateUserApiCredentials({ userId: user.id, account_id: inUse.accountId }),
      (failure) =>
        failure.fieldErrors?.['account_id'] === undefined
          ? undefined
          : new KioskFailure(
              'refused',
              `${user.first_name} ${user.last_name} does not work for ${inUse.accountName}, so no credentials were made.`,
            ),
    );
    const pair = { apiId: generated.userKey.apiId, apiSecret: generated.userKey.apiSecret };
    const trial = await this.#session.connectWith(pair);
    const accounts = await trial.getAccounts();
    const ended = await trial.signOut();
    if (!ended.ok) this.#log.warn(`administration: could not delete the trial session: ${describeFailure(ended.error)}`);
    if (!accounts.ok) {
      this.#log.warn(`administration: new credentials did not work: ${describeFailure(accounts.error)}`);
      throw new KioskFailure(
        'credentials',
        'The financing service made new credentials but did not accept them. Nothing was changed; try again.',
      );
    }
    if (!accounts.data.accounts.some((account) => account.id === inUse.accountId))
      throw new KioskFailure('refused', `The new credentials cannot sell for ${inUse.accountName}. Nothing was changed.`);
    return pair;
  }
}
