import { describe, expect, it } from 'vitest';
import { accountKeepingFeeWords, fortnightlyAccountKeepingFee } from '../../../shared/account-keeping-fee';

describe('the account-keeping fee beside a fortnightly repayment (D19, issue 26)', () => {
  it('is two weeks of the weekly fee', () => {
    expect(fortnightlyAccountKeepingFee(230)).toBe(460);
  });

  it('is said per fortnight first, and per week as the service quotes it', () => {
    expect(accountKeepingFeeWords(230)).toBe('$4.60 a fortnight ($2.30 a week), in each repayment');
    expect(accountKeepingFeeWords(0)).toBe('$0.00 a fortnight ($0.00 a week), in each repayment');
  });
});
