import { beforeEach, describe, expect, it } from 'vitest';
import { centsAsTyped } from '../../../renderer/components/money-input';
import { resetKioskStore, useKiosk } from '../../../renderer/store/kiosk-store';

describe('the kiosk store', () => {
  beforeEach(resetKioskStore);

  it('K4: "Next customer" leaves no trace of the customer', () => {
    const store = useKiosk.getState();
    store.setCalculator({ totalCents: 500_001, depositCents: 10_000, termMonths: 36 });
    store.setCustomer({ firstName: 'Jamie', email: 'jamie@example.com', mobile: '0412345678' });
    store.go('new-quote');
    useKiosk.getState().nextCustomer();
    const after = useKiosk.getState();
    expect(after.totalCents).toBeNull();
    expect(after.customer).toEqual({ productCategory: '', productDescription: '', firstName: '', lastName: '', email: '', mobile: '' });
    expect(after.screen).toBe('calculator');
    expect(after.customerEpoch).toBe(1);
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
