import { statusAlertOf } from '../../shared/alerts/status-alert';
import type { StatusAlert } from '../../shared/contract/alerts';
import type { StatusChange } from '../../shared/contract/watch';
import type { Logger } from '../core/logger';

/** How the host shows an alert: Electron's OS notification, or the browser host's screens (the browser's). */
export type ShowStatusAlert = (alert: StatusAlert) => void;

export interface StatusAlertsOptions {
  onChange(listener: (change: StatusChange) => void): () => void;
  /** K6: locked, or in customer mode (which is locked): no alert then; the Needs you list keeps what needs staff. */
  locked(): boolean;
  show: ShowStatusAlert;
  log: Pick<Logger, 'info'>;
}

/**
 * Issue 38 item 12: each change to approved, declined, referred or paid the watch reports (each once) raises an alert
 * for the salesperson, unless a customer has the kiosk. Returns the unsubscribe.
 */
export function raiseStatusAlerts(options: StatusAlertsOptions): () => void {
  return options.onChange((change) => {
    const alert = statusAlertOf(change);
    if (alert === null || options.locked()) return;
    // K12: ids and statuses only.
    options.log.info('alerts: raised', { applicationId: alert.applicationId, status: alert.status });
    options.show(alert);
  });
}
