import type { FinanceType } from '../shared/enums';
import { formatCents } from '../shared/money';
import { amountProblem } from '../shared/wire/purchase-amounts';
import type { AccountLimits } from './store/account-limits';

// D19, the arithmetic in one place. An interest-free plan repaid fortnightly:
//   instalments = ceil(term months × 26 / 12)
//   repayment   = ceil((financed + establishment fee) / instalments) + 2 × weekly account-keeping fee
// Worked example (defaults): $5,000.00 total, $0 deposit, 12 months, fee on →
//   instalments = 26; repayment = ceil((500000 + 7500) / 26) + 460 = 19520 + 460 = 19980 cents ($199.80).

export interface FinanceRequest {
  totalPurchaseCents: number;
  depositCents: number;
  termMonths: number;
  includeEstablishmentFee: boolean;
  financeType: FinanceType;
}

export interface FinanceQuote {
  repaymentCents: number;
  instalments: number;
  totalPurchaseCents: number;
  depositCents: number;
  financedCents: number;
  establishmentFeeCents: number;
  weeklyAccountKeepingFeeCents: number;
  annualFeeCents: number;
  latePaymentFeeCents: number;
}

/** Why a request is outside the account's limits, by field, in words the kiosk can show as they are; empty when it is inside. */
export function limitProblems(
  limits: AccountLimits,
  request: Pick<FinanceRequest, 'totalPurchaseCents' | 'depositCents' | 'termMonths'>,
  fields = { total: 'totalPurchaseAmount', deposit: 'depositAmount', term: 'repaymentTerm' },
): Record<string, string[]> {
  const problems: Record<string, string[]> = {};
  const range = { min_financed_amount: limits.minFinancedCents, max_financed_amount: limits.maxFinancedCents };
  const amounts = amountProblem(range, request.totalPurchaseCents, request.depositCents);
  if (amounts === 'deposit-not-below-total') {
    problems[fields.deposit] = ['Deposit must be at least 0 and less than the total'];
  } else if (amounts !== undefined) {
    problems[fields.total] = [
      `Financed amount must be between ${formatCents(limits.minFinancedCents)} and ${formatCents(limits.maxFinancedCents)}`,
    ];
  }
  if (!limits.terms.includes(request.termMonths)) {
    problems[fields.term] = [`Term must be one of ${limits.terms.join(', ')} months`];
  }
  return problems;
}

export function instalmentsFor(termMonths: number): number {
  return Math.ceil((termMonths * 26) / 12);
}

/** Assumes the request is within limits (see limitProblems). */
export function calculateFinance(limits: AccountLimits, request: FinanceRequest): FinanceQuote {
  const financedCents = request.totalPurchaseCents - request.depositCents;
  const feeForType = request.financeType === 'SME' ? limits.smeEstablishmentFeeCents : limits.establishmentFeeCents;
  const establishmentFeeCents = request.includeEstablishmentFee ? feeForType : 0;
  const instalments = instalmentsFor(request.termMonths);
  const repaymentCents = Math.ceil((financedCents + establishmentFeeCents) / instalments) + 2 * limits.weeklyAccountKeepingFeeCents;
  return {
    repaymentCents,
    instalments,
    totalPurchaseCents: request.totalPurchaseCents,
    depositCents: request.depositCents,
    financedCents,
    establishmentFeeCents,
    weeklyAccountKeepingFeeCents: limits.weeklyAccountKeepingFeeCents,
    annualFeeCents: limits.annualFeeCents,
    latePaymentFeeCents: limits.latePaymentFeeCents,
  };
}

/** A quote's figures as the calculator's breakdown names them (D6: integer cents). */
export function breakdownOf(quote: FinanceQuote) {
  return {
    repayment_amount: quote.repaymentCents,
    instalments: quote.instalments,
    total_purchase_amount: quote.totalPurchaseCents,
    deposit_amount: quote.depositCents,
    financed_amount: quote.financedCents,
    establishment_fee: quote.establishmentFeeCents,
    weekly_account_keeping_fee: quote.weeklyAccountKeepingFeeCents,
    annual_fee: quote.annualFeeCents,
    late_payment_fee: quote.latePaymentFeeCents,
  };
}
