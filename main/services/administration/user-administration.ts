import type { AdministeredUser, CreateUserInput, UpdateUserInput } from '../../../shared/contract/administration';
import { collectPages } from '../../../shared/paging/walk-pages';
import type { User } from '../../../shared/wire/users';
import type { CredentialVault } from '../../credentials/credential-vault';
import type { Profile } from '../../credentials/profiles';
import { ok, type Result } from '../../core/result';
import type { Logger } from '../../core/logger';
import type { SessionService } from '../../session/session-service';
import type { VendorPort } from '../../core/vendor-port';
import { callAsAdministrator } from './admin-call';
import type { AdministratorGuard } from './administrator-guard';
import { kioskProfilesOfUser } from './kiosk-profiles-of-user';
import { userRefusal, type UserAction } from './user-refusals';
import { matchesUserSearch } from './user-search';

export interface UserAdministrationOptions {
  session: SessionService;
  guard: AdministratorGuard;
  vault: CredentialVault;
  log: Logger;
}

/** The branch's users (D12), for an administrator (K9); refusals come back next to the form's fields. */
export class UserAdministration {
  readonly #session: SessionService;
  readonly #guard: AdministratorGuard;
  readonly #vault: CredentialVault;
  readonly #log: Logger;

  constructor(options: UserAdministrationOptions) {
    this.#session = options.session;
    this.#guard = options.guard;
    this.#vault = options.vault;
    this.#log = options.log;
  }

  /** D8: one page of the service's; with a search, every page, and the matches at once. */
  async list(input: {
    search?: string | undefined;
    pageNumber?: number | undefined;
  }): Promise<{ users: AdministeredUser[]; hasMoreRecords: boolean }> {
    const profile = await this.#guard.allowRead();
    const search = input.search ?? '';
    const page = (pageNumber: number) =>
      this.#call((vendor) => vendor.getUsers({ accountId: profile.accountId, pageNumber: String(pageNumber) }));
    if (search === '') {
      const answer = await page(input.pageNumber ?? 1);
      return { users: await this.#described(answer.users), hasMoreRecords: answer.hasMoreRecords === 1 };
    }
    const every = await collectPages(async (pageNumber) => {
      const answer = await page(pageNumber);
      return ok({ records: answer.users, more: answer.hasMoreRecords === 1 });
    });
    const users = every.ok ? every.data.filter((user) => matchesUserSearch(user, search)) : [];
    return { users: await this.#described(users), hasMoreRecords: false };
  }

  async get(userId: string): Promise<AdministeredUser> {
    await this.#guard.allowRead();
    return this.#describedOne(await this.user(userId));
  }

  async create(input: CreateUserInput): Promise<AdministeredUser> {
    const { pin, ...fields } = input;
    const profile = await this.#guard.allowChange(pin);
    // K3: a create whose answer was lost is looked for before it is tried again.
    const created = await this.#call((vendor) => vendor.createUserOnce({ account_id: profile.accountId, ...fields }), 'create');
    return this.#describedOne(created.user);
  }

  async update(input: UpdateUserInput): Promise<AdministeredUser> {
    const { pin, id, ...fields } = input;
    await this.#guard.allowChange(pin);
    const updated = await this.#call((vendor) => vendor.updateUser({ userId: id, ...fields }), 'update');
    return this.#describedOne(updated.user);
  }

  /** D10: the service revokes the user's credentials and ends their sessions; this kiosk's profiles for them go too. */
  async delete(
    pin: string,
    userId: string,
  ): Promise<{ id: string; removedProfiles: { id: string; displayName: string }[]; message: string }> {
    const inUse = await this.#guard.allowChange(pin);
    await this.#call((vendor) => vendor.deleteUser({ userId }), 'delete');
    const theirs = kioskProfilesOfUser(await this.#vault.listProfiles(), inUse, userId);
    for (const profile of theirs) await this.#vault.deleteProfile(profile.id);
    const removedProfiles = theirs.map(({ id, displayName }) => ({ id, displayName }));
    return { id: userId, removedProfiles, message: deletedMessage(removedProfiles.map((profile) => profile.displayName)) };
  }

  /** One user as the service shows it, for the other administration services (no guard: theirs has run). */
  async user(userId: string): Promise<User> {
    return (await this.#call((vendor) => vendor.getUser({ userId }))).user;
  }

  #call<T>(use: (vendor: VendorPort) => Promise<Result<T>>, action: UserAction = 'read'): Promise<T> {
    return callAsAdministrator(this.#session, this.#log, use, (failure) => userRefusal(failure, action));
  }

  async #describedOne(user: User): Promise<AdministeredUser> {
    const [described] = await this.#described([user]);
    if (!described) throw new Error('a user described is a user');
    return described;
  }

  async #described(users: readonly User[]): Promise<AdministeredUser[]> {
    const inUse = this.#session.profileInUse();
    const profiles = await this.#vault.listProfiles();
    return users.map((user) => ({
      ...user,
      isYou: inUse.userId === user.id,
      kioskProfiles: kioskProfilesOfUser(profiles, inUse, user.id).map(({ id, displayName }: Profile) => ({ id, displayName })),
    }));
  }
}

function deletedMessage(profileNames: readonly string[]): string {
  const done = 'The user was deleted: their API credentials no longer work and their sessions have ended.';
  if (profileNames.length === 0) return done;
  return `${done} Their staff profile on this kiosk (${profileNames.join(', ')}) was signed out and removed.`;
}
