import type { UserRole } from '../../../shared/enums';

/** A role as staff say it (D10), never the service's capitals. */
export const roleWords: Record<UserRole, string> = { ADMINISTRATOR: 'Administrator', 'TEAM MEMBER': 'Team member' };
