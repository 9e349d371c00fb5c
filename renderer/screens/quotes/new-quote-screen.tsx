import { useLayoutEffect, useRef } from 'react';
import { useKiosk } from '../../store/kiosk-store';
import { calculatorProblems, hasProblems } from '../calculator/calculator-checks';
import { QuoteDetailsStep } from './quote-details-step';
import { QuoteReviewStep } from './quote-review-step';
import { QuoteSentStep, useSentStepTitle } from './quote-sent-step';
import './quotes.css';
import { say } from './words';

const titles = {
  details: 'quotes.new.title',
  review: 'quotes.new.reviewTitle',
  sent: 'quotes.title.quoteSent',
  'callout-booked': 'quotes.title.callBooked',
} as const;

export function NewQuoteScreen() {
  const step = useKiosk((state) => state.quoteStep);
  const totalCents = useKiosk((state) => state.totalCents);
  const depositCents = useKiosk((state) => state.depositCents);
  const go = useKiosk((state) => state.go);
  const sentTitle = useSentStepTitle();
  const amountsReady = !hasProblems(calculatorProblems(totalCents, depositCents));
  const heading = useRef<HTMLHeadingElement>(null);
  // Issue 38: each step opens at its top, not where the last one was scrolled; after Send or Book, focus goes to what
  // came of it (the heading says it), not to the page's body. The other steps focus their own first control.
  useLayoutEffect(() => {
    window.scrollTo(0, 0);
    if (step === 'sent' || step === 'callout-booked') heading.current?.focus({ preventScroll: true });
  }, [step]);
  return (
    <>
      <div className="page-head">
        <h1 ref={heading} tabIndex={-1}>
          {sentTitle ?? say(titles[step])}
        </h1>
        {step === 'details' && <p>{say('quotes.new.fromCalculator')}</p>}
      </div>
      {!amountsReady && step === 'details' ? (
        <section className="card stack centre">
          <h2>{say('quotes.new.startHeading')}</h2>
          <p>{say('quotes.new.startLead')}</p>
          <button type="button" className="button button--primary" onClick={() => go('calculator')}>
            {say('quotes.new.openCalculator')}
          </button>
        </section>
      ) : step === 'details' ? (
        <QuoteDetailsStep />
      ) : step === 'review' ? (
        <QuoteReviewStep />
      ) : (
        <QuoteSentStep />
      )}
    </>
  );
}
