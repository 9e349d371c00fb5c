import type { EndpointId } from '../../../shared/wire/endpoints';
import { addApplication, type NewApplication } from '../../../sandbox/application-records';
import type { Sandbox } from '../../../sandbox/sandbox';
import { defaultLimits } from '../../../sandbox/store/account-limits';
import type { ApplicationRecord, UserRecord } from '../../../sandbox/store/record-schemas';
import type { TestSandbox } from './harness';

// Arranging helpers for sandbox tests: things no vendor endpoint creates (D13) or that a test needs set up directly.

/** The seed's first user, the one `login()` acts as by default. */
export function seedUser(sandbox: Sandbox): UserRecord {
  const user = sandbox.state.users[0];
  if (!user) throw new Error('the seed has no user');
  return user;
}

/** A customer's application (D13 allows no vendor endpoint to create one); APPROVED unless told otherwise. */
export function arrangeApplication(sandbox: Sandbox, fields: Partial<NewApplication> = {}): ApplicationRecord {
  return addApplication(sandbox, {
    account_id: seedUser(sandbox).accountIds[0] ?? '',
    applicants: [{ name: 'Jamie Customer', email: 'jamie@example.com', mobile: '0412345678', dob: '1985-04-12', joint_applicant: 0 }],
    team_member: 'Alex Admin',
    total_purchase_amount: 1_250_000,
    deposit_amount: 250_000,
    repayment_term: 24,
    product_category: 'Solar Panel Package',
    product_description: '6.6 kW solar system',
    status: 'APPROVED',
    ...fields,
  });
}

/** Another account (branch); the given user belongs to it too when `member` is passed (D10). */
export function arrangeBranch(sandbox: Sandbox, member?: UserRecord): string {
  const id = sandbox.newId('acc_');
  sandbox.store.accounts.insert({
    id,
    entity_legal_name: `Branch ${id} Pty Ltd`,
    entity_trading_name: `Branch ${id}`,
    limits: defaultLimits(),
  });
  if (member) sandbox.store.users.update(member, (draft) => (draft.accountIds = [...draft.accountIds, id]));
  return id;
}

/** D27: the next request to `endpoint` answers its first documented 5xx. */
export async function injectFault(test: TestSandbox, endpoint: EndpointId): Promise<void> {
  const answer = await test.request('POST', '/sandbox/v1/faults', { body: { endpoint, count: 1, mode: 'error' } });
  if (answer.http !== 200) throw new Error(`fault not injected: ${JSON.stringify(answer.body)}`);
}

const fileSignatures = {
  jpeg: [0xff, 0xd8, 0xff, 0xe0],
  png: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  pdf: [...Buffer.from('%PDF-1.7\n', 'latin1')],
} as const;

/** A file of the given format and size as strict base64 (D16): its signature, then zero bytes. */
export function fileContent(format: keyof typeof fileSignatures, size = 64): string {
  const bytes = Buffer.alloc(size);
  Buffer.from(fileSignatures[format]).copy(bytes);
  return bytes.toString('base64');
}
