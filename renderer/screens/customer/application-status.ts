import type { ApplicationStatus } from '../../../shared/enums';

/** What each status means for the customer and the salesperson (D14, D15); its name is in the one map of plain words. */
export const applicationStatusExplained: Record<ApplicationStatus, string> = {
  APPROVED: 'The application is approved.',
  'C.APPROV': 'The application is conditionally approved while the provider finishes its checks.',
  REFER: 'The provider is reviewing the application and will decide shortly.',
  DECLINED: 'The application was not approved this time.',
  QUOTE: 'The application has been started but not submitted yet.',
  WITHDRAW: 'The application was withdrawn.',
  PAID: 'The provider has paid for this purchase.',
};
