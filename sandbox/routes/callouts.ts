import { createCalloutBody, type Callout } from '../../shared/wire/callouts';
import { errors } from '../../shared/wire/errors';
import { requireAccount, requireCaller } from '../authority';
import { earliestCallSlot } from '../../shared/callouts/call-slot';
import { formatTimestamp } from '../clock';
import type { Handlers } from '../handler';
import { parseInput } from '../input';
import { checkProposedPurchase } from '../proposed-purchase';
import { fullName, type Sandbox } from '../sandbox';
import { defaultLimits } from '../store/account-limits';
import type { CalloutRecord } from '../store/record-schemas';

export function presentCallout(record: CalloutRecord): Callout {
  return {
    id: record.id,
    first_name: record.first_name,
    last_name: record.last_name,
    full_name: fullName(record),
    phone: record.phone,
    email: record.email,
    applicant_email: record.email,
    total_purchase_amount: record.total_purchase_amount,
    deposit_amount: record.deposit_amount,
    financed_amount: record.total_purchase_amount - record.deposit_amount,
    repayment_term: record.repayment_term,
    product_category: record.product_category,
    product_description: record.product_description,
    call_datetime: formatTimestamp(record.call_datetime),
    status: record.status,
    created: formatTimestamp(record.created),
    modified: formatTimestamp(record.modified),
  };
}

export function calloutHandlers(sandbox: Sandbox): Handlers<'createCalloutRequest'> {
  return {
    createCalloutRequest: ({ body }, caller) => {
      const who = requireCaller(caller);
      const { account_id, ...details } = parseInput(createCalloutBody, body, errors.invalidInput);
      // D18: without account_id the callout belongs to the user's first account.
      const accountId = requireAccount(who, account_id ?? who.user.accountIds[0] ?? '', errors.notAuthorized);
      const limits = sandbox.account(accountId)?.limits ?? defaultLimits();
      const product_category = checkProposedPurchase(limits, details, errors.invalidInput);
      const now = sandbox.now();
      const callout: CalloutRecord = {
        ...details,
        product_category,
        id: sandbox.newId('callout_'),
        account_id: accountId,
        call_datetime: earliestCallSlot(now),
        status: 'OPEN',
        created: now,
        modified: now,
      };
      sandbox.store.callouts.insert(callout);
      return { callout: presentCallout(callout) };
    },
  };
}
