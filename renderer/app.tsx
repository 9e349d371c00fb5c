import { useEffect } from 'react';
import { checkoutReturnMark } from '../shared/kiosk-addresses';
import { say } from './app-words';
import { AsyncStatus } from './components/async-status';
import { onDemand } from './components/on-demand';
import { PageFrame } from './components/page-frame';
import { CustomerWords } from './i18n/customer-words';
import { useKioskEvents } from './kiosk-events';
import { useKiosk, useKioskStore } from './store/kiosk-store';
import { CalculatorScreen } from './screens/calculator/calculator-screen';

// The calculator comes with the first load: it is the screen staff start on. Every other screen loads when first
// opened (Administration, the dashboard and capture are seldom opened at all).
const AdministrationScreen = onDemand(say('app.part.administration'), () =>
  import('./screens/administration/administration-screen').then((module) => module.AdministrationScreen),
);
const ApplicationDetailScreen = onDemand(say('app.part.application'), () =>
  import('./screens/applications/application-detail-screen').then((module) => module.ApplicationDetailScreen),
);
const ApplicationsListScreen = onDemand(say('app.part.applications'), () =>
  import('./screens/applications/applications-list-screen').then((module) => module.ApplicationsListScreen),
);
const CallbacksScreen = onDemand(say('app.part.callbacks'), () =>
  import('./screens/callbacks/callbacks-screen').then((module) => module.CallbacksScreen),
);
const CustomerScreen = onDemand(
  say('app.part.customer'),
  () => import('./screens/customer/customer-screen').then((module) => module.CustomerScreen),
  { opening: 'customer.opening', failed: 'customer.couldNotOpen' },
);
const DashboardScreen = onDemand(say('app.part.dashboard'), () =>
  import('./screens/dashboard/dashboard-screen').then((module) => module.DashboardScreen),
);
const NewQuoteScreen = onDemand(say('app.part.newQuote'), () =>
  import('./screens/quotes/new-quote-screen').then((module) => module.NewQuoteScreen),
);
const ProfilePicker = onDemand(say('app.part.profiles'), () =>
  import('./screens/start/profile-picker').then((module) => module.ProfilePicker),
);
const FirstPinScreen = onDemand(say('app.part.firstPin'), () =>
  import('./screens/start/first-pin-screen').then((module) => module.FirstPinScreen),
);
const QuoteDetailScreen = onDemand(say('app.part.quote'), () =>
  import('./screens/quotes/quote-detail-screen').then((module) => module.QuoteDetailScreen),
);
const QuotesListScreen = onDemand(say('app.part.quotes'), () =>
  import('./screens/quotes/quotes-list-screen').then((module) => module.QuotesListScreen),
);
const TrainingScreen = onDemand(say('app.part.training'), () =>
  import('./screens/training/training-screen').then((module) => module.TrainingScreen),
);

export function App() {
  const session = useKiosk((state) => state.session);
  const sessionState = useKiosk((state) => state.sessionState);
  const choosingProfile = useKiosk((state) => state.choosingProfile);
  const screen = useKiosk((state) => state.screen);
  const epoch = useKiosk((state) => state.customerEpoch);
  const store = useKioskStore();

  useEffect(() => {
    // K6: a reload or checkout's return while locked keeps customer mode: main holds the hand-over.
    const restored = store
      .getState()
      .loadSession()
      .then(() => store.getState().restoreHandOver());
    void store.getState().loadKioskOptions();
    if (window.location.hash === checkoutReturnMark) {
      const query = window.location.search;
      // The signed query is for main to check once; it does not stay in the address bar.
      window.history.replaceState(null, '', window.location.pathname);
      store.getState().go('customer');
      // After the hand-over is back, so the outcome main keeps with it is kept beside the customer's quote (K6).
      void restored.then(() => store.getState().verifyReturn(query));
    }
  }, [store]);
  useKioskEvents();

  if (session === null) {
    return (
      <main className="content">
        <section className="card centre">
          <AsyncStatus state={sessionState.status === 'idle' ? { status: 'working' } : sessionState} working={say('app.starting')} />
        </section>
      </main>
    );
  }
  // K11: a kiosk may start locked (after a locked, customer-mode or unclean last run): the lock comes before anything.
  if (session.locked)
    return (
      // K14: the customer's language from the first note, while their screen is still loading.
      <CustomerWords>
        <CustomerScreen key={epoch} locked />
      </CustomerWords>
    );
  // Issue 38, K6: a profile in use without a staff PIN chooses it first, away from any customer.
  if (session.profile !== null && session.staffPinChosen !== true) return <FirstPinScreen profile={session.profile} />;
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
