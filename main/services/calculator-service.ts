import type { CompareTermsInput } from '../../shared/contract/calculator';
import type { CalculateRepaymentBody, FinanceBreakdown, PublicCalculatorBody, RepaymentAmount } from '../../shared/wire/calculator';
import { standardRepaymentTerms } from '../../shared/wire/financing-limits';
import { KioskFailure } from '../core/kiosk-failure';
import type { SessionService } from '../session/session-service';

/**
 * Repayments (D19): the branch's own calculation, the public breakdown, and a comparison of terms. The service shows
 * no way to read an account's limits, so it judges each amount and term, and its refusal names the field.
 */
export class CalculatorService {
  readonly #session: SessionService;

  constructor(session: SessionService) {
    this.#session = session;
  }

  async repayment(body: CalculateRepaymentBody): Promise<RepaymentAmount> {
    return (await this.#session.call((vendor) => vendor.calculateRepaymentAmount(body))).repaymentAmount;
  }

  /** The public calculator needs no service session, so it still works while a customer has the kiosk. */
  async breakdown(body: PublicCalculatorBody): Promise<FinanceBreakdown> {
    return (await this.#session.callPublic((vendor) => vendor.publicCalculator(body))).data;
  }

  /** The terms the service calculates for these amounts; one the branch does not offer is refused for the term alone and left out. */
  async compareTerms({ repaymentTerms, ...amounts }: CompareTermsInput) {
    const terms: readonly number[] = repaymentTerms ?? standardRepaymentTerms;
    const options = await Promise.all(
      terms.map(async (repaymentTerm) => {
        try {
          return [{ repaymentTerm, ...(await this.repayment({ ...amounts, repaymentTerm })) }];
        } catch (error) {
          if (refusesTermAlone(error)) return [];
          throw error;
        }
      }),
    );
    return { options: options.flat() };
  }
}

function refusesTermAlone(error: unknown): boolean {
  if (!(error instanceof KioskFailure) || error.error.code !== 'invalid-input') return false;
  const fields = Object.keys(error.error.fieldErrors ?? {});
  return fields.length === 1 && fields[0] === 'repaymentTerm';
}
