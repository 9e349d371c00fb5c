import { useEffect } from 'react';
import { kiosk } from './kiosk';
import { useKiosk } from './store/kiosk-store';

/** While the kiosk's screens are up, what main pushes reaches the store (no polling, ARCHITECTURE.md). */
export function useKioskEvents(): void {
  useEffect(() => {
    const unsubscribes = [
      kiosk().on('watch:statusChanged', ({ changes }) => useKiosk.getState().applyStatusChanges(changes)),
      kiosk().on('events:missed', () => useKiosk.getState().reloadApplications()),
    ];
    return () => unsubscribes.forEach((unsubscribe) => unsubscribe());
  }, []);
}
