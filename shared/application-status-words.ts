import type { ApplicationStatus } from './enums';

/**
 * Each application status (D14, D15) in the plain words staff and customers read, wherever a status reaches a
 * screen: never the service's codes (APPROVED, REFER, C.APPROV…).
 */
export const applicationStatusWords: Record<ApplicationStatus, string> = {
  QUOTE: 'Application started',
  'C.APPROV': 'Conditionally approved',
  REFER: 'Being reviewed',
  APPROVED: 'Approved',
  DECLINED: 'Declined',
  WITHDRAW: 'Withdrawn',
  PAID: 'Paid',
};
