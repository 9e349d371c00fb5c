import { IdleWarningDialog } from './components/idle-warning-dialog';
import { CustomerWords } from './i18n/customer-words';
import { idleLimitsFrom } from './idle-limits';
import { pageQuery } from './page-query';
import { useIdleTimer } from './idle-timer';
import { useKiosk } from './store/kiosk-store';

/**
 * K4's idle wipe, asked first: "Still there?" counts down, then every trace of the customer goes, main's hand-over
 * too. Customer mode (K6) waits longer and counts the customer's own touches. Nobody signed in: nothing to wipe.
 */
export function IdleGuard() {
  const locked = useKiosk((state) => state.session?.locked ?? false);
  const signedIn = useKiosk((state) => (state.session?.profile ?? null) !== null);
  const wipeCustomer = useKiosk((state) => state.wipeCustomer);
  const limits = idleLimitsFrom(
    pageQuery(),
    useKiosk((state) => state.kioskOptions),
  );
  const idle = useIdleTimer(locked ? limits.customerSeconds : limits.staffSeconds, signedIn || locked, wipeCustomer);
  const dialog = (
    <IdleWarningDialog secondsLeft={idle.secondsLeft} warningSeconds={idle.warningSeconds} customer={locked} onStay={idle.stay} />
  );
  // K14: in customer mode the customer is asked, in their own language.
  return locked ? <CustomerWords>{dialog}</CustomerWords> : dialog;
}
