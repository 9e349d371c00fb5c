import type { ApplicationStatus } from '../../../shared/enums';
import type { ChipTone } from '../../components/status-chip';

/** Each status as the customer and the salesperson read it (D14, D15). */
export const applicationStatusText: Record<ApplicationStatus, { label: string; explain: string; tone: ChipTone }> = {
  APPROVED: { label: 'APPROVED', explain: 'The application is approved.', tone: 'success' },
  'C.APPROV': {
    label: 'CONDITIONALLY APPROVED',
    explain: 'The application is conditionally approved while the provider finishes its checks.',
    tone: 'info',
  },
  REFER: { label: 'REFERRED', explain: 'The provider is reviewing the application and will decide shortly.', tone: 'warning' },
  DECLINED: { label: 'DECLINED', explain: 'The application was not approved this time.', tone: 'danger' },
  QUOTE: { label: 'IN PROGRESS', explain: 'The application has not been submitted yet.', tone: 'neutral' },
  WITHDRAW: { label: 'WITHDRAWN', explain: 'The application was withdrawn.', tone: 'neutral' },
  PAID: { label: 'PAID', explain: 'The provider has paid for this purchase.', tone: 'success' },
};
