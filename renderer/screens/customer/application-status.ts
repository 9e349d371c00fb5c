import type { ApplicationStatus } from '../../../shared/enums';
import type { MessageId } from '../../i18n/message-id';

/** Each status's name in the reader's language (K14); staff's English is the one map of plain words. */
export const applicationStatusShown = {
  QUOTE: 'outcome.statusWords.QUOTE',
  'C.APPROV': 'outcome.statusWords.C.APPROV',
  REFER: 'outcome.statusWords.REFER',
  APPROVED: 'outcome.statusWords.APPROVED',
  DECLINED: 'outcome.statusWords.DECLINED',
  WITHDRAW: 'outcome.statusWords.WITHDRAW',
  PAID: 'outcome.statusWords.PAID',
} as const satisfies Record<ApplicationStatus, MessageId>;

/** What each status means for the customer and the salesperson (D14, D15). */
export const applicationStatusExplained = {
  APPROVED: 'outcome.explained.APPROVED',
  'C.APPROV': 'outcome.explained.C.APPROV',
  REFER: 'outcome.explained.REFER',
  DECLINED: 'outcome.explained.DECLINED',
  QUOTE: 'outcome.explained.QUOTE',
  WITHDRAW: 'outcome.explained.WITHDRAW',
  PAID: 'outcome.explained.PAID',
} as const satisfies Record<ApplicationStatus, MessageId>;

/** What happens next for the customer, by status (D14; the sandbox's order of them, D15), in their words (K14). */
export const applicationStatusNextStep = {
  APPROVED: 'outcome.next.APPROVED',
  'C.APPROV': 'outcome.next.C.APPROV',
  REFER: 'outcome.next.REFER',
  DECLINED: 'outcome.next.DECLINED',
  QUOTE: 'outcome.next.QUOTE',
  WITHDRAW: 'outcome.next.WITHDRAW',
  PAID: 'outcome.next.PAID',
} as const satisfies Record<ApplicationStatus, MessageId>;
