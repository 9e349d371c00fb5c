import type { UpdateStatus } from '../../shared/contract/updates';
import { KioskFailure } from '../core/kiosk-failure';
import type { UpdateKeeper } from '../updates/update-keeper';
import type { AdministratorGuard } from './administration/administrator-guard';

/** K13 behind the contract: anyone reads the state (the version); an administrator looks now or says "install now" (K9). */
export class UpdateService {
  readonly #keeper: UpdateKeeper;
  readonly #guard: AdministratorGuard;

  constructor(keeper: UpdateKeeper, guard: AdministratorGuard) {
    this.#keeper = keeper;
    this.#guard = guard;
  }

  status(): UpdateStatus {
    return this.#keeper.status;
  }

  async check(pin: string): Promise<UpdateStatus> {
    await this.#guard.allowChange(pin);
    this.#refuseUnsupported();
    return this.#keeper.check();
  }

  async installNow(pin: string): Promise<UpdateStatus> {
    await this.#guard.allowChange(pin);
    this.#refuseUnsupported();
    if (this.#keeper.status.phase !== 'ready')
      throw new KioskFailure('refused', 'No update has been downloaded yet, so there is nothing to install. Look for an update first.');
    return this.#keeper.installNow();
  }

  #refuseUnsupported(): void {
    const { phase, detail } = this.#keeper.status;
    if (phase === 'unsupported') throw new KioskFailure('refused', detail ?? 'This kiosk cannot update itself.');
  }
}
