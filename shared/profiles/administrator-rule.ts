// D10, K11: whose PIN may do an administrator's part, one rule for main (which enforces it) and the screens (which
// offer only those profiles). Training's demo administrator's PIN is anyone's to choose, so it counts over training only.

/** What the rule needs of a profile: its user's role (D10) and where its service is. */
export interface ProfileKind {
  role?: string | undefined;
  environment: 'training' | 'sandbox' | 'live';
}

/** An administrator of a real service (the provider's sandbox or live), not training's demo one. */
export function isRealAdministrator(profile: ProfileKind): boolean {
  return profile.role === 'ADMINISTRATOR' && profile.environment !== 'training';
}

/**
 * May `administrator`'s PIN clear a pause or remove a profile? A real service's administrator's, anywhere; training's
 * demo administrator's only over training itself (`over`: the profile the kiosk is locked by, when there is one).
 */
export function actsAsAdministratorFor(administrator: ProfileKind, over: ProfileKind | undefined): boolean {
  if (administrator.role !== 'ADMINISTRATOR') return false;
  return isRealAdministrator(administrator) || over?.environment === 'training';
}
