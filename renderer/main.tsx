// The base stylesheet first: every screen's and component's own styles come after it and build on it.
import './styles/base.css';
import { I18nProvider } from '@lingui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { CloseKioskDialog } from './components/close-kiosk-dialog';
import { takeOverFirstScreen } from './first-screen/take-over';
import { IdleGuard } from './idle-guard';
import { staffI18n, startWords } from './i18n/i18n-instances';
import { KeptWorkExpiry } from './kept-work-expiry';
import { loadKioskBridge } from './kiosk';
import { wipeQueriesWithCustomer } from './queries/customer-wipe';
import { createKioskQueryClient } from './queries/kiosk-query-client';
import { useKiosk } from './store/kiosk-store';

// Before React: in the browser host this sends for the bridge client, which then loads while React starts.
loadKioskBridge();

const root = document.getElementById('root');
if (root) {
  void startWords();
  const reactRoot = createRoot(root);
  const queryClient = createKioskQueryClient();
  wipeQueriesWithCustomer(useKiosk, queryClient);
  // The page may come with the first screen already drawn by main: React's takes its place, keeping what was typed.
  takeOverFirstScreen(root, () =>
    reactRoot.render(
      <StrictMode>
        <QueryClientProvider client={queryClient}>
          {/* K14: every word from the one catalogue; staff read English, customer mode has its own provider. */}
          <I18nProvider i18n={staffI18n}>
            <App />
            {/* K4: beside the screens, so no screen's remount (each customer's epoch) restarts the idle time. */}
            <IdleGuard />
            <KeptWorkExpiry />
            {/* K11: main asks for the staff PIN before a locked kiosk closes, whichever screen is up, the customer's too. */}
            <CloseKioskDialog />
          </I18nProvider>
        </QueryClientProvider>
      </StrictMode>,
    ),
  );
}
