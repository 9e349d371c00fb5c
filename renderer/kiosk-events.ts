import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { KioskOn } from '../preload/kiosk-api';
import { showBrowserAlert } from './alerts/browser-alerts';
import { kiosk } from './kiosk';
import type { StoreApi } from 'zustand';
import { followStatusChanges } from './queries/status-changes';
import { setPushed } from './queries/channel-cache';
import { applyOutboxSnapshot, applyUploadProgress } from './queries/outbox-cache';
import { announceStatusChanges } from './queries/status-notices';
import { kioskQueryKey } from './queries/use-kiosk-query';
import { useKioskStore, type KioskStore } from './store/kiosk-store';

const profileOf = (store: StoreApi<KioskStore>) => store.getState().session?.profile?.id ?? null;

/** An alert clicked opens its application, unless a customer has the kiosk by then (K6). */
function openFromAlert(store: StoreApi<KioskStore>, applicationId: string): void {
  if (!store.getState().session?.locked) store.getState().openApplication(applicationId);
}

/** What main pushes, into the store and the query cache (no polling, docs/house-plan.md); returns the unsubscribe. */
export function subscribeToKioskEvents(on: KioskOn, store: StoreApi<KioskStore>, queryClient: QueryClient): () => void {
  const unsubscribes = [
    on('watch:statusChanged', ({ changes }) => {
      followStatusChanges(queryClient, changes);
      announceStatusChanges(queryClient, profileOf(store), changes);
    }),
    on('events:missed', () => {
      // Whatever the screens read may have changed unseen: every read is asked again.
      void queryClient.invalidateQueries();
    }),
    // Issue 38 item 12: what needs the salesperson, and status alerts (the browser's here; Electron's main shows its own).
    on('needsYou:changed', (list) => setPushed(queryClient, kioskQueryKey(profileOf(store), 'needsYou:list', {}), list)),
    on('alerts:raised', (alert) => showBrowserAlert(alert, () => openFromAlert(store, alert.applicationId))),
    on('alerts:opened', ({ applicationId }) => openFromAlert(store, applicationId)),
    // K8: the whole outbox as main holds it now; the top bar, the panel and the screens following a queued write show it.
    on('outbox:changed', (snapshot) => applyOutboxSnapshot(queryClient, profileOf(store), snapshot)),
    on('outbox:progress', (progress) => applyUploadProgress(queryClient, profileOf(store), progress)),
    // K11: the window was closed (or the app quit) while locked: main waits for the staff PIN before it closes.
    on('app:closeRequested', () => store.getState().requestClose()),
    // K13: the update as it goes (checking, downloading, waiting and why), for Administration → This kiosk.
    on('updates:changed', (status) => setPushed(queryClient, kioskQueryKey(profileOf(store), 'updates:status', {}), status)),
  ];
  return () => unsubscribes.forEach((unsubscribe) => unsubscribe());
}

/** While the kiosk's screens are up, what main pushes reaches the store. */
export function useKioskEvents(): void {
  const store = useKioskStore();
  const queryClient = useQueryClient();
  useEffect(() => subscribeToKioskEvents(kiosk().on, store, queryClient), [store, queryClient]);
}
