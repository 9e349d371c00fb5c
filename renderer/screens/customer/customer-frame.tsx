import { useState, type ReactNode } from 'react';
import { PinDialog, type PinAsk } from '../../components/pin-dialog';
import { useKiosk } from '../../store/kiosk-store';
import { EnvironmentBanner } from '../../components/page-frame';
import { mainContentId, SkipLink } from '../../components/skip-link';
import { useShownLocale } from '../../i18n/customer-words';
import { useWords } from '../../i18n/use-words';
import { LanguageChoice } from './language-choice';

const unlockAsk: PinAsk = { purpose: 'unlock', title: 'Staff only', intro: 'Staff take the kiosk back here.', submitLabel: 'Unlock' };

/** The locked, customer-facing view (K6): nothing of the staff screens, and leaving needs the staff PIN. */
export function CustomerFrame({ children }: { children: ReactNode }) {
  const environment = useKiosk((state) => state.session?.profile?.environment);
  // A staff Lock's kept work comes back with the unlock (K4); customer mode keeps its own screens (K6).
  const unlock = useKiosk((state) => state.unlockWithKeptWork);
  const [unlocking, setUnlocking] = useState(false);
  const words = useWords();
  const { lang, dir } = useShownLocale();
  return (
    // K14: the customer's language and its direction for everything the customer reads; Arabic mirrors.
    <div className="customer-frame" lang={lang} dir={dir}>
      <SkipLink />
      {environment && <EnvironmentBanner environment={environment} />}
      <header className="customer-bar">
        <span className="brand__name">{words('customer.bar.title')}</span>
        <button type="button" className="button button--quiet" onClick={() => setUnlocking(true)}>
          {words('customer.bar.staff')}
        </button>
      </header>
      <LanguageChoice />
      <main className="content" id={mainContentId} tabIndex={-1}>
        {children}
      </main>
      {/* Staff's own step, in staff's English whatever the customer reads (K14). */}
      <div lang="en-AU" dir="ltr">
        <PinDialog
          open={unlocking}
          ask={unlockAsk}
          onClose={() => setUnlocking(false)}
          onSubmit={(pin) => void unlock(pin).then((ok) => ok && setUnlocking(false))}
        />
      </div>
    </div>
  );
}
