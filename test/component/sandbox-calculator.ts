import type { ChannelResult } from '../../shared/contract';
import { flagValue } from '../../shared/wire/common';
import { standardRepaymentTerms } from '../../shared/wire/financing-limits';
import { breakdownOf, calculateFinance, limitProblems, type FinanceRequest } from '../../sandbox/finance';
import { defaultLimits } from '../../sandbox/store/account-limits';
import { refused, ok, type FakeKiosk } from './fake-kiosk';

// The calculator channels answered with the sandbox's own arithmetic and limits (D19), so the figures and the
// refusals the screens show are the ones the service would give; only the wire between them is left out.

const limits = defaultLimits();

/** Main's answer for a request outside the limits: the service's reasons by field (main/core/service-failure-words.ts). */
function within(request: FinanceRequest) {
  const problems = limitProblems(limits, request);
  return Object.keys(problems).length > 0 ? refused('invalid-input', 'Some details need correcting.', problems) : null;
}

function financed(request: FinanceRequest): ChannelResult<'calculator:repayment'> {
  const quote = calculateFinance(limits, request);
  return within(request) ?? ok({ repaymentAmount: quote.repaymentCents, instalments: quote.instalments });
}

/** Answers calculator:repayment, calculator:breakdown and calculator:compareTerms as main would with the sandbox behind it. */
export function answerLikeTheSandbox(kiosk: FakeKiosk): void {
  const request = (total: number, deposit: number | undefined, term: number, fee: boolean): FinanceRequest => ({
    totalPurchaseCents: total,
    depositCents: deposit ?? 0,
    termMonths: term,
    includeEstablishmentFee: fee,
    financeType: 'CONSUMER',
  });
  kiosk.answer('calculator:repayment', (input) =>
    financed(request(input.totalPurchaseAmount, input.depositAmount, input.repaymentTerm, flagValue(input.includeFees ?? true))),
  );
  kiosk.answer('calculator:breakdown', (input) => {
    const asked = request(
      input.totalPurchaseAmount,
      input.depositAmount,
      Number(input.repaymentTerm),
      flagValue(input.addEstablishmentFee ?? true),
    );
    return within(asked) ?? ok(breakdownOf(calculateFinance(limits, asked)));
  });
  kiosk.answer('calculator:compareTerms', (input) => {
    const options = (input.repaymentTerms ?? standardRepaymentTerms).map((term) => ({
      term,
      answer: financed(request(input.totalPurchaseAmount, input.depositAmount, term, flagValue(input.includeFees ?? true))),
    }));
    const refusal = options.find(({ answer }) => !answer.ok)?.answer;
    if (refusal && !refusal.ok) return refusal;
    return ok({ options: options.flatMap(({ term, answer }) => (answer.ok ? [{ repaymentTerm: term, ...answer.data }] : [])) });
  });
}
