import type { ApiKey } from '../../../shared/wire/api-keys';
import type { CredentialVault } from '../../credentials/credential-vault';
import type { Profile } from '../../credentials/profiles';
import { createOnce } from '../../vendor/reconciled-creates';
import { ok } from '../../core/result';
import { KioskFailure } from '../../core/kiosk-failure';
import type { Logger } from '../../core/logger';
import type { SessionService } from '../../session/session-service';
import type { SecretPlace } from '../../../shared/contract/administration';
import { callAsAdministrator } from './admin-call';
import type { AdministratorGuard } from './administrator-guard';
import { customerModeAddresses } from './customer-mode-addresses';
import { isKeyInUse } from './key-in-use';
import { secretPlaceFor, storedInVault } from './secret-place';
import { checkoutKeysOf } from './stored-checkout-keys';

export interface CheckoutKeyAdministrationOptions {
  session: SessionService;
  guard: AdministratorGuard;
  vault: CredentialVault;
  log: Logger;
  /** Where checkout sends the customer back, as the running host told the checkout service (null until it did). */
  returnUrl: () => string | null;
  /** The keys customer mode uses now: those kept for the profile, else (training) its sandbox's demo keys. */
  keysInUse: () => Promise<{ publicKey?: string | undefined; privateKey?: string | undefined }>;
  /** Told once the profile's keys changed, so status tracking verifies webhooks with the new private key (D25, D26). */
  onKeysChanged: () => void;
}

type ListedKey = ApiKey & { usedByThisKiosk: boolean };

/** D23, D24: the branch's checkout keys, and customer mode set up on this kiosk with its own pair; private keys stay in main (K1). */
export class CheckoutKeyAdministration {
  readonly #options: CheckoutKeyAdministrationOptions;

  constructor(options: CheckoutKeyAdministrationOptions) {
    this.#options = options;
  }

  async list(): Promise<{ keys: ListedKey[] }> {
    const profile = await this.#options.guard.allowRead();
    return { keys: await this.#listed(profile) };
  }

  /** The key goes at the service; when customer mode here used it, it goes from the keychain entry too. */
  async delete(pin: string, id: string): Promise<{ keys: ListedKey[] }> {
    const profile = await this.#options.guard.allowChange(pin);
    const key = (await this.#keys(profile)).find((each) => each.id === id);
    await this.#call((vendor) => vendor.deleteApiKey({ id }));
    const stored = await this.#options.vault.readCredentials(profile.id);
    if (key && stored && isKeyInUse(key, stored)) {
      const { apiId, apiSecret } = stored;
      const kept = key.type === 'PUBLIC' ? { privateKey: stored.privateKey } : { publicKey: stored.publicKey };
      await storedInVault(() => this.#options.vault.saveCredentials(profile.id, { apiId, apiSecret, ...checkoutKeysOf(kept) }));
      this.#options.onKeysChanged();
    }
    return { keys: await this.#listed(profile) };
  }

  /**
   * One action: a public key whose lists name the kiosk (D23) and a private key, both kept in the profile's keychain
   * entry, where customer mode and status tracking read them (in training too: kept keys come before the demo ones).
   * D24: a branch has one private key, so a new one replaces the old one for every kiosk of the branch.
   */
  async setUpCustomerMode(pin: string): Promise<{ keys: ListedKey[]; privateKeyStoredIn: SecretPlace; replacedPrivateKey: boolean }> {
    const profile = await this.#options.guard.allowChange(pin);
    const privateKeyStoredIn = secretPlaceFor(this.#options.vault, profile);
    const stored = await this.#options.vault.readCredentials(profile.id);
    if (!stored) throw new KioskFailure('credentials', 'This profile has no credentials in the keychain. Add it again.');
    const before = await this.#keys(profile);
    const lists = customerModeAddresses(this.#options.returnUrl());
    const account_id = profile.accountId;
    const publicKey = await this.#call((vendor) =>
      createOnce(
        async () => {
          const created = await vendor.createApiKey({ account_id, type: 'PUBLIC', ...lists });
          return created.ok ? ok(created.data.apiKey) : created;
        },
        // K3: a lost answer is looked for first: a public key that was not there before, with the same lists.
        async () => {
          const listed = await vendor.getApiKeys({ accountId: account_id });
          if (!listed.ok) return listed;
          return ok(
            listed.data.apiKeys.find((key) => key.type === 'PUBLIC' && !before.some((old) => old.id === key.id) && sameLists(key, lists)),
          );
        },
        2,
      ),
    );
    const privateKey = await this.#call((vendor) =>
      createOnce(
        async () => {
          const created = await vendor.createApiKey({ account_id, type: 'PRIVATE', referrer_urls: [], redirect_urls: [] });
          return created.ok ? ok(created.data.apiKey) : created;
        },
        // A listed private key shows four characters only (D24), so a lost one is made again: it replaces the lost one.
        async () => ok(undefined),
        2,
      ),
    );
    await storedInVault(() =>
      this.#options.vault.saveCredentials(profile.id, {
        apiId: stored.apiId,
        apiSecret: stored.apiSecret,
        publicKey: publicKey.key,
        privateKey: privateKey.key,
      }),
    );
    this.#options.onKeysChanged();
    return {
      keys: await this.#listed(profile),
      privateKeyStoredIn,
      replacedPrivateKey: before.some((key) => key.type === 'PRIVATE'),
    };
  }

  async #listed(profile: Profile): Promise<ListedKey[]> {
    const keys = await this.#keys(profile);
    const inUse = await this.#options.keysInUse().catch(() => ({}));
    return keys.map((key) => ({ ...key, usedByThisKiosk: isKeyInUse(key, inUse) }));
  }

  async #keys(profile: Profile): Promise<ApiKey[]> {
    return (await this.#call((vendor) => vendor.getApiKeys({ accountId: profile.accountId }))).apiKeys;
  }

  #call<T>(use: Parameters<typeof callAsAdministrator<T>>[2]): Promise<T> {
    return callAsAdministrator(this.#options.session, this.#options.log, use);
  }
}

function sameLists(key: ApiKey, lists: { referrer_urls: readonly string[]; redirect_urls: readonly string[] }): boolean {
  const same = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((entry, index) => entry === b[index]);
  return same(key.referrer_urls, lists.referrer_urls) && same(key.redirect_urls, lists.redirect_urls);
}
