import {
  application as applicationSchema,
  applicationIdParams,
  updateApplicationBody,
  type Application,
} from '../../shared/wire/applications';
import { listQuery } from '../../shared/wire/common';
import { errors } from '../../shared/wire/errors';
import { requireApplication } from '../application-records';
import { requireAccount, requireCaller } from '../authority';
import { formatTimestamp } from '../clock';
import { PageBodies } from '../encoding/page-bodies';
import { RecordEncodings } from '../encoding/record-encodings';
import { EncodedBody, type Handlers } from '../handler';
import { dateRange, pageNumberOf, pageSize, parseInput, parseInputPerField } from '../input';
import { setApplicationStatus } from '../lifecycle';
import type { Sandbox } from '../sandbox';
import { fail } from '../service-error';
import type { ApplicationRecord } from '../store/record-schemas';

/** D14: the buyer confirms delivery one decision delay after payment is requested. */
const deliveryConfirmed = 'application.delivery-confirmed';

export function applicationHandlers(
  sandbox: Sandbox,
): Handlers<'getApplications' | 'getApplication' | 'updateApplication' | 'requestApplicationPayment'> {
  sandbox.clock.on(deliveryConfirmed, (timer) => {
    const id = timer.data['applicationId'];
    const application = typeof id === 'string' ? sandbox.store.applications.get(id) : undefined;
    // Only an application still waiting for its payment becomes PAID (the control interface may have moved it).
    if (application?.status === 'APPROVED') setApplicationStatus(sandbox, application, 'PAID');
  });

  // For speed: each application encoded once until it changes; a page is its encodings joined, kept until the account changes.
  const pages = new PageBodies(
    sandbox.store.applicationsByAccount,
    new RecordEncodings(sandbox.store.applications, applicationSchema, presentApplication),
    'applications',
    pageSize,
  );

  return {
    getApplications: ({ query }, caller) => {
      const who = requireCaller(caller);
      const list = parseInputPerField(
        listQuery,
        query,
        { accountId: errors.applicationsNotAuthorized, startDate: errors.applicationsInvalidDate, endDate: errors.applicationsInvalidDate },
        errors.invalidInput,
      );
      const accountId = requireAccount(who, list.accountId, errors.applicationsNotAuthorized);
      const { from, to } = dateRange(list, sandbox.now(), errors.applicationsInvalidDate);
      return new EncodedBody(pages.body(accountId, from, to, pageNumberOf(list.pageNumber, errors.invalidInput)));
    },
    getApplication: ({ params }, caller) => {
      const { application_id } = parseInput(applicationIdParams, params, errors.applicationIdMissing);
      return { application: presentApplication(requireApplication(sandbox, requireCaller(caller), application_id)) };
    },
    // D13: reference_number is the only field a vendor may change.
    updateApplication: ({ params, body }, caller) => {
      const { application_id } = parseInput(applicationIdParams, params, errors.applicationIdMissing);
      const application = requireApplication(sandbox, requireCaller(caller), application_id);
      const { reference_number } = parseInput(updateApplicationBody, body, errors.invalidReference);
      sandbox.store.applications.update(application, (draft) => {
        draft.reference_number = reference_number;
      });
      return { application: presentApplication(application) };
    },
    requestApplicationPayment: ({ params }, caller) => {
      const who = requireCaller(caller);
      const { application_id } = parseInput(applicationIdParams, params, errors.applicationIdMissing);
      const application = requireApplication(sandbox, who, application_id, errors.paymentNotFound);
      // Payment moves money: only the branch the session's credentials were issued for may ask for it (D10).
      if (application.account_id !== who.accountId) fail(errors.paymentUnauthorized);
      if (application.status !== 'APPROVED') fail(errors.invalidApplicationStatus); // D14
      sandbox.clock.schedule(sandbox.now() + sandbox.config.decisionDelayMs, deliveryConfirmed, { applicationId: application.id });
      return { application: presentApplication(application) };
    },
  };
}

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
