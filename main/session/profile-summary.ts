import type { ProfileSummary } from '../../shared/contract/session';
import type { Profile } from '../credentials/profiles';

/** What the screens may know of a profile (K1): never which keychain entry is its, nor anything in it. */
export function profileSummaryOf(profile: Profile): ProfileSummary {
  return {
    id: profile.id,
    displayName: profile.displayName,
    environment: profile.environment.kind,
    branch: { accountId: profile.accountId, name: profile.accountName },
    role: profile.role ?? 'unknown',
  };
}
