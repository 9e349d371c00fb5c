import { errors } from '../../shared/wire/errors';
import type { Handlers } from '../handler';
import type { Sandbox } from '../sandbox';
import { fail } from '../service-error';

// STUB: to be implemented.
export function applicationHandlers(_sandbox: Sandbox): Handlers<'getApplications' | 'getApplication' | 'updateApplication' | 'requestApplicationPayment'> {
  return {
    getApplications: () => fail(errors.notFound),
    getApplication: () => fail(errors.notFound),
    updateApplication: () => fail(errors.notFound),
    requestApplicationPayment: () => fail(errors.notFound),
  };
}

import type { Application } from '../../shared/wire/applications';
import { formatTimestamp } from '../clock';
import type { ApplicationRecord } from '../state';

export function presentApplication(record: ApplicationRecord): Application {
  return {
    id: record.id,
    account_id: record.account_id,
    applicants: record.applicants,
    team_member: record.team_member,
    financed_amount: record.financed_amount,
    repayment_term: record.repayment_term,
    product_category: record.product_category,
    product_description: record.product_description,
    reference_number: record.reference_number,
    status: record.status,
    status_history: record.history.map((change) => ({ status: change.status, time: formatTimestamp(change.at) })),
    created: formatTimestamp(record.created),
  };
}
