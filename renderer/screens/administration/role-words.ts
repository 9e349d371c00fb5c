import type { UserRole } from '../../../shared/enums';
import { say } from './words';

const roleIds = { ADMINISTRATOR: 'administration.role.administrator', 'TEAM MEMBER': 'administration.role.teamMember' } as const;

/** A role as staff say it (D10), never the service's capitals. */
export function roleWords(role: UserRole): string {
  return say(roleIds[role]);
}
