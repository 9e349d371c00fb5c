import type { ApplicationStatus } from '../../../shared/enums';
import { StatusChip, type ChipTone } from '../../components/status-chip';
import { statusWords } from '../../store/applications-slice';

const tones: Record<ApplicationStatus, ChipTone> = {
  QUOTE: 'neutral',
  'C.APPROV': 'info',
  REFER: 'warning',
  APPROVED: 'success',
  DECLINED: 'danger',
  WITHDRAW: 'neutral',
  PAID: 'success',
};

/** Colour and words together, never colour alone. */
export function ApplicationStatusChip({ status }: { status: ApplicationStatus }) {
  return <StatusChip tone={tones[status]}>{statusWords[status]}</StatusChip>;
}
