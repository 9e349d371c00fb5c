import { createApiKey } from '../api-key-records';
import { issueCredentials } from '../credentials';
import { fullName, type Sandbox } from '../sandbox';
import { defaultLimits } from '../store/account-limits';
import type { UserRecord } from '../store/record-schemas';
import { sandboxContent } from './content';
import { addDemoHistory, demoHistoryDays, type BranchPlan } from './demo-history';
import { demoAdministrator, demoTeamMember, type DemoStaff } from './demo-people';
import { SeededRandom } from './seeded-random';
import type { Seed } from './seed';

// D28 `demo`: Sunrise Solar and its Newcastle branch, two staff, checkout keys for the kiosk, and eighteen
// months of quotes and applications, the same on every start (seeded; times relative to sandbox now).

const dayMs = 86_400_000;

const accounts = [
  { id: '1001', entity_legal_name: 'Sunrise Solar Pty Ltd', entity_trading_name: 'Sunrise Solar' },
  { id: '1002', entity_legal_name: 'Sunrise Solar Pty Ltd — Newcastle', entity_trading_name: 'Sunrise Solar Newcastle' },
] as const;

/** 1,234 applications and 600 quotes; the head office's 1,034 applications fill three pages (D8). */
const branches: readonly BranchPlan[] = [
  { accountId: '1001', applications: 1_034, quotes: 510, referencePrefix: 'SS' },
  { accountId: '1002', applications: 200, quotes: 90, referencePrefix: 'SSN' },
];

export const demoSeed: Seed = (sandbox: Sandbox) => {
  const since = sandbox.now() - demoHistoryDays * dayMs;
  const rng = new SeededRandom(1001); // any fixed seed: the same history on every start
  for (const content of sandboxContent(since)) sandbox.store.content.insert(content);
  for (const account of accounts) sandbox.store.accounts.insert({ ...account, limits: defaultLimits() });
  const administrator = addStaff(sandbox, demoAdministrator, since);
  const teamMember = addStaff(sandbox, demoTeamMember, since);
  // The team member makes most of the sales.
  addDemoHistory(sandbox, rng, branches, [
    [fullName(administrator), 3],
    [fullName(teamMember), 7],
  ]);

  // The kiosk's own origins (app:// in Electron, its loopback host in a browser) and its checkout return page.
  const { referrer_urls, redirect_urls } = sandbox.config.demoKiosk;
  const publicKey = createApiKey(sandbox, {
    account_id: '1001',
    type: 'PUBLIC',
    referrer_urls: [...referrer_urls],
    redirect_urls: [...redirect_urls],
  });
  const privateKey = createApiKey(sandbox, { account_id: '1001', type: 'PRIVATE', referrer_urls: [], redirect_urls: [] });
  return {
    credentials: {
      administrator: issueCredentials(sandbox, administrator.id, '1001'),
      teamMember: issueCredentials(sandbox, teamMember.id, '1001'),
    },
    publicKey: publicKey.key,
    privateKey: privateKey.key,
  };
};

/** D28: both staff work in both branches. */
function addStaff(sandbox: Sandbox, staff: DemoStaff, since: number): UserRecord {
  const user: UserRecord = {
    id: sandbox.newId('usr_'),
    ...staff,
    accountIds: accounts.map((account) => account.id),
    created: since - 30 * dayMs,
  };
  sandbox.store.users.insert(user);
  return user;
}
