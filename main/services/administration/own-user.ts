import { KioskFailure } from '../../core/kiosk-failure';

/**
 * The service cannot say whose a pair is, so a profile's own user is the one the kiosk remembered when it
 * made the profile (or when an administrator chose it at an earlier renewal); otherwise the administrator chooses it.
 */
export function ownUserOf(remembered: string | undefined, chosen: string | undefined): string {
  if (remembered !== undefined && chosen !== undefined && chosen !== remembered) {
    const reason = 'This profile belongs to another user. Renew it for its own user.';
    throw new KioskFailure('invalid-input', reason, { userId: [reason] });
  }
  const userId = remembered ?? chosen;
  if (userId === undefined) {
    const reason = 'Choose which user this profile belongs to: the kiosk cannot tell from its credentials.';
    throw new KioskFailure('invalid-input', reason, { userId: [reason] });
  }
  return userId;
}
