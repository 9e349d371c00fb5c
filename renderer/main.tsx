// The base stylesheet first: every screen's and component's own styles come after it and build on it.
import './styles/base.css';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { startWords } from './i18n/i18n-instances';
import { KioskRoot } from './kiosk-root';
import { loadKioskBridge } from './kiosk';
import { readStartState } from './start-state';
import { createKioskStore } from './store/kiosk-store';
import { wipeQueriesWithCustomer } from './queries/customer-wipe';
import { createKioskQueryClient } from './queries/kiosk-query-client';

// Before React: in the browser host this sends for the bridge client, which then loads while React starts.
loadKioskBridge();

const root = document.getElementById('root');
if (root) {
  void startWords();
  const store = createKioskStore(readStartState());
  const queryClient = createKioskQueryClient();
  wipeQueriesWithCustomer(store, queryClient);
  const screens = <KioskRoot store={store} queryClient={queryClient} />;
  // Main drew the first screen from the same tree and start state (render-first-screen.tsx): React hydrates
  // it, keeping what was typed into it meanwhile; any other page is drawn here.
  if (root.firstElementChild) hydrateRoot(root, screens);
  else createRoot(root).render(screens);
}
