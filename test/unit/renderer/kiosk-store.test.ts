import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { centsAsTyped } from '../../../renderer/components/money-input';
import { testStore, resetTestStore } from '../../fixtures/test-kiosk-store';
import type { Application } from '../../../shared/wire/applications';

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

  it('K4: "Next customer" clears the applications, the open one and its notices', () => {
    const applicant = {
      id: 'app_1',
      name: 'Jamie Nguyen',
      email: 'jamie@example.com',
      mobile: '0412345678',
      dob: '1990-01-01',
      joint_applicant: 0 as const,
    };
    const application: Application = {
      id: '4000123',
      account_id: '1001',
      applicants: [applicant],
      team_member: 'Liam',
      financed_amount: 500_001,
      repayment_term: 24,
      product_category: 'Solar',
      product_description: 'Panels',
      reference_number: 'INV-1',
      status: 'APPROVED',
      status_history: [{ status: 'APPROVED', time: '2026-11-01T00:00:00+00:00' }],
      created: '2026-11-01T00:00:00+00:00',
    };
    testStore().setState({
      applications: [application],
      application,
      openApplicationId: application.id,
      applicationsSearch: 'Jamie',
      statusNotices: [{ key: 'k', applicationId: application.id, text: 'Application 4000123 (Jamie Nguyen) is now Approved.' }],
      screen: 'application',
    });
    testStore().getState().nextCustomer();
    const after = testStore().getState();
    expect(after.applications).toEqual([]);
    expect(after.application).toBeNull();
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
