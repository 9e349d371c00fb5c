import type { NeedsYouService } from '../services/needs-you-service';
import type { OutboxService } from '../services/outbox-service';
import type { SessionService } from '../session/session-service';
import type { KioskWatch } from '../watch/kiosk-watch';
import type { UpdateKeeper } from '../updates/update-keeper';
import type { KioskEvents } from './kiosk-events';

type Changes = Pick<KioskWatch, 'onChange'>;
type Session = Pick<SessionService, 'onUnlock' | 'onProfileChange'> & { status(): { locked: boolean } };
type Outbox = Pick<OutboxService, 'on'>;
type Updates = Pick<UpdateKeeper, 'on'>;
type NeedsYou = Pick<NeedsYouService, 'onChange'>;

/**
 * What main's parts tell each other, pushed to the screens the moment it happens (shared/contract `events`).
 * Status changes: while the kiosk is locked for a customer, applicants' names stay off it (K6), so changes are
 * withheld and on unlock the screens are told to reload; after a change of profile, the previous branch's changes
 * are not replayed. The outbox: its snapshot on every change (while locked, K15, its counts and whether the service
 * is there, for customer mode, but no entry: they name earlier customers), and each upload's progress (K8).
 * Updates: their state (K13). The Needs you list: withheld while locked like status changes, and reloaded on unlock.
 */
export function pushToScreens(
  { watch, session, outbox, updates, needsYou }: { watch: Changes; session: Session; outbox: Outbox; updates: Updates; needsYou: NeedsYou },
  events: KioskEvents,
): () => void {
  let withheld = false;
  const unsubscribes = [
    watch.onChange((change) => {
      if (session.status().locked) withheld = true;
      else events.emit('watch:statusChanged', { changes: [change] });
    }),
    session.onUnlock(() => {
      if (withheld) events.emit('events:missed', {});
      withheld = false;
    }),
    session.onProfileChange(() => events.forget()),
    outbox.on('changed', (snapshot) => {
      if (!session.status().locked) return events.emit('outbox:changed', snapshot);
      withheld = true;
      events.emit('outbox:changed', { ...snapshot, entries: [] });
    }),
    outbox.on('progress', (progress) => events.emit('outbox:progress', progress)),
    updates.on((status) => events.emit('updates:changed', status)),
    needsYou.onChange((list) => {
      if (session.status().locked) withheld = true;
      else events.emit('needsYou:changed', list);
    }),
  ];
  return () => unsubscribes.forEach((unsubscribe) => unsubscribe());
}
