import type { Profile } from '../../credentials/profiles';

// User ids are the service's, so a profile is a user's only on the same service as the profile in use.

function sameService(a: Profile, b: Profile): boolean {
  if (a.environment.kind === 'training' || b.environment.kind === 'training') return a.environment.kind === b.environment.kind;
  return a.environment.kind === b.environment.kind && a.environment.baseUrl === b.environment.baseUrl;
}

/** The profiles on this kiosk that act as `userId` on the service of `inUse`. */
export function kioskProfilesOfUser(profiles: readonly Profile[], inUse: Profile, userId: string): Profile[] {
  return profiles.filter((profile) => profile.userId === userId && sameService(profile, inUse));
}
