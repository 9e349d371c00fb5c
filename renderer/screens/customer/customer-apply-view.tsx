import { useEffect, useRef } from 'react';
import type { ContentType } from '../../../shared/enums';
import { useShownLocale } from '../../i18n/customer-words';
import { useWords } from '../../i18n/use-words';
import { useOutbox } from '../../queries/outbox-cache';
import { useKiosk } from '../../store/kiosk-store';
import { QuoteSummary } from '../quotes/quote-summary';
import { ApplyOnPhone } from './apply-on-phone';
import { CheckoutForm } from './checkout-form';
import type { CheckoutStart } from './checkout-start';
import { CustomerStatus } from './customer-status';

const legalTitles = {
  TNC: 'customer.legal.TNC',
  PRIVACY_POLICY: 'customer.legal.PRIVACY_POLICY',
  DIRECT_DEBIT_AGREEMENT: 'customer.legal.DIRECT_DEBIT_AGREEMENT',
} as const satisfies Record<ContentType, string>;

const legalOrder: readonly ContentType[] = ['TNC', 'PRIVACY_POLICY', 'DIRECT_DEBIT_AGREEMENT'];

/** The customer reads their quote and the legal texts, then goes to the provider's own application form. */
export function CustomerApplyView({ checkout }: { checkout: CheckoutStart }) {
  const legalTexts = useKiosk((state) => state.legalTexts);
  const firstName = useKiosk((state) => state.customer.firstName);
  const online = useOutbox().snapshot.online;
  const keepHandOver = useKiosk((state) => state.keepHandOver);
  const handedOverQuote = useKiosk((state) => state.handedOverQuote);
  const email = useKiosk((state) => state.customer.email);
  const words = useWords();
  const translated = useShownLocale().lang !== 'en-AU';
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
          {words('customer.quote.title', { firstName })}
        </h1>
        <QuoteSummary />
        {translated && <p className="muted small">{words('customer.legal.englishCounts')}</p>}
      </section>
      <section className="card stack" aria-labelledby="before-you-apply">
        <h2 id="before-you-apply">{words('customer.legal.title')}</h2>
        <p className="muted">{words('customer.legal.intro')}</p>
        {translated && <p className="muted small">{words('customer.legal.providerEnglish')}</p>}
        {/* Each opens on a press, so "Start my application" is in view with them at 1024×768 (issue 38). */}
        {legalOrder.map((type) => {
          const text = legalTexts.find((each) => each.content_type === type);
          return (
            <details key={type} className="legal-doc">
              <summary>
                <h3 id={`legal-${type}`}>{words(legalTitles[type])}</h3>
              </summary>
              {/* K14: the provider's own text, in its own language, whatever the customer chose. */}
              <div
                className="legal"
                tabIndex={0}
                role="region"
                aria-labelledby={`legal-${type}`}
                lang={text ? 'en-AU' : undefined}
                dir="ltr"
              >
                {text?.content ?? words('customer.legal.missing')}
              </div>
            </details>
          );
        })}
        <p className="muted small">{words('customer.apply.check')}</p>
        {translated && <p className="muted small">{words('customer.apply.formEnglish')}</p>}
        <button
          type="button"
          className="button button--primary button--large"
          disabled={checkout.state.status === 'working' || !online}
          aria-describedby={online ? undefined : 'apply-offline'}
          onClick={checkout.start}
        >
          {words('customer.apply.start')}
        </button>
        {!online && (
          <p className="notice notice--queued" id="apply-offline" role="status">
            {words('customer.apply.offline')}
          </p>
        )}
        <CustomerStatus state={checkout.state} working="customer.apply.opening" failed="customer.apply.failed" />
        {checkout.request && <CheckoutForm request={checkout.request} />}
        {handedOverQuote && <ApplyOnPhone quote={handedOverQuote} email={email} />}
      </section>
    </div>
  );
}
