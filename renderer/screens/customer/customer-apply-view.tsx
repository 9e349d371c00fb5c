import { useEffect, useRef } from 'react';
import type { ContentType } from '../../../shared/enums';
import { AsyncStatus } from '../../components/async-status';
import { useKiosk } from '../../store/kiosk-store';
import { QuoteSummary } from '../quotes/quote-summary';
import { ApplyOnPhone } from './apply-on-phone';
import { CheckoutForm } from './checkout-form';

const legalTitles: Record<ContentType, string> = {
  TNC: 'Terms and conditions',
  PRIVACY_POLICY: 'Privacy policy',
  DIRECT_DEBIT_AGREEMENT: 'Direct debit agreement',
};

const legalOrder: readonly ContentType[] = ['TNC', 'PRIVACY_POLICY', 'DIRECT_DEBIT_AGREEMENT'];

/** The customer reads their quote and the legal texts, then goes to the provider's own application form. */
export function CustomerApplyView() {
  const legalTexts = useKiosk((state) => state.legalTexts);
  const checkoutState = useKiosk((state) => state.checkoutState);
  const checkoutRequest = useKiosk((state) => state.checkoutRequest);
  const startCheckout = useKiosk((state) => state.startCheckout);
  const firstName = useKiosk((state) => state.customer.firstName);
  const online = useKiosk((state) => state.serviceOnline);
  const keepHandOver = useKiosk((state) => state.keepHandOver);
  const handedOverQuote = useKiosk((state) => state.handedOverQuote);
  const email = useKiosk((state) => state.customer.email);
  // K6: as the locked kiosk first shows the customer their quote, main keeps it, so a reload keeps customer mode.
  useEffect(() => void keepHandOver(), [keepHandOver]);
  // K6: the customer starts at the top, at their own quote, wherever staff had scrolled; a screen reader starts there too.
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    window.scrollTo(0, 0);
    heading.current?.focus({ preventScroll: true });
  }, []);
  return (
    <div className="grid-2">
      <section className="card stack" aria-labelledby="your-quote">
        <h1 id="your-quote" ref={heading} tabIndex={-1}>
          Hello {firstName}, here is your quote
        </h1>
        <QuoteSummary />
      </section>
      <section className="card stack" aria-labelledby="before-you-apply">
        <h2 id="before-you-apply">Before you apply</h2>
        <p className="muted">Please read these. You will be asked to accept them in the application.</p>
        {legalOrder.map((type) => {
          const text = legalTexts[type];
          return (
            <section key={type} className="stack" aria-labelledby={`legal-${type}`}>
              <h3 id={`legal-${type}`}>{legalTitles[type]}</h3>
              <div className="legal" tabIndex={0} role="region" aria-labelledby={`legal-${type}`}>
                {text?.content ?? 'Not available right now.'}
              </div>
            </section>
          );
        })}
        <p className="muted small">The application form starts with the name, email and mobile you gave us; check them there.</p>
        <button
          type="button"
          className="button button--primary button--large"
          disabled={checkoutState.status === 'working' || !online}
          aria-describedby={online ? undefined : 'apply-offline'}
          onClick={() => void startCheckout()}
        >
          Start my application
        </button>
        {!online && (
          <p className="notice notice--queued" id="apply-offline" role="status">
            The application form cannot be opened just now: the finance provider cannot be reached. Please ask a staff member.
          </p>
        )}
        <AsyncStatus state={checkoutState} working="Opening the application form…" />
        {checkoutRequest && <CheckoutForm request={checkoutRequest} />}
        {handedOverQuote && <ApplyOnPhone quote={handedOverQuote} email={email} />}
      </section>
    </div>
  );
}
