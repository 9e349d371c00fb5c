import type { StateCreator } from 'zustand';
import type { z } from 'zod';
import type { KioskResult } from '../../shared/contract';
import type {
  AdministeredUser,
  branchesInUse,
  CreateUserInput,
  listedApiKey,
  listedWebhook,
  UpdateUserInput,
} from '../../shared/contract/administration';
import { kiosk } from '../kiosk';
import { done, failed, idle, working, type AsyncState } from './async-state';
import type { CustomerReset } from './customer-reset';
import type { KioskStore } from './kiosk-store';

export type AdministrationSection = 'users' | 'credentials' | 'branches' | 'checkout-keys' | 'webhooks' | 'this-kiosk';
export type BranchesInUse = z.infer<typeof branchesInUse>;
export type ListedApiKey = z.infer<typeof listedApiKey>;
export type ListedWebhook = z.infer<typeof listedWebhook>;

/** What one change ended in: done (with plain words for the screen) or failed, as main said it. */
export type ChangeOutcome = AsyncState;

/** K9: the branch's administration as an ADMINISTRATOR profile sees it; every change carries the staff PIN again. */
export interface AdministrationSlice {
  administrationSection: AdministrationSection;
  showAdministrationSection(section: AdministrationSection): void;
  users: readonly AdministeredUser[];
  usersSearch: string;
  usersPage: number;
  usersHaveMore: boolean;
  usersState: AsyncState;
  loadUsers(query?: { search?: string; page?: number }): Promise<void>;
  branches: BranchesInUse | null;
  branchesState: AsyncState;
  loadBranches(): Promise<void>;
  checkoutKeys: readonly ListedApiKey[];
  checkoutKeysState: AsyncState;
  loadCheckoutKeys(): Promise<void>;
  webhooks: readonly ListedWebhook[];
  kioskReceiverUrl: string | undefined;
  webhooksState: AsyncState;
  loadWebhooks(): Promise<void>;
  /** Plain words on the last change that went through ("… is in the OS keychain"), never a secret (K1). */
  administrationNotice: string | null;
  createUser(input: CreateUserInput): Promise<ChangeOutcome>;
  updateUser(input: UpdateUserInput): Promise<ChangeOutcome>;
  deleteUser(pin: string, id: string): Promise<ChangeOutcome>;
  setUpKioskFor(pin: string, user: AdministeredUser): Promise<ChangeOutcome>;
  renewCredentials(pin: string, userId?: string): Promise<ChangeOutcome>;
  switchBranch(pin: string, accountId: string): Promise<ChangeOutcome>;
  deleteCheckoutKey(pin: string, id: string): Promise<ChangeOutcome>;
  setUpCustomerMode(pin: string): Promise<ChangeOutcome>;
  addWebhook(pin: string, url?: string): Promise<ChangeOutcome>;
  deleteWebhook(pin: string, id: string): Promise<ChangeOutcome>;
}

const initialAdministration = {
  administrationSection: 'users',
  users: [],
  usersSearch: '',
  usersPage: 1,
  usersHaveMore: false,
  usersState: idle,
  branches: null,
  branchesState: idle,
  checkoutKeys: [],
  checkoutKeysState: idle,
  webhooks: [],
  kioskReceiverUrl: undefined,
  webhooksState: idle,
  administrationNotice: null,
} satisfies Partial<AdministrationSlice>;

/**
 * No customer data here, but staff names, emails and mobiles: wiped with the customer (K4) all the same, because an
 * idle or handed-over kiosk is in front of customers, and a profile switch must not show the last one's branch.
 */
export const resetAdministration: CustomerReset<AdministrationSlice> = () => initialAdministration;

