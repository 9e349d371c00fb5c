import type { CalculatorSlice } from './calculator-slice';
import type { KioskStore } from './kiosk-store';

type OwnNumbers = Pick<
  CalculatorSlice,
  'totalCents' | 'depositCents' | 'termMonths' | 'includeEstablishmentFee' | 'repayment' | 'breakdown' | 'comparison' | 'calculation'
>;

/**
 * K4 as the kiosk reads it: the idle wipe takes the customer's data, not the salesperson's own numbers. The calculator's
 * amounts and their answer stay when nothing of a customer is with them (no detail typed, nothing sent or handed over);
 * with a customer's name beside them they are the customer's, and go.
 */
export function ownNumbers(state: KioskStore): OwnNumbers | null {
  const typed = Object.values(state.customer).some((value) => value.trim() !== '');
  const forSomeone = state.quoteAnswer ?? state.calloutAnswer ?? state.outcome ?? state.handedOverQuote;
  if (typed || forSomeone !== null) return null;
  const { totalCents, depositCents, termMonths, includeEstablishmentFee, repayment, breakdown, comparison, calculation } = state;
  return { totalCents, depositCents, termMonths, includeEstablishmentFee, repayment, breakdown, comparison, calculation };
}
