import { useEffect, useState, type ReactNode } from 'react';
import type { ProfileSummary } from '../../shared/contract/session';
import type { MessageId } from '../i18n/message-id';
import { useWords } from '../i18n/use-words';
import { say } from '../app-words';
import { useKiosk } from '../store/kiosk-store';
import { useHydrated } from '../hydrated';
import { useOutbox } from '../queries/outbox-cache';
import { hasUnsavedDraft } from '../store/unsaved-draft';
import { AskFirstContext, type AskFirst } from './ask-first';
import { NavMenu, type MenuEntry } from './nav-menu';
import type { Screen } from '../store/navigation-slice';
import { NeedsYouButton } from './needs-you-panel';
import { onDemand } from './on-demand';
import { useOpenedOnce } from './opened-once';
import { OfflineState, OutboxButton } from './outbox-panel';
import { productName } from './product-version';
import { lockAskFor } from './lock-words';
import { idleLimitsFrom } from '../idle-limits';
import { pageQuery } from '../page-query';
import { mainContentId, SkipLink } from './skip-link';
import './page-frame.css';

// The frame's dialogs load when first asked for: the calculator staff start on needs none of them (issue 37).
const DiscardDraftDialog = onDemand(say('app.part.discardDraft'), () =>
  import('./discard-draft-dialog').then((module) => module.DiscardDraftDialog),
);
const PinDialog = onDemand(say('app.part.lock'), () => import('./pin-dialog').then((module) => module.PinDialog));
const NewPinDueDialog = onDemand(say('app.part.newPin'), () => import('./new-pin-due-dialog').then((module) => module.NewPinDueDialog));

const environmentBanner = {
  training: 'handOver.environment.training',
  sandbox: 'handOver.environment.sandbox',
  live: 'handOver.environment.live',
} as const satisfies Record<ProfileSummary['environment'], MessageId>;

/** Which service this kiosk works against, on staff's screens and the customer's alike (in theirs, K14). */
export function EnvironmentBanner({ environment }: { environment: ProfileSummary['environment'] }) {
  const words = useWords();
  return (
    <div className={`env-banner env-banner--${environment}`} role="note" aria-label={words('handOver.environment.label')}>
      {words(environmentBanner[environment])}
    </div>
  );
}

const links: readonly (MenuEntry<Screen> & { trainingOnly?: boolean; administratorOnly?: boolean })[] = [
  { place: 'calculator', label: say('app.nav.calculator') },
  { place: 'new-quote', label: say('app.nav.newQuote') },
  { place: 'quotes', label: say('app.nav.quotes') },
  { place: 'callbacks', label: say('app.nav.callbacks') },
  { place: 'applications', label: say('app.nav.applications') },
  // The branch at a glance, for every staff profile (the lists behind it are everyone's).
  { place: 'dashboard', label: say('app.nav.dashboard') },
  { place: 'training', label: say('app.nav.training'), trainingOnly: true },
  // K9: only a profile whose user is an ADMINISTRATOR (D10); main refuses anyone else's calls too.
  { place: 'administration', label: say('app.nav.administration'), administratorOnly: true },
];

/** A detail screen is part of its list's place in the menu. */
const listOfDetail: Partial<Record<Screen, Screen>> = { application: 'applications', quote: 'quotes' };

/** The staff view's frame: the environment, the branch in use, where to go, and the two ways to end a customer. */
export function PageFrame({ profile, children }: { profile: ProfileSummary; children: ReactNode }) {
  const screen = useKiosk((state) => state.screen);
  const hydrated = useHydrated();
  const go = useKiosk((state) => state.go);
  const nextCustomer = useKiosk((state) => state.nextCustomer);
  const epoch = useKiosk((state) => state.customerEpoch);
  const lockKeepingWork = useKiosk((state) => state.lockKeepingWork);
  // K4: the work kept by a Lock lasts no longer than the staff idle limit would have let it.
  const staffSeconds = idleLimitsFrom(
    pageQuery(),
    useKiosk((state) => state.kioskOptions),
  ).staffSeconds;
  const chooseProfile = useKiosk((state) => state.chooseProfile);
  const [locking, setLocking] = useState(false);
  const lockAsked = useOpenedOnce(locking);
  // K15: asked for after a short PIN unlocked the kiosk or switched to this profile.
  const newPinAsked = useOpenedOnce(useKiosk((state) => state.session?.staffPinMustChange === true));
  const outbox = useOutbox().snapshot.entries;
  const unsavedDraft = useKiosk((state) => hasUnsavedDraft(state, outbox));
  // What waits for an answer: asked only when a quote nobody sent would be lost, or one still waits to go (K4 wipes it all).
  const [discarding, setDiscarding] = useState<{ action: string; go: () => void } | null>(null);
  const askFirst: AskFirst = (action, go) => (unsavedDraft ? setDiscarding({ action, go }) : go());
  const askNextCustomer = () => askFirst(say('app.nextCustomerAction'), nextCustomer);
  // K11: the profile stays in use while another is chosen, so main knows who is switching; K4 wipes the customer first.
  const switchProfile = () => {
    nextCustomer();
    chooseProfile();
  };
  // D10: main learns the role in the background; ask once more so an administrator's menu is not left short.
  const loadSession = useKiosk((state) => state.loadSession);
  useEffect(() => {
    if (profile.role !== 'unknown') return;
    const later = setTimeout(() => void loadSession(), 3_000);
    return () => clearTimeout(later);
  }, [profile.role, loadSession]);
  return (
    // Busy while main's first screen waits for React: its buttons do nothing until then (renderer/hydrated.ts).
    <div className="frame" aria-busy={hydrated ? undefined : true}>
      <SkipLink />
      <EnvironmentBanner environment={profile.environment} />
      <header className="topbar">
        <div className="topbar__row">
          <div className="brand">
            <span className="brand__name">{productName}</span>
            <span className="brand__branch">
              {profile.branch.name} · {profile.displayName}
            </span>
          </div>
          <div className="topbar__actions">
            <NeedsYouButton />
            <OutboxButton key={epoch} />
            <button type="button" className="button button--secondary" onClick={askNextCustomer}>
              {say('app.nextCustomer')}
            </button>
            <button type="button" className="button button--quiet" onClick={() => setLocking(true)}>
              {say('app.lock')}
            </button>
            <button type="button" className="button button--quiet" onClick={() => askFirst(say('app.switchingProfile'), switchProfile)}>
              {say('app.switchProfile')}
            </button>
          </div>
        </div>
        <div className="topbar__row">
          <NavMenu
            label={say('app.nav.label')}
            className="nav"
            entries={links.filter(
              (link) =>
                (!link.trainingOnly || profile.environment === 'training') && (!link.administratorOnly || profile.role === 'ADMINISTRATOR'),
            )}
            current={listOfDetail[screen] ?? screen}
            onGo={go}
          />
          <OfflineState />
        </div>
      </header>
      <main className="content" id={mainContentId} tabIndex={-1}>
        <AskFirstContext.Provider value={askFirst}>{children}</AskFirstContext.Provider>
      </main>
      {discarding && (
        <DiscardDraftDialog
          action={discarding.action}
          onKeep={() => setDiscarding(null)}
          onGoOn={() => {
            discarding.go();
            setDiscarding(null);
          }}
        />
      )}
      {lockAsked && (
        <PinDialog
          open={locking}
          ask={lockAskFor(staffSeconds)}
          onClose={() => setLocking(false)}
          onSubmit={(pin) => void lockKeepingWork(pin, staffSeconds).then((ok) => ok && setLocking(false))}
        />
      )}
      {newPinAsked && <NewPinDueDialog />}
    </div>
  );
}
