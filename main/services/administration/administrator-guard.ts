import type { Profile } from '../../credentials/profiles';
import { KioskFailure } from '../../core/kiosk-failure';
import type { SessionService } from '../../session/session-service';

/**
 * K9: administration is for a profile whose user is an ADMINISTRATOR (D10), refused in main for anyone else (not only
 * hidden on screen), never while the kiosk is locked, and every change asks for the staff PIN again.
 */
export class AdministratorGuard {
  readonly #session: SessionService;

  constructor(session: SessionService) {
    this.#session = session;
  }

  /** Reads (lists) need no PIN. */
  async allowRead(): Promise<Profile> {
    if (this.#session.status().locked) throw new KioskFailure('locked', 'The kiosk is locked. Enter the staff PIN to unlock it.');
    const role = await this.#session.knownRole();
    if (role !== 'ADMINISTRATOR') throw notAdministrator(role);
    return this.#session.profileInUse();
  }

  /** Changes: the PIN is checked only once the role allows, so a TEAM MEMBER's guesses count for nothing either way. */
  async allowChange(pin: string): Promise<Profile> {
    await this.allowRead();
    await this.#session.confirmPin(pin);
    return this.#session.profileInUse();
  }
}

function notAdministrator(role: string): KioskFailure {
  return new KioskFailure(
    'not-allowed',
    role === 'unknown'
      ? 'The kiosk could not yet confirm that this profile belongs to an administrator. Check the connection and try again.'
      : 'Only an administrator’s profile can do this. Ask a branch administrator.',
  );
}
