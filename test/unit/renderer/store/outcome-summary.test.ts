import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { applicationStatusWords } from '../../../../shared/application-status-words';
import { applicationStatuses } from '../../../../shared/enums';
import type { Application } from '../../../../shared/wire/applications';
import { testStore, resetTestStore } from '../../../fixtures/test-kiosk-store';
import { outcomeSummaryOf } from '../../../../renderer/screens/customer/outcome-summary';

const outcome = { result: 'submitted', applicationId: '4000621', status: 'C.APPROV', message: 'Your application was received.' } as const;

describe('outcomeSummaryOf: the outcome names the customer and the amount financed', () => {
  beforeEach(resetTestStore);
  afterEach(resetTestStore);

  it('from the hand-over, before staff look the application up', () => {
    testStore().getState().setCustomer({ firstName: 'Alex', lastName: 'Customer' });
    testStore().getState().setCalculator({ totalCents: 500_001, depositCents: 1_000 });
    testStore().setState({ outcome });
    expect(outcomeSummaryOf(testStore().getState())).toEqual({ firstName: 'Alex', fullName: 'Alex Customer', financedCents: 499_001 });
  });

  it('from the service’s application once it is looked up (its applicant and amount win)', () => {
    testStore().getState().setCustomer({ firstName: 'Alex', lastName: 'Customer' });
    testStore().getState().setCalculator({ totalCents: 500_001, depositCents: 0 });
    const application = { id: '4000621', applicants: [{ name: 'Alexandra Customer' }], financed_amount: 450_000 } as unknown as Application;
    testStore().setState({ outcome });
    expect(outcomeSummaryOf(testStore().getState(), application)).toEqual({
      firstName: 'Alex',
      fullName: 'Alexandra Customer',
      financedCents: 450_000,
    });
  });

  it('never takes another application’s name or amount', () => {
    const other = { id: '999', applicants: [{ name: 'Someone Else' }], financed_amount: 1 } as unknown as Application;
    testStore().setState({ outcome });
    expect(outcomeSummaryOf(testStore().getState(), other)).toEqual({ firstName: '', fullName: '', financedCents: null });
  });
});

describe('applicationStatusWords: one map of plain words for every status', () => {
  it('has words for every status and none is a service code', () => {
    expect(Object.keys(applicationStatusWords).sort()).toEqual([...applicationStatuses].sort());
    for (const words of Object.values(applicationStatusWords)) {
      expect(words).toMatch(/^[A-Z][a-z ]+$/);
    }
    expect(applicationStatusWords).toMatchObject({
      APPROVED: 'Approved',
      REFER: 'Being reviewed',
      'C.APPROV': 'Conditionally approved',
      DECLINED: 'Declined',
      PAID: 'Paid',
      WITHDRAW: 'Withdrawn',
      QUOTE: 'Application started',
    });
  });
});
