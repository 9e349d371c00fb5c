import { standardRepaymentTerms, type CompareTermsInput } from '../../shared/contract/calculator';
import type { CalculateRepaymentBody, FinanceBreakdown, PublicCalculatorBody, RepaymentAmount } from '../../shared/wire/calculator';
import type { SessionService } from './session-service';

/** Repayments (D19): the branch's own calculation, the public breakdown, and a comparison of terms. */
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

  async compareTerms({ repaymentTerms, ...amounts }: CompareTermsInput) {
    const terms: readonly number[] = repaymentTerms ?? standardRepaymentTerms;
    const options = await Promise.all(
      terms.map(async (repaymentTerm) => ({ repaymentTerm, ...(await this.repayment({ ...amounts, repaymentTerm })) })),
    );
    return { options };
  }
}
