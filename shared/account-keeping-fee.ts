import { formatCents, type Cents } from './money';

// D19: the account-keeping fee is quoted a week, but repayments fall a fortnight apart, so it is said both ways
// beside a fortnightly repayment (issue 26).

/** D19: a fortnight is two weeks of the fee, as each repayment carries it. */
export function fortnightlyAccountKeepingFee(weeklyCents: Cents): Cents {
  return weeklyCents * 2;
}

/** "$4.60 a fortnight ($2.30 a week), in each repayment". */
export function accountKeepingFeeWords(weeklyCents: Cents): string {
  return `${formatCents(fortnightlyAccountKeepingFee(weeklyCents))} a fortnight (${formatCents(weeklyCents)} a week), in each repayment`;
}
