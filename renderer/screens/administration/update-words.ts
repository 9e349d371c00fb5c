import type { UpdateHold, UpdateStatus } from '../../../shared/contract/updates';
import { durationWords } from '../../components/duration-words';
import { say } from './words';

// K13 in words for an administrator: where the update is, and what it waits for.

const hourFormat = new Intl.DateTimeFormat('en-AU', { hour: 'numeric', hour12: true });
const timeFormat = new Intl.DateTimeFormat('en-AU', { hour: 'numeric', minute: '2-digit', day: 'numeric', month: 'short' });

/** "3 am to 4 am": the hour the kiosk may install by itself. */
export function quietHourWords(hour: number): string {
  const at = (h: number) => hourFormat.format(new Date(2026, 0, 1, h % 24));
  return say('administration.update.quietHour', { from: at(hour), to: at(hour + 1) });
}

export function updatePhaseWords(status: UpdateStatus, quietHour: number): string {
  const version = status.availableVersion ?? say('administration.update.newVersion');
  switch (status.phase) {
    case 'unsupported':
      return status.detail ?? say('administration.update.unsupported');
    case 'idle':
      return say('administration.update.idle');
    case 'checking':
      return say('administration.update.checking');
    case 'up-to-date':
      return status.lastCheckedAt === undefined
        ? say('administration.update.upToDate')
        : say('administration.update.upToDateLooked', { time: timeFormat.format(new Date(status.lastCheckedAt)) });
    case 'downloading':
      return say('administration.update.downloading', { version, percent: status.downloadedPercent ?? 0 });
    case 'ready':
      return say('administration.update.ready', { version, quietHour: quietHourWords(quietHour) });
    case 'installing':
      return say('administration.update.installing', { version });
    case 'failed':
      return status.detail ?? say('administration.update.failed');
  }
}

/** What each hold means at the counter. */
export function holdWords(hold: UpdateHold, staffIdleSeconds: number, quietHour: number): string {
  switch (hold) {
    case 'customer':
      return say('administration.update.hold.customer', { duration: durationWords(staffIdleSeconds) });
    case 'unsent':
      return say('administration.update.hold.unsent');
    case 'not-quiet-hour':
      return say('administration.update.hold.notQuietHour', { quietHour: quietHourWords(quietHour) });
  }
}
