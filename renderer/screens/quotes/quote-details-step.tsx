import { useEffect, useState } from 'react';
import { AsyncStatus } from '../../components/async-status';
import { Field } from '../../components/field';
import { useKiosk } from '../../store/kiosk-store';
import { CategoryPicker } from './category-picker';
import { customerProblems } from './customer-checks';
import { QuoteSummary } from './quote-summary';

export function QuoteDetailsStep() {
  const customer = useKiosk((state) => state.customer);
  const setCustomer = useKiosk((state) => state.setCustomer);
  const setQuoteStep = useKiosk((state) => state.setQuoteStep);
  const categories = useKiosk((state) => state.categories);
  const categoriesState = useKiosk((state) => state.categoriesState);
  const loadCategories = useKiosk((state) => state.loadCategories);
  const [tried, setTried] = useState(false);
  useEffect(() => void loadCategories(), [loadCategories]);
  const problems = tried ? customerProblems(customer) : {};

  const text = (
    key: 'productDescription' | 'firstName' | 'lastName' | 'email' | 'mobile',
    label: string,
    type = 'text',
    autoComplete = 'off',
  ) => (
    <Field label={label} error={problems[key]}>
      {(control) => (
        <input
          {...control}
          className="input"
          type={type}
          autoComplete={autoComplete}
          value={customer[key]}
          onChange={(event) => setCustomer({ [key]: event.target.value })}
        />
      )}
    </Field>
  );

  return (
    <form
      className="grid-2"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setTried(true);
        if (Object.keys(customerProblems(customer)).length === 0) setQuoteStep('review');
      }}
    >
      <section className="card stack" aria-labelledby="quote-customer">
        <h2 id="quote-customer">The customer</h2>
        <div className="fields-2">
          {text('firstName', 'First name')}
          {text('lastName', 'Last name')}
        </div>
        {text('email', 'Email', 'email')}
        {text('mobile', 'Mobile', 'tel')}
        <h2>What they are buying</h2>
        {text('productDescription', 'Description')}
        <QuoteSummary withCustomer={false} />
        <div className="row row--end">
          <button type="submit" className="button button--primary button--large">
            Review quote
          </button>
        </div>
      </section>
      <section className="card stack" aria-label="Product category">
        <AsyncStatus state={categoriesState} working="Loading categories…" />
        <CategoryPicker
          categories={categories}
          value={customer.productCategory}
          error={problems.productCategory}
          onChange={(name) => setCustomer({ productCategory: name })}
        />
      </section>
    </form>
  );
}
