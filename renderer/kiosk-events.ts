import { useEffect } from 'react';
import { kiosk } from './kiosk';
import { useKiosk } from './store/kiosk-store';

/** While the kiosk's screens are up, what main pushes reaches the store (no polling, ARCHITECTURE.md). */
export function useKioskEvents(): void {
  useEffect(() => {
    const unsubscribes = [
      kiosk().on('watch:statusChanged', ({ changes }) => useKiosk.getState().applyStatusChanges(changes)),
      kiosk().on('events:missed', () => {
        useKiosk.getState().reloadApplications();
        if (useKiosk.getState().session?.profile) void useKiosk.getState().loadOutbox();
      }),
      // K8: the whole outbox as main holds it now; the top bar, the panel and the screens following a queued write show it.
      kiosk().on('outbox:changed', (snapshot) => useKiosk.getState().applyOutboxSnapshot(snapshot)),
      kiosk().on('outbox:progress', (progress) => useKiosk.getState().applyUploadProgress(progress)),
    ];
    return () => unsubscribes.forEach((unsubscribe) => unsubscribe());
  }, []);
}
