import type { StateCreator } from 'zustand';
import type { Cents } from '../../shared/money';
import type { FinanceBreakdown, RepaymentAmount } from '../../shared/wire/calculator';
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
  /** Failed with the service's reasons by field (totalPurchaseAmount, depositAmount, repaymentTerm) when it refuses. */
  calculation: AsyncState;
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

/** K4: the amounts and their answers are the customer's. */
export const resetCalculatorCustomer: CustomerReset<CalculatorSlice> = () => initialCalculator;

let latest = 0;

export const createCalculatorSlice: StateCreator<KioskStore, [], [], CalculatorSlice> = (set, get) => ({
  ...initialCalculator,
  setCalculator: (change) => set(change),
  calculate: async () => {
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
    // A newer calculation (the person kept typing) wins.
    if (asked !== latest) return;
    // The repayments shown so far were for the amounts before; the amounts themselves stay as typed.
    const none = { repayment: null, breakdown: null, comparison: [] };
    if (!repayment.ok) return set({ ...none, calculation: failed(repayment.error) });
    if (!breakdown.ok) return set({ ...none, calculation: failed(breakdown.error) });
    if (!comparison.ok) return set({ ...none, calculation: failed(comparison.error) });
    set({ repayment: repayment.data, breakdown: breakdown.data, comparison: comparison.data.options, calculation: done });
  },
});
