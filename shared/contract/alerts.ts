import { z } from 'zod/mini';
import { alertStatuses } from '../alerts/status-alert';
import { applicationStatus } from '../wire/application-status';
import { timestamp } from '../wire/common';
import { applicationId } from './ids';

// Issue 38 item 12: what needs the salesperson, and the alerts that tell them. Application numbers and statuses only:
// no customer's name or amount (K4, K12), so none of this needs clearing for the next customer. zod/mini: the top bar's
// Needs you count is the first screen's, checked before the whole contract loads (issue 37).

/**
 * Why an application needs staff: approved and no payment requested from this kiosk yet (`requestPayment`), the same
 * with no invoice at the provider or sent from this kiosk (`invoiceMissing`: the invoice comes first), or referred
 * (`referred`: the provider is reviewing it).
 */
export const needsYouReason = z.enum(['requestPayment', 'invoiceMissing', 'referred']);
export type NeedsYouReason = z.infer<typeof needsYouReason>;

export const needsYouItem = z.object({
  applicationId,
  status: applicationStatus,
  reason: needsYouReason,
  /** When the application took its status (D4), from its history. */
  since: timestamp,
});
export type NeedsYouItem = z.infer<typeof needsYouItem>;

/** Newest first. */
export const needsYouList = z.object({ items: z.array(needsYouItem).check(z.maxLength(1000)) });
export type NeedsYouList = z.infer<typeof needsYouList>;

/** An alert main asks the screens to show as the browser's notification, where main has no OS notifications of its own. */
export const statusAlert = z.object({
  applicationId,
  status: z.enum(alertStatuses),
  title: z.string().check(z.maxLength(200)),
  body: z.string().check(z.maxLength(500)),
});
export type StatusAlert = z.infer<typeof statusAlert>;

/** Spread into shared/contract.ts's `contract`. */
export const alertChannels = {
  /** What needs staff now, from what the status watch last read (no reads of its own but each one's documents, once). */
  'needsYou:list': { input: z.strictObject({}), output: needsYouList },
};

/** Spread into shared/contract.ts's `events`. */
export const alertEvents = {
  // The Needs you list changed (a status, a payment requested, an invoice found): the whole list, so screens just show it.
  'needsYou:changed': needsYouList,
  // The browser host: show this as the browser's notification (Electron's main shows its own, and sends none of these).
  'alerts:raised': statusAlert,
  // Staff clicked main's OS notification: open that application.
  'alerts:opened': z.strictObject({ applicationId }),
};