export const createAdministrationSlice: StateCreator<KioskStore, [], [], AdministrationSlice> = (set, get) => {
  /** A change's answer: on success `apply` keeps what main answered and says what happened; either way the outcome. */
  const change = async <T>(call: Promise<KioskResult<T>>, apply: (data: T) => Partial<AdministrationSlice>): Promise<ChangeOutcome> => {
    set({ administrationNotice: null });
    const result = await call;
    if (!result.ok) return failed(result.error);
    set(apply(result.data));
    return done;
  };
  const reloadUsers = () => void get().loadUsers();
  return {
    ...initialAdministration,
    showAdministrationSection: (section) => set({ administrationSection: section, administrationNotice: null }),
    loadUsers: async (query = {}) => {
      const search = query.search ?? get().usersSearch;
      const page = query.page ?? (query.search === undefined ? get().usersPage : 1);
      set({ usersSearch: search, usersPage: page, usersState: working });
      const result = await kiosk().users.list(search === '' ? { pageNumber: page } : { search });
      set(
        result.ok
          ? { users: result.data.users, usersHaveMore: result.data.hasMoreRecords, usersState: idle }
          : { usersState: failed(result.error) },
      );
    },
    loadBranches: async () => {
      set({ branchesState: working });
      const result = await kiosk().branches.list();
      set(result.ok ? { branches: result.data, branchesState: idle } : { branchesState: failed(result.error) });
    },
    loadCheckoutKeys: async () => {
      set({ checkoutKeysState: working });
      const result = await kiosk().checkoutKeys.list();
      set(result.ok ? { checkoutKeys: result.data.keys, checkoutKeysState: idle } : { checkoutKeysState: failed(result.error) });
    },
    loadWebhooks: async () => {
      set({ webhooksState: working });
      const result = await kiosk().webhooks.list();
      set(
        result.ok
          ? { webhooks: result.data.webhooks, kioskReceiverUrl: result.data.kioskReceiverUrl, webhooksState: idle }
          : { webhooksState: failed(result.error) },
      );
    },
    createUser: (input) =>
      change(kiosk().users.create(input), (user) => {
        reloadUsers();
        return { administrationNotice: `${user.first_name} ${user.last_name} is added.` };
      }),
    updateUser: (input) =>
      change(kiosk().users.update(input), (user) => ({
        users: get().users.map((listed) => (listed.id === user.id ? user : listed)),
        administrationNotice: `${user.first_name} ${user.last_name} is saved.`,
      })),
    deleteUser: (pin, id) =>
      change(kiosk().users.delete({ pin, id }), (deleted) => {
        // The profiles it removed are gone from the picker too.
        void get().loadProfiles();
        return { users: get().users.filter((user) => user.id !== id), administrationNotice: deleted.message };
      }),
    setUpKioskFor: (pin, user) =>
      change(kiosk().users.setUpKiosk({ pin, userId: user.id }), ({ profile, secretStoredIn }) => {
        reloadUsers();
        void get().loadProfiles();
        return {
          administrationNotice: `This kiosk now has a profile “${profile.displayName}” for ${user.first_name} ${user.last_name}. Its API secret went straight to ${secretStoredIn}; nobody sees it. Choose it with “Switch profile”.`,
        };
      }),
    renewCredentials: (pin, userId) =>
      change(kiosk().credentials.renew(userId === undefined ? { pin } : { pin, userId }), ({ profile, secretStoredIn }) => {
        void get().loadSession();
        return {
          administrationNotice: `“${profile.displayName}” now uses new API credentials, checked with the service. The new secret went straight to ${secretStoredIn}; the old pair no longer works.`,
        };
      }),
    switchBranch: (pin, accountId) =>
      change(kiosk().branches.switch({ pin, accountId }), (branches) => {
        // The top bar names the branch in use.
        void get().loadSession();
        const name = branches.branches.find((branch) => branch.accountId === branches.inUse)?.name ?? 'the chosen branch';
        return { branches, administrationNotice: [`This profile now sells for ${name}.`, branches.note].filter(Boolean).join(' ') };
      }),
    deleteCheckoutKey: (pin, id) =>
      change(kiosk().checkoutKeys.delete({ pin, id }), ({ keys }) => ({ checkoutKeys: keys, administrationNotice: 'The key is deleted.' })),
    setUpCustomerMode: (pin) =>
      change(kiosk().checkoutKeys.setUpCustomerMode({ pin }), ({ keys, privateKeyStoredIn, replacedPrivateKey }) => ({
        checkoutKeys: keys,
        administrationNotice: [
          `Customer mode is set up on this kiosk. The new private key went straight to ${privateKeyStoredIn}; nobody sees it.`,
          replacedPrivateKey ? 'It replaced the branch’s old private key: other kiosks of this branch need setting up again.' : '',
        ]
          .filter(Boolean)
          .join(' '),
      })),
    addWebhook: (pin, url) =>
      change(kiosk().webhooks.add(url === undefined ? { pin } : { pin, url }), ({ webhooks, kioskReceiverUrl }) => ({
        webhooks,
        kioskReceiverUrl,
        administrationNotice: 'The webhook is added.',
      })),
    deleteWebhook: (pin, id) =>
      change(kiosk().webhooks.delete({ pin, id }), ({ webhooks, kioskReceiverUrl }) => ({
        webhooks,
        kioskReceiverUrl,
        administrationNotice: 'The webhook is deleted.',
      })),
  };
};
