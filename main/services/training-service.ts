import type { ClockReading, SandboxMessage } from '../../shared/wire/control';
import type { SandboxControl } from '../training/sandbox-control';
import type { TrainingMode } from '../training/training-mode';
import { KioskFailure } from '../core/kiosk-failure';
import type { SessionService } from '../session/session-service';

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

  /**
   * D17: the apply link is only in the quote email, so training takes it from the newest email the sandbox "sent" for this
   * quote (D27); elsewhere the kiosk cannot know the link's token and says so with null.
   */
  async applyLink(quoteId: string, email: string): Promise<{ link: string | null }> {
    if (this.#session.environment() !== 'training') return { link: null };
    const emails = (await (await this.#control()).messages(email)).filter((message) => message.channel === 'email');
    const newest = emails
      .filter((message) => message.link !== undefined && isApplyLinkFor(message.link, quoteId))
      .sort((a, b) => Date.parse(a.sent) - Date.parse(b.sent))
      .at(-1);
    return { link: newest?.link ?? null };
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

/** D17: `/apply/quote/{id}?token=…`, compared on the parsed path so one quote's id never matches another's prefix. */
function isApplyLinkFor(link: string, quoteId: string): boolean {
  if (!URL.canParse(link)) return false;
  return new URL(link).pathname === `/apply/quote/${encodeURIComponent(quoteId)}`;
}
