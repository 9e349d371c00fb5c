import type { Profile } from '../credentials/profiles';

/**
 * K11: a profile with no PIN yet (set up before profiles chose one at set-up, or for a user by an administrator) may
 * choose one as it is switched to, unless it may be a real service's administrator's and the one switching is not
 * such an administrator: training's demo administrator does not count, or training would be a way up.
 */
export function mayChoosePinOf(profile: Profile, current: Profile | undefined): boolean {
  const mayBeRealAdministrator = (each: Profile) => each.environment.kind !== 'training' && each.role !== 'TEAM MEMBER';
  return !mayBeRealAdministrator(profile) || current === undefined || (mayBeRealAdministrator(current) && current.role === 'ADMINISTRATOR');
}
