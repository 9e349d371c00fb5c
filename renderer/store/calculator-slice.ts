import type { StateCreator } from 'zustand';
import { isNonNegativeCents, type Cents } from '../../shared/money';
import type { FinanceBreakdown, RepaymentAmount } from '../../shared/wire/calculator';
import { amountProblem } from '../../shared/wire/purchase-amounts';
import { kiosk } from '../kiosk';
import { done, failed, idle, working, type AsyncState } from './async-state';
import type { CustomerReset } from './customer-reset';
import type { KioskStore } from './kiosk-store';

export interface TermOption extends RepaymentAmount {
  repaymentTerm: number;
}

export interface CalculatorInputs {
  /** Integer cents from the first keystroke (K5); null while what was typed is not an amount. */
  totalCents: Cents | null;
  depositCents: Cents | null;
  termMonths: number;
  includeEstablishmentFee: boolean;
}

export interface CalculatorSlice extends CalculatorInputs {
  repayment: RepaymentAmount | null;
  breakdown: FinanceBreakdown | null;
  comparison: readonly TermOption[];
  /**
   * Working from the first change until the service answers the inputs as they are now; done when the repayment
   * answers them. Failed with the service's reasons by field (totalPurchaseAmount, depositAmount, repaymentTerm).
   */
  calculation: AsyncState;
  /** Changes the inputs and asks the service again once the typing pauses. */
  setCalculator(change: Partial<CalculatorInputs>): void;
  calculate(): Promise<void>;
}

export const initialCalculator: CalculatorInputs & Pick<CalculatorSlice, 'repayment' | 'breakdown' | 'comparison' | 'calculation'> = {
  totalCents: null,
  depositCents: 0,
  termMonths: 24,
  includeEstablishmentFee: true,
  repayment: null,
  breakdown: null,
  comparison: [],
  calculation: idle,
};

/** One question to the service per pause in the typing, not one per keystroke. */
export const recalculateAfterMs = 300;

let latest = 0;
let pending: ReturnType<typeof setTimeout> | undefined;

/** A question still waiting for the typing to pause is not asked, and an answer still on its way is not taken. */
export function cancelPendingCalculation(): void {
  clearTimeout(pending);
  latest++;
}

/** K4: the amounts and their answers are the customer's, and so is a question still waiting to be asked. */
export const resetCalculatorCustomer: CustomerReset<CalculatorSlice> = () => {
  cancelPendingCalculation();
  return initialCalculator;
};

/** Amounts the service can be asked about: whole cents, and a deposit below the price (D6, D17). */
function askable(totalCents: Cents | null, depositCents: Cents | null): totalCents is Cents {
  return isNonNegativeCents(totalCents) && isNonNegativeCents(depositCents) && amountProblem(null, totalCents, depositCents) === undefined;
}

/** The repayment, only while it answers the amounts and term as they are now: what a quote or the customer is shown. */
export function settledRepayment(state: Pick<CalculatorSlice, 'repayment' | 'calculation'>): RepaymentAmount | null {
  return state.calculation.status === 'done' ? state.repayment : null;
}

/** The fees beside that repayment (D19), asked with the same fee choice; null whenever the repayment is. */
export function settledBreakdown(state: Pick<CalculatorSlice, 'breakdown' | 'calculation'>): FinanceBreakdown | null {
  return state.calculation.status === 'done' ? state.breakdown : null;
}

export const createCalculatorSlice: StateCreator<KioskStore, [], [], CalculatorSlice> = (set, get) => ({
  ...initialCalculator,
  setCalculator: (change) => {
    cancelPendingCalculation();
    const { totalCents, depositCents } = { ...get(), ...change };
    const ask = askable(totalCents, depositCents);
    set({ ...change, calculation: ask ? working : idle });
    // The store waits out the typing, not the screen: leaving the calculator mid-pause still gets the answer.
    if (ask) pending = setTimeout(() => void get().calculate(), recalculateAfterMs);
  },
  calculate: async () => {
    cancelPendingCalculation();
    const { totalCents, depositCents, termMonths, includeEstablishmentFee } = get();
    if (totalCents === null || depositCents === null) return;
    const asked = ++latest;
    set({ calculation: working });
    const amounts = { totalPurchaseAmount: totalCents, depositAmount: depositCents, includeFees: includeEstablishmentFee };
    const [repayment, breakdown, comparison] = await Promise.all([
      kiosk().calculator.repayment({ ...amounts, repaymentTerm: termMonths }),
      kiosk().calculator.breakdown({
        totalPurchaseAmount: totalCents,
        depositAmount: depositCents,
        repaymentTerm: termMonths,
        addEstablishmentFee: includeEstablishmentFee,
      }),
      kiosk().calculator.compareTerms(amounts),
    ]);
    // A newer calculation (the person kept typing) wins; after Next customer, none does.
    if (asked !== latest) return;
    // The repayments shown so far were for the amounts before; the amounts themselves stay as typed.
    const none = { repayment: null, breakdown: null, comparison: [] };
    if (!repayment.ok) return set({ ...none, calculation: failed(repayment.error) });
    if (!breakdown.ok) return set({ ...none, calculation: failed(breakdown.error) });
    if (!comparison.ok) return set({ ...none, calculation: failed(comparison.error) });
    set({ repayment: repayment.data, breakdown: breakdown.data, comparison: comparison.data.options, calculation: done });
  },
});
