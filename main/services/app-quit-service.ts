import { KioskFailure } from '../core/kiosk-failure';
import type { SessionService } from '../session/session-service';

/**
 * K11: quitting. A locked kiosk (or one in customer mode) quits only with the staff PIN that unlocks it, so closing
 * the window is no way past the lock; wrong PINs count towards the pause. The browser host has no app to quit: it
 * stops where it was started.
 */
export class AppQuitService {
  readonly #session: Pick<SessionService, 'status' | 'unlock'>;
  readonly #quitApp: (() => void) | undefined;

  constructor(session: Pick<SessionService, 'status' | 'unlock'>, quitApp?: () => void) {
    this.#session = session;
    this.#quitApp = quitApp;
  }

  /** Whether the app may close now without asking (the window's close and the app's quit ask this first). */
  mayCloseWithoutPin(): boolean {
    return !this.#session.status().locked;
  }

  async quit(pin: string | undefined): Promise<{ quitting: boolean }> {
    if (this.#session.status().locked) {
      if (pin === undefined) throw new KioskFailure('locked', 'The kiosk is locked. Enter the staff PIN to close it.');
      await this.#session.unlock(pin);
    }
    // The browser host: unlocked with the same PIN as ever, but a page cannot close the browser it runs in.
    if (!this.#quitApp) return { quitting: false };
    // After this answer has gone back to the screens.
    setImmediate(this.#quitApp);
    return { quitting: true };
  }
}
