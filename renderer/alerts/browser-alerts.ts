import type { StatusAlert } from '../../shared/contract/alerts';

// Issue 38 item 12, in the browser host: main has no OS notifications there, so it asks the screens to show its status
// alerts as the browser's. Main sends none while the kiosk is locked or in customer mode (K6).

/** Where the browser can show notifications at all. */
export function browserAlertsSupported(): boolean {
  return typeof Notification !== 'undefined';
}

/** Asked only from a staff member's click (the browser asks only then, and never in front of a customer). */
export async function askForBrowserAlerts(): Promise<NotificationPermission> {
  return browserAlertsSupported() ? Notification.requestPermission() : 'denied';
}

/** The alert as the browser's notification, when staff allowed them; clicking it brings the kiosk forward and calls `open`. */
export function showBrowserAlert(alert: StatusAlert, open: () => void): void {
  if (!browserAlertsSupported() || Notification.permission !== 'granted') return;
  // One notification per application: a newer status replaces the older one's.
  const notification = new Notification(alert.title, { body: alert.body, tag: `application-${alert.applicationId}` });
  notification.onclick = () => {
    window.focus();
    notification.close();
    open();
  };
}
