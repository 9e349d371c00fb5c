import { applicationStatusWords } from '../../../shared/application-status-words';
import type { ApplicationStatus } from '../../../shared/enums';
import { StatusChip, type ChipTone } from '../../components/status-chip';

/** The chip's colour for each status; its words come from the one map of plain words. */
const tones: Record<ApplicationStatus, ChipTone> = {
  QUOTE: 'neutral',
  'C.APPROV': 'info',
  REFER: 'warning',
  APPROVED: 'success',
  DECLINED: 'danger',
  WITHDRAW: 'neutral',
  PAID: 'success',
};

/** Colour and words together, never colour alone; `words` in the customer's language where they read it (K14). */
export function ApplicationStatusChip({ status, words }: { status: ApplicationStatus; words?: string }) {
  return <StatusChip tone={tones[status]}>{words ?? applicationStatusWords[status]}</StatusChip>;
}
