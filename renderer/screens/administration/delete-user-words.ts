import type { AdministeredUser } from '../../../shared/contract/administration';

/** Exactly what deleting a user does (D10), said before the PIN is asked (K9). */
export function deleteUserWords(user: AdministeredUser): string {
  const count = user.kioskProfiles.length;
  const profiles = count === 1 ? '1 profile' : `${count} profiles`;
  const named = count === 0 ? '' : ` (${user.kioskProfiles.map((profile) => profile.displayName).join(', ')})`;
  return `Their API credentials stop working and any session they have ends at once; ${profiles} on this kiosk ${count === 1 ? 'is' : 'are'} removed${named}. This cannot be undone.`;
}
