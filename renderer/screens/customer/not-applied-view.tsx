import { useEffect, useState } from 'react';
import { useShallow } from 'zustand/react/shallow';
import type { CheckoutOutcome } from '../../../shared/contract/checkout';
import { useKiosk } from '../../store/kiosk-store';
import { QuoteReviewStep } from '../quotes/quote-review-step';
import { QuoteSentStep } from '../quotes/quote-sent-step';
import { outcomeSummaryOf } from './outcome-summary';

/** The staff's heading and one line for a hand-over that ended without an application (K6). */
export function notAppliedWords(name: string, outcome: CheckoutOutcome | null): { heading: string; line: string } {
  const who = name || 'The customer';
  if (outcome?.result === 'unverified')
    return {
      heading: `${name ? `${name}’s` : 'The'} outcome could not be confirmed`,
      line: 'The financing service did not confirm it. Look under Applications before handing over again.',
    };
  return {
    heading: `${who} did not finish applying`,
    line:
      outcome === null
        ? 'Nothing came back from the provider’s form.'
        : 'They left the provider’s form before submitting, so nothing was sent.',
  };
}

/**
 * After a cancelled or unconfirmed hand-over, staff are back on the customer's quote with every way forward: email it
 * (then print it), ask for a call-back, or hand the kiosk over again. Not only "Next customer".
 */
export function NotAppliedView() {
  const outcome = useKiosk((state) => state.outcome);
  const { fullName } = useKiosk(useShallow(outcomeSummaryOf));
  const words = notAppliedWords(fullName, outcome);
  const step = useKiosk((state) => state.quoteStep);
  const go = useKiosk((state) => state.go);
  // Sent or booked from here: on to the quote's own next step (its QR, print and PDF), as from the review.
  const [stepShown] = useState(step);
  useEffect(() => {
    if (step !== stepShown) go('new-quote');
  }, [step, stepShown, go]);
  return (
    <div className="stack">
      <section className="stack" aria-labelledby="outcome-heading">
        <h1 id="outcome-heading">{words.heading}</h1>
        <p>{words.line} The quote is still here.</p>
      </section>
      {/* A quote sent before the hand-over already has its QR, print and hand over again. */}
      {stepShown === 'sent' ? <QuoteSentStep /> : <QuoteReviewStep />}
    </div>
  );
}
