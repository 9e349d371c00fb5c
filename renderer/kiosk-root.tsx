import { I18nProvider } from '@lingui/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import type { StoreApi } from 'zustand';
import { App } from './app';
import { CloseKioskOnAsk } from './components/close-kiosk-on-ask';
import { staffI18n } from './i18n/i18n-instances';
import { IdleGuard } from './idle-guard';
import { KeptWorkExpiry } from './kept-work-expiry';
import { KioskStoreContext, type KioskStore } from './store/kiosk-store';
import { TypedBeforeHydration } from './typed-before-hydration';

/**
 * The whole of the screens for one store: what main draws a page's first screen from (render-first-screen.tsx)
 * and what the browser hydrates it with (main.tsx), one tree, so React takes over main's markup as it is. Main's
 * render gets a query cache of its own, which asks nothing: reads start in the browser.
 */
export function KioskRoot({ store, queryClient }: { store: StoreApi<KioskStore>; queryClient: QueryClient }) {
  return (
    <StrictMode>
      <KioskStoreContext value={store}>
        <QueryClientProvider client={queryClient}>
          {/* K14: every word from the one catalogue; staff read English, customer mode has its own provider. */}
          <I18nProvider i18n={staffI18n}>
            <App />
            {/* K4: beside the screens, so no screen's remount (each customer's epoch) restarts the idle time. */}
            <IdleGuard />
            <KeptWorkExpiry />
            {/* K11: main asks for the staff PIN before a locked kiosk closes, whichever screen is up, the customer's too. */}
            <CloseKioskOnAsk />
            {/* Last, so every screen's own effects have run first. */}
            <TypedBeforeHydration />
          </I18nProvider>
        </QueryClientProvider>
      </KioskStoreContext>
    </StrictMode>
  );
}
