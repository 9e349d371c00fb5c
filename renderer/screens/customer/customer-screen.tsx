import { useWords } from '../../i18n/use-words';
import { useKiosk } from '../../store/kiosk-store';
import { CheckoutOutcomeView } from './checkout-outcome-view';
import { useCheckoutStart } from './checkout-start';
import { CustomerApplyView } from './customer-apply-view';
import { CustomerFrame } from './customer-frame';
import './customer.css';

/** Customer mode (K6): while locked, only the customer's own quote, texts, checkout and outcome, in their language (K14). */
export function CustomerScreen({ locked }: { locked: boolean }) {
  const outcome = useKiosk((state) => state.outcome);
  const outcomeState = useKiosk((state) => state.outcomeState);
  const hasQuote = useKiosk((state) => state.customer.firstName !== '');
  const returned = outcome !== null || outcomeState.status !== 'idle';
  const checkout = useCheckoutStart();
  if (!locked) return <CheckoutOutcomeView staff />;
  return (
    // In the customer's words: app.tsx gives it CustomerWords, so its loading note reads in their language too.
    <CustomerFrame>
      {returned ? (
        <CheckoutOutcomeView staff={false} startCheckout={checkout.start} />
      ) : hasQuote ? (
        <CustomerApplyView checkout={checkout} />
      ) : (
        <LockedNotice />
      )}
    </CustomerFrame>
  );
}

function LockedNotice() {
  const words = useWords();
  return (
    <section className="card stack centre" aria-labelledby="locked-heading">
      <h1 id="locked-heading">{words('customer.locked.title')}</h1>
      <p className="muted">{words('customer.locked.line')}</p>
    </section>
  );
}
