import type { Branch } from '../../../shared/contract/profiles';
import type { CredentialVault } from '../../credentials/credential-vault';
import { KioskFailure } from '../../core/kiosk-failure';
import type { Logger } from '../../core/logger';
import type { SessionService } from '../../session/session-service';
import { callAsAdministrator } from './admin-call';
import type { AdministratorGuard } from './administrator-guard';

export interface BranchesInUse {
  branches: Branch[];
  inUse: string;
  note?: string;
}

/** D10: the branches the profile's user may sell for; switching keeps the choice in the profile (metadata only, K1). */
export class BranchAdministration {
  readonly #session: SessionService;
  readonly #guard: AdministratorGuard;
  readonly #vault: CredentialVault;
  readonly #log: Logger;

  constructor(options: { session: SessionService; guard: AdministratorGuard; vault: CredentialVault; log: Logger }) {
    this.#session = options.session;
    this.#guard = options.guard;
    this.#vault = options.vault;
    this.#log = options.log;
  }

  async list(): Promise<BranchesInUse> {
    const profile = await this.#guard.allowRead();
    return { branches: await this.#branches(), inUse: profile.accountId };
  }

  /**
   * Checkout's keys are the branch's (D24), so those kept for the old branch are dropped: customer mode is set up again
   * for the new one (training falls back to its sandbox's demo keys).
   */
  async switchTo(pin: string, accountId: string): Promise<BranchesInUse> {
    const inUse = await this.#guard.allowChange(pin);
    const branches = await this.#branches();
    const branch = branches.find((each) => each.accountId === accountId);
    if (!branch) {
      const reason = 'This profile cannot sell for that branch. Choose one of the list.';
      throw new KioskFailure('invalid-input', reason, { accountId: [reason] });
    }
    if (branch.accountId === inUse.accountId) return { branches, inUse: inUse.accountId };
    const credentials = await this.#vault.readCredentials(inUse.id);
    const hadKeys = credentials?.publicKey !== undefined || credentials?.privateKey !== undefined;
    if (credentials && hadKeys) await this.#vault.saveCredentials(inUse.id, { apiId: credentials.apiId, apiSecret: credentials.apiSecret });
    const updated = await this.#vault.updateProfile(inUse.id, { accountId: branch.accountId, accountName: branch.name });
    // Lists, creates and status tracking follow the profile's branch from now on.
    await this.#session.useChangedProfile(updated);
    const note = `This profile now sells for ${branch.name}. Customer mode was set up for the other branch: set it up again here.`;
    return { branches, inUse: updated.accountId, ...(hadKeys ? { note } : {}) };
  }

  async #branches(): Promise<Branch[]> {
    const answer = await callAsAdministrator(this.#session, this.#log, (vendor) => vendor.getAccounts());
    return answer.accounts.map((account) => ({ accountId: account.id, name: account.entity_trading_name || account.entity_legal_name }));
  }
}
