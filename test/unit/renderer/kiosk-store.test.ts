import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { centsAsTyped } from '../../../renderer/components/money-input';
import { resetTestStore, testStore } from '../../fixtures/test-kiosk-store';

describe('the kiosk store', () => {
  beforeEach(resetTestStore);
  afterEach(resetTestStore);

  it('K4: "Next customer" leaves no trace of the customer', () => {
    const store = testStore().getState();
    store.setCalculator({ totalCents: 500_001, depositCents: 10_000, termMonths: 36 });
    store.setCustomer({ firstName: 'Jamie', email: 'jamie@example.com', mobile: '0412345678' });
    store.go('new-quote');
    testStore().getState().nextCustomer();
    const after = testStore().getState();
    expect(after.totalCents).toBeNull();
    expect(after.customer).toEqual({ productCategory: '', productDescription: '', firstName: '', lastName: '', email: '', mobile: '' });
    expect(after.screen).toBe('calculator');
    expect(after.customerEpoch).toBe(1);
    expect(JSON.stringify(after)).not.toContain('Jamie');
  });
});

describe('the applications desk', () => {
  beforeEach(resetTestStore);
  afterEach(resetTestStore);

  it('K4: "Next customer" clears the open application and the search (their answers and main’s notices: the query cache, customer-wipe.ts)', () => {
    testStore().setState({
      openApplicationId: '4000123',
      applicationsSearch: 'Jamie',
      screen: 'application',
    });
    testStore().getState().nextCustomer();
    const after = testStore().getState();
    expect(after.openApplicationId).toBeNull();
    expect(after.screen).toBe('calculator');
    expect(JSON.stringify(after)).not.toContain('Jamie');
  });
});

describe('money as typed (K5)', () => {
  it('shows cents as the dollars a person types', () => {
    expect(centsAsTyped(500_000)).toBe('5,000');
    expect(centsAsTyped(123_456)).toBe('1,234.56');
    expect(centsAsTyped(5)).toBe('0.05');
    expect(centsAsTyped(null)).toBe('');
  });
});
