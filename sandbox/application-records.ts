import type { ApplicationStatus } from '../shared/enums';
import type { Applicant } from '../shared/wire/applications';
import { errors, type ErrorSpec } from '../shared/wire/errors';
import { requireResourceAccess } from './authority';
import type { Caller, Sandbox } from './sandbox';
import { fail } from './service-error';
import type { ApplicationRecord } from './store/record-schemas';

// Applications are created only by customers, through checkout or a quote's apply link (D13); the vendor
// interface reads and annotates them.

export interface NewApplication {
  account_id: string;
  applicants: Omit<Applicant, 'id'>[];
  team_member: string;
  total_purchase_amount: number;
  deposit_amount: number;
  repayment_term: number;
  product_category: string;
  product_description: string;
  /** Checkout's optional vendor reference (D13). */
  reference_number?: string;
  /** D14: `QUOTE` while the customer is still filling the application in. */
  status?: ApplicationStatus;
  /** Sandbox time of creation; now unless a seed arranges history. */
  created?: number;
  quoteId?: string;
}

/** Application numbers start here, so even the first looks like a real one (D7: numeric string ids). */
const firstApplicationNumber = 4_000_000;

export function addApplication(sandbox: Sandbox, fields: NewApplication): ApplicationRecord {
  const { applicants, status = 'QUOTE', created = sandbox.now(), reference_number = '', ...rest } = fields;
  const record: ApplicationRecord = {
    ...rest,
    id: String(firstApplicationNumber + sandbox.nextNumber()),
    applicants: applicants.map((applicant) => ({ ...applicant, id: sandbox.newId('apc_') })),
    financed_amount: fields.total_purchase_amount - fields.deposit_amount,
    reference_number,
    status,
    history: [{ status, at: created }],
    created,
    documents: [],
  };
  return sandbox.store.applications.insert(record);
}

/**
 * The caller's application named by a path id: blank → 400/4402, none such (non-numeric ids too) → 404/4041
 * `notFound`, another account's → 401/4010 (document, "Errors / Applications"; D10).
 */
export function requireApplication(
  sandbox: Sandbox,
  caller: Caller,
  applicationId: string,
  notFound: ErrorSpec = errors.applicationNotFound,
): ApplicationRecord {
  if (applicationId.trim() === '') fail(errors.applicationIdMissing);
  const application = sandbox.store.applications.get(applicationId) ?? fail(notFound);
  requireResourceAccess(caller, [application.account_id], errors.applicationForbidden);
  return application;
}
