import type { Logger } from '../core/logger';
import { describeFailure } from '../core/service-failure';
import type { VendorPort } from '../core/vendor-port';
import type { CredentialVault } from '../credentials/credential-vault';
import type { Profile } from '../credentials/profiles';

/**
 * D10, D24: reading the branch's API keys is for ADMINISTRATORs only, so its answer tells the role; a TEAM MEMBER
 * gets 401/4010 "Not authorized". The role is saved with the profile and the updated profile returned; any other
 * failure leaves the role as it was (undefined). Never throws.
 */
export async function learnRole(
  profile: Profile,
  vendor: () => Promise<VendorPort>,
  vault: Pick<CredentialVault, 'setProfileRole'>,
  log: Logger,
): Promise<Profile | undefined> {
  try {
    const answer = await (await vendor()).getApiKeys({ accountId: profile.accountId });
    const refused = !answer.ok && answer.error.kind === 'service' && answer.error.http === 401 && answer.error.status === 4010;
    if (!answer.ok && !refused) {
      log.warn(`Could not learn the role of a staff profile: ${describeFailure(answer.error)}`, { profileId: profile.id });
      return undefined;
    }
    const role = answer.ok ? 'ADMINISTRATOR' : 'TEAM MEMBER';
    if (profile.role === role) return undefined;
    return await vault.setProfileRole(profile.id, role);
  } catch (error) {
    log.error('Could not learn the role of a staff profile', error, { profileId: profile.id });
    return undefined;
  }
}

/** Waits for `work` at most `ms`; what is left of it goes on in the background. */
export async function settledWithin(work: Promise<unknown>, ms: number): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const enough = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, ms);
  });
  await Promise.race([work, enough]);
  clearTimeout(timer);
}
