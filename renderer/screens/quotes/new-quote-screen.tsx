import { useKiosk } from '../../store/kiosk-store';
import { calculatorProblems, hasProblems } from '../calculator/calculator-checks';
import { QuoteDetailsStep } from './quote-details-step';
import { QuoteReviewStep } from './quote-review-step';
import { QuoteSentStep, useSentStepTitle } from './quote-sent-step';
import './quotes.css';

const titles = { details: 'New quote', review: 'Review the quote', sent: 'Quote sent', 'callout-booked': 'Call booked' } as const;

export function NewQuoteScreen() {
  const step = useKiosk((state) => state.quoteStep);
  const totalCents = useKiosk((state) => state.totalCents);
  const depositCents = useKiosk((state) => state.depositCents);
  const go = useKiosk((state) => state.go);
  const sentTitle = useSentStepTitle();
  const amountsReady = !hasProblems(calculatorProblems(totalCents, depositCents));
  return (
    <>
      <div className="page-head">
        <h1>{sentTitle ?? titles[step]}</h1>
        {step === 'details' && <p>Amounts and term come from the calculator.</p>}
      </div>
      {!amountsReady && step === 'details' ? (
        <section className="card stack centre">
          <h2>Start with the calculator</h2>
          <p>Work out the purchase price, deposit and term with the customer first.</p>
          <button type="button" className="button button--primary" onClick={() => go('calculator')}>
            Open the calculator
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
