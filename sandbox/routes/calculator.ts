import { financeTypes, type FinanceType } from '../../shared/enums';
import { calculateRepaymentBody, publicCalculatorBody, publicCalculatorResponse } from '../../shared/wire/calculator';
import { flagValue } from '../../shared/wire/common';
import { errors } from '../../shared/wire/errors';
import { requireCaller } from '../authority';
import { breakdownOf, calculateFinance, limitProblems, type FinanceRequest } from '../finance';
import { PureAnswers } from '../encoding/pure-answers';
import { EncodedBody, type Handlers, type RequestInput } from '../handler';
import { parseInput } from '../input';
import type { Sandbox } from '../sandbox';
import { fail } from '../service-error';
import { defaultLimits, type AccountLimits } from '../store/account-limits';

export function calculatorHandlers(sandbox: Sandbox): Handlers<'calculateRepaymentAmount' | 'publicCalculator'> {
  // The public calculator's answer depends on its input alone (default limits and fees, D19): encoded once per input.
  const publicAnswers = new PureAnswers(publicCalculatorResponse);
  return {
    calculateRepaymentAmount: ({ body }, caller) => {
      const { accountId } = requireCaller(caller);
      const input = parseInput(calculateRepaymentBody, body, errors.invalidInput);
      const quote = withinLimits(sandbox.account(accountId)?.limits ?? defaultLimits(), {
        totalPurchaseCents: input.totalPurchaseAmount,
        depositCents: input.depositAmount,
        termMonths: input.repaymentTerm,
        includeEstablishmentFee: flagValue(input.includeFees),
        financeType: 'CONSUMER',
      });
      return { repaymentAmount: { repaymentAmount: quote.repaymentCents, instalments: quote.instalments } };
    },
    // The public calculator knows no account, so it uses the service's default limits and fees (D19).
    publicCalculator: Object.assign(
      ({ body, bodyText }: RequestInput) =>
        new EncodedBody(
          publicAnswers.encoded(bodyText, () => {
            const input = parseInput(publicCalculatorBody, body, errors.invalidInput);
            const financeType = (input.financeType ?? 'CONSUMER').toUpperCase();
            if (!isFinanceType(financeType)) fail(errors.invalidInput, { financeType: ['Must be CONSUMER or SME'] });
            return publicAnswer(
              withinLimits(defaultLimits(), {
                totalPurchaseCents: input.totalPurchaseAmount,
                depositCents: input.depositAmount ?? 0,
                termMonths: Number(input.repaymentTerm),
                includeEstablishmentFee: input.addEstablishmentFee === undefined ? true : flagValue(input.addEstablishmentFee),
                financeType,
              }),
            );
          }),
        ),
      // A body answered before is answered again from its text alone, before any routing or parsing.
      { kept: (bodyText: string) => publicAnswers.keptFor(bodyText) },
    ),
  };
}

/** The public calculator's answer (D6: integer cents, the breakdown in `data`). */
function publicAnswer(quote: ReturnType<typeof calculateFinance>) {
  return {
    status: 2000 as const,
    data: breakdownOf(quote),
  };
}

function withinLimits(limits: AccountLimits, request: FinanceRequest) {
  const problems = limitProblems(limits, request);
  if (Object.keys(problems).length > 0) fail(errors.invalidInput, problems);
  return calculateFinance(limits, request);
}

function isFinanceType(value: string): value is FinanceType {
  return (financeTypes as readonly string[]).includes(value);
}
