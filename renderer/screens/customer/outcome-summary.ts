import type { Cents } from '../../../shared/money';
import type { Application } from '../../../shared/wire/applications';
import type { KioskStore } from '../../store/kiosk-store';

export interface OutcomeSummary {
  /** How the customer is greeted: their first name, or "" when the kiosk does not know it. */
  firstName: string;
  /** Whom staff read the outcome for. */
  fullName: string;
  /** null when neither the application nor the hand-over says. */
  financedCents: Cents | null;
}

type OutcomeState = Pick<KioskStore, 'customer' | 'totalCents' | 'depositCents' | 'outcome'>;

/**
 * Who applied and for how much: the service's application once staff have looked it up (its applicant and amount
 * win), else what staff handed over (K6; main kept it across checkout's return).
 */
export function outcomeSummaryOf(state: OutcomeState, application: Application | null = null): OutcomeSummary {
  const applied = application?.id === state.outcome?.applicationId ? application : null;
  const handedOver = `${state.customer.firstName.trim()} ${state.customer.lastName.trim()}`.trim();
  const applicant = applied?.applicants[0]?.name.trim() ?? '';
  const fullName = applicant || handedOver;
  const firstName = state.customer.firstName.trim() || (fullName.split(' ')[0] ?? '');
  const handedOverCents = state.totalCents === null ? null : state.totalCents - (state.depositCents ?? 0);
  return { firstName, fullName, financedCents: applied?.financed_amount ?? handedOverCents };
}
