import { useEffect } from 'react';
import { checkoutReturnMark } from '../shared/contract/checkout';
import { AsyncStatus } from './components/async-status';
import { PageFrame } from './components/page-frame';
import { useKioskEvents } from './kiosk-events';
import { useKiosk } from './store/kiosk-store';
import { AdministrationScreen } from './screens/administration/administration-screen';
import { ApplicationDetailScreen } from './screens/applications/application-detail-screen';
import { ApplicationsListScreen } from './screens/applications/applications-list-screen';
import { CalculatorScreen } from './screens/calculator/calculator-screen';
import { CustomerScreen } from './screens/customer/customer-screen';
import { DashboardScreen } from './screens/dashboard/dashboard-screen';
import { NewQuoteScreen } from './screens/quotes/new-quote-screen';
import { CallbacksScreen } from './screens/callbacks/callbacks-screen';
import { QuoteDetailScreen } from './screens/quotes/quote-detail-screen';
import { QuotesListScreen } from './screens/quotes/quotes-list-screen';
import { ProfilePicker } from './screens/start/profile-picker';
import { TrainingScreen } from './screens/training/training-screen';

export function App() {
  const session = useKiosk((state) => state.session);
  const sessionState = useKiosk((state) => state.sessionState);
  const choosingProfile = useKiosk((state) => state.choosingProfile);
  const screen = useKiosk((state) => state.screen);
  const epoch = useKiosk((state) => state.customerEpoch);
  const loadSession = useKiosk((state) => state.loadSession);

  useEffect(() => {
    // K6: a reload or checkout's return while locked keeps customer mode: main holds the hand-over.
    const restored = loadSession().then(() => useKiosk.getState().restoreHandOver());
    void useKiosk.getState().loadKioskOptions();
    if (window.location.hash === checkoutReturnMark) {
      const query = window.location.search;
      // The signed query is for main to check once; it does not stay in the address bar.
      window.history.replaceState(null, '', window.location.pathname);
      useKiosk.getState().go('customer');
      // After the hand-over is back, so the outcome main keeps with it is kept beside the customer's quote (K6).
      void restored.then(() => useKiosk.getState().verifyReturn(query));
    }
  }, [loadSession]);
  useKioskEvents();

  if (session === null) {
    return (
      <main className="content">
        <section className="card centre">
          <AsyncStatus state={sessionState.status === 'idle' ? { status: 'working' } : sessionState} working="Starting the kiosk…" />
        </section>
      </main>
    );
  }
  // K11: a kiosk may start locked (after a locked, customer-mode or unclean last run): the lock comes before anything.
  if (session.locked) return <CustomerScreen key={epoch} locked />;
  if (session.profile === null || choosingProfile) return <ProfilePicker />;
  return (
    <PageFrame profile={session.profile}>
      <div key={epoch}>
        {screen === 'calculator' && <CalculatorScreen />}
        {screen === 'new-quote' && <NewQuoteScreen />}
        {screen === 'quotes' && <QuotesListScreen />}
        {screen === 'quote' && <QuoteDetailScreen />}
        {screen === 'callbacks' && <CallbacksScreen />}
        {screen === 'applications' && <ApplicationsListScreen />}
        {screen === 'application' && <ApplicationDetailScreen />}
        {screen === 'dashboard' && <DashboardScreen />}
        {screen === 'customer' && <CustomerScreen locked={false} />}
        {screen === 'training' && session.profile.environment === 'training' && <TrainingScreen />}
        {screen === 'administration' && session.profile.role === 'ADMINISTRATOR' && <AdministrationScreen />}
      </div>
    </PageFrame>
  );
}
