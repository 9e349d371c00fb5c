import type { StateCreator } from 'zustand';
import type { Cents } from '../../shared/money';
import type { FinanceBreakdown, RepaymentAmount } from '../../shared/wire/calculator';
import { kiosk } from '../kiosk';
import { done, failed, idle, working, type AsyncState } from './async-state';
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
    if (!repayment.ok) return set({ calculation: failed(repayment.error) });
    if (!breakdown.ok) return set({ calculation: failed(breakdown.error) });
    if (!comparison.ok) return set({ calculation: failed(comparison.error) });
    set({ repayment: repayment.data, breakdown: breakdown.data, comparison: comparison.data.options, calculation: done });
  },
});
