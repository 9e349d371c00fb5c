import { isRealAdministrator, type ProfileKind } from '../../shared/profiles/administrator-rule';
import type { Profile } from '../credentials/profiles';

/**
 * K11: a profile with no PIN yet (set up before profiles chose one at set-up, or for a user by an administrator) may
 * choose one as it is switched to, unless it may be a real service's administrator's: then only such an administrator,
 * in use, may switch to it (not training's demo administrator, nor nobody), or that would be a way up.
 */
export function mayChoosePinOf(profile: Profile, current: Profile | undefined): boolean {
  const mayBeRealAdministrator = profile.environment.kind !== 'training' && profile.role !== 'TEAM MEMBER';
  return !mayBeRealAdministrator || (current !== undefined && isRealAdministrator(kindOf(current)));
}

/** A profile as the shared administrator rule reads it. */
export function kindOf(profile: Profile): ProfileKind {
  return { role: profile.role, environment: profile.environment.kind };
}
