import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { KioskOn } from '../preload/kiosk-api';
import { showBrowserAlert } from './alerts/browser-alerts';
import { kiosk } from './kiosk';
import { useKiosk } from './store/kiosk-store';

/** An alert clicked opens its application, unless a customer has the kiosk by then (K6). */
function openFromAlert(applicationId: string): void {
  if (!useKiosk.getState().session?.locked) useKiosk.getState().openApplication(applicationId);
}

/** What main pushes, into the store and the query cache (no polling, docs/house-plan.md); returns the unsubscribe. */
export function subscribeToKioskEvents(on: KioskOn, queryClient: QueryClient): () => void {
  const unsubscribes = [
    on('watch:statusChanged', ({ changes }) => useKiosk.getState().applyStatusChanges(changes)),
    on('events:missed', () => {
      // Whatever the screens read may have changed unseen: every read is asked again.
      void queryClient.invalidateQueries();
      useKiosk.getState().reloadApplications();
      if (useKiosk.getState().session?.profile) {
        void useKiosk.getState().loadOutbox();
        void useKiosk.getState().loadNeedsYou();
      }
    }),
    // Issue 38 item 12: what needs the salesperson, and status alerts (the browser's here; Electron's main shows its own).
    on('needsYou:changed', (list) => useKiosk.getState().applyNeedsYou(list)),
    on('alerts:raised', (alert) => showBrowserAlert(alert, () => openFromAlert(alert.applicationId))),
    on('alerts:opened', ({ applicationId }) => openFromAlert(applicationId)),
    // K8: the whole outbox as main holds it now; the top bar, the panel and the screens following a queued write show it.
    on('outbox:changed', (snapshot) => useKiosk.getState().applyOutboxSnapshot(snapshot)),
    on('outbox:progress', (progress) => useKiosk.getState().applyUploadProgress(progress)),
    // K11: the window was closed (or the app quit) while locked: main waits for the staff PIN before it closes.
    on('app:closeRequested', () => useKiosk.getState().requestClose()),
    // K13: the update as it goes (checking, downloading, waiting and why), for Administration → This kiosk.
    on('updates:changed', (status) => useKiosk.getState().applyUpdateStatus(status)),
  ];
  return () => unsubscribes.forEach((unsubscribe) => unsubscribe());
}

/** While the kiosk's screens are up, what main pushes reaches the store. */
export function useKioskEvents(): void {
  const queryClient = useQueryClient();
  useEffect(() => subscribeToKioskEvents(kiosk().on, queryClient), [queryClient]);
}
