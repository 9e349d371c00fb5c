import type { AdministeredUser } from '../../../shared/contract/administration';
import { say } from './words';

/** Exactly what deleting a user does (D10), said before the PIN is asked (K9). */
export function deleteUserWords(user: AdministeredUser): string {
  const names = user.kioskProfiles.map((profile) => profile.displayName).join(', ');
  return say('administration.users.delete.says', { count: user.kioskProfiles.length, names });
}
