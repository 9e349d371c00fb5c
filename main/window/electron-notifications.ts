import { Notification } from 'electron';
import type { StatusAlert } from '../../shared/contract/alerts';

/** Shown and not yet clicked or closed: kept, so a notification is not collected before staff click it. */
const showing = new Set<Notification>();

/** Issue 38 item 12: a status alert as the OS's own notification; clicking it calls `open`. Nothing else of Electron's. */
export function showOsNotification(alert: StatusAlert, open: () => void): void {
  if (!Notification.isSupported()) return;
  const notification = new Notification({ title: alert.title, body: alert.body });
  showing.add(notification);
  notification.on('click', () => {
    showing.delete(notification);
    open();
  });
  notification.on('close', () => showing.delete(notification));
  notification.show();
}
