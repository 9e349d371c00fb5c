import type { ClockReading, SandboxMessage } from '../../shared/wire/control';
import type { SandboxControl } from '../training/sandbox-control';
import type { TrainingMode } from '../training/training-mode';
import { KioskFailure } from './kiosk-failure';
import type { SessionService } from './session-service';

/** Training mode's extras: the texts and emails "sent" to pretend customers, and the practice service's clock (D27). */
export class TrainingService {
  readonly #session: SessionService;
  readonly #training: TrainingMode;

  constructor(session: SessionService, training: TrainingMode) {
    this.#session = session;
    this.#training = training;
  }

  async messages(to?: string): Promise<{ messages: SandboxMessage[] }> {
    return { messages: await (await this.#control()).messages(to) };
  }

  async clock(): Promise<ClockReading> {
    return (await this.#control()).clock();
  }

  async advance(seconds: number): Promise<ClockReading> {
    return (await this.#control()).advance(seconds);
  }

  #control(): Promise<SandboxControl> {
    if (this.#session.environment() !== 'training') {
      throw new KioskFailure('not-training', 'This is only available with the training profile.');
    }
    return this.#training.control();
  }
}
