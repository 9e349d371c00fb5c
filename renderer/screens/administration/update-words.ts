import type { UpdateHold, UpdateStatus } from '../../../shared/contract/updates';
import { durationWords } from './idle-choices';

// K13 in words for an administrator: where the update is, and what it waits for.

const hourFormat = new Intl.DateTimeFormat('en-AU', { hour: 'numeric', hour12: true });
const timeFormat = new Intl.DateTimeFormat('en-AU', { hour: 'numeric', minute: '2-digit', day: 'numeric', month: 'short' });

/** "3 am to 4 am": the hour the kiosk may install by itself. */
export function quietHourWords(hour: number): string {
  const at = (h: number) => hourFormat.format(new Date(2026, 0, 1, h % 24));
  return `${at(hour)} to ${at(hour + 1)}`;
}

export function updatePhaseWords(status: UpdateStatus, quietHour: number): string {
  const version = status.availableVersion ?? 'the new version';
  const checked = status.lastCheckedAt === undefined ? '' : ` Last looked ${timeFormat.format(new Date(status.lastCheckedAt))}.`;
  switch (status.phase) {
    case 'unsupported':
      return status.detail ?? 'This kiosk cannot update itself.';
    case 'idle':
      return 'Not looked for an update since the kiosk started: it looks a minute after starting, then every 4 hours.';
    case 'checking':
      return 'Looking for an update…';
    case 'up-to-date':
      return `Up to date.${checked}`;
    case 'downloading':
      return `Downloading version ${version} in the background (${status.downloadedPercent ?? 0}%). Nothing stops meanwhile.`;
    case 'ready':
      return `Version ${version} is downloaded. It installs by itself in the quiet hour (${quietHourWords(quietHour)}) once no customer is being served and nothing is unsent; the kiosk then restarts, locked if it was locked.`;
    case 'installing':
      return `Installing version ${version}: the kiosk restarts in a moment.`;
    case 'failed':
      return status.detail ?? 'Could not look for an update. The kiosk tries again within 4 hours.';
  }
}

/** What each hold means at the counter. */
export function holdWords(hold: UpdateHold, staffIdleSeconds: number, quietHour: number): string {
  switch (hold) {
    case 'customer':
      return `A customer is being served: customer mode, or someone used the screens in the last ${durationWords(staffIdleSeconds)}.`;
    case 'unsent':
      return 'Something in an outbox is not sent yet: it goes first (see Outbox).';
    case 'not-quiet-hour':
      return `It is not the quiet hour (${quietHourWords(quietHour)}): choose Install now to install sooner.`;
  }
}
