import type { KioskEvents } from '../ipc/kiosk-events';
import type { SessionService } from '../services/session-service';
import type { KioskWatch } from './kiosk-watch';

type Changes = Pick<KioskWatch, 'onChange'>;
type Session = Pick<SessionService, 'onUnlock' | 'onProfileChange'> & { status(): { locked: boolean } };

/**
 * Each status change goes to the screens the moment main notices it (`watch:statusChanged`). While the kiosk is
 * locked for a customer, applicants' names stay off it (K6): changes are withheld, and on unlock the screens are
 * told to reload. After a change of profile, the previous branch's changes are not replayed.
 */
export function pushStatusChanges(watch: Changes, session: Session, events: KioskEvents): () => void {
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
  ];
  return () => unsubscribes.forEach((unsubscribe) => unsubscribe());
}
