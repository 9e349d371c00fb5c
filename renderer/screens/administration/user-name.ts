import type { User } from '../../../shared/wire/users';

/** A user as staff call them: first and last name. */
export function userName(user: User): string {
  return `${user.first_name} ${user.last_name}`;
}
