import type { ProfileSummary, SessionStatus } from '../../shared/contract/session';

// The profiles main reports to the screens in the PIN tests: training's demo administrator, and two profiles for the
// provider's sandbox, an administrator's and a team member's (D10, K11).

const profile = (id: string, displayName: string, environment: ProfileSummary['environment'], role: ProfileSummary['role']) =>
  ({ id, displayName, environment, branch: { accountId: '1001', name: 'Sunrise Solar' }, role }) satisfies ProfileSummary;

export const training = profile('profile-training', 'Training', 'training', 'ADMINISTRATOR');
export const priya = profile('profile-priya', 'Priya', 'sandbox', 'ADMINISTRATOR');
export const liam = profile('profile-liam', 'Liam', 'sandbox', 'TEAM MEMBER');

/** Main's session status with `inUse`, locked or not, its staff PIN chosen or not yet. */
export const sessionOf = (inUse: ProfileSummary | null, { locked = false, staffPinChosen = true } = {}): SessionStatus => ({
  profile: inUse,
  locked,
  staffPinChosen,
  keychain: { available: true },
});
