import { useEffect, useRef, useState } from 'react';
import { normaliseMobile } from '../../../shared/mobile-number';
import { AsyncStatus } from '../../components/async-status';
import { Field } from '../../components/field';
import { queryStateOf } from '../../queries/query-state';
import { useKioskQuery } from '../../queries/use-kiosk-query';
import { useKiosk } from '../../store/kiosk-store';
import { CategoryPicker } from './category-picker';
import { customerProblems } from './customer-checks';
import { QuoteSummary } from './quote-summary';
import { say } from './words';

export function QuoteDetailsStep() {
  const customer = useKiosk((state) => state.customer);
  const setCustomer = useKiosk((state) => state.setCustomer);
  const setQuoteStep = useKiosk((state) => state.setQuoteStep);
  // D22: what the service publishes for every customer alike, read once and kept.
  const categoriesQuery = useKioskQuery('categories:list', {}, { staleTime: Infinity });
  const categories = categoriesQuery.data?.categories ?? [];
  const [tried, setTried] = useState(false);
  // Counts failed "Review quote" presses, so each one moves focus to the first field in error, in screen order.
  const [failedReviews, setFailedReviews] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (failedReviews > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"], [data-invalid] input')?.focus();
  }, [failedReviews]);
  const problems = tried ? customerProblems(customer) : {};
  // D12, D20: staff see the one form the provider will get, whatever form they typed.
  const mobileSentAs = normaliseMobile(customer.mobile);
  const mobileHint = mobileSentAs ? say('quotes.details.mobileSentAs', { mobile: mobileSentAs }) : say('quotes.details.mobileExample');

  const text = (
    key: 'productDescription' | 'firstName' | 'lastName' | 'email' | 'mobile',
    label: string,
    type = 'text',
    autoComplete = 'off',
    hint?: string,
  ) => (
    <Field label={label} hint={hint} error={problems[key]}>
      {(control) => (
        <input
          {...control}
          className="input"
          type={type}
          autoComplete={autoComplete}
          // The step opens with typing, not a click (issue 26): the first field has the focus.
          autoFocus={key === 'firstName'}
          value={customer[key]}
          onChange={(event) => setCustomer({ [key]: event.target.value })}
        />
      )}
    </Field>
  );

  return (
    <form
      ref={formRef}
      className="stack stack--cards"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setTried(true);
        if (Object.keys(customerProblems(customer)).length === 0) setQuoteStep('review');
        else setFailedReviews((count) => count + 1);
      }}
    >
      <div className="grid-2">
        <section className="card stack" aria-labelledby="quote-customer">
          <h2 id="quote-customer">{say('quotes.details.customer')}</h2>
          <div className="fields-2">
            {text('firstName', say('quotes.details.firstName'))}
            {text('lastName', say('quotes.details.lastName'))}
          </div>
          {text('email', say('quotes.details.email'), 'email')}
          {text('mobile', say('quotes.details.mobile'), 'tel', 'off', mobileHint)}
          <h2>{say('quotes.details.buying')}</h2>
          {text('productDescription', say('quotes.details.description'))}
          <QuoteSummary withCustomer={false} />
        </section>
        <section className="card stack" aria-label={say('quotes.details.category')}>
          <AsyncStatus state={queryStateOf(categoriesQuery)} working={say('quotes.details.loadingCategories')} />
          <CategoryPicker
            categories={categories}
            value={customer.productCategory}
            error={problems.productCategory}
            onChange={(name) => setCustomer({ productCategory: name })}
          />
        </section>
      </div>
      {/* After both cards in the DOM, so Tab reaches the category tiles before it, as the screen reads. */}
      <div className="quote-details__actions">
        <button type="submit" className="button button--primary button--large">
          {say('quotes.details.review')}
        </button>
      </div>
    </form>
  );
}
