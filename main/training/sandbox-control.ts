import type { z } from 'zod';
import { controlEndpoints, type ClockReading, type SandboxMessage } from '../../shared/wire/control';
import { KioskFailure } from '../core/kiosk-failure';

/** The sandbox's control interface (D27) over HTTP: the messages it "sent", and its clock. */
export class SandboxControl {
  readonly #baseUrl: string;

  constructor(baseUrl: string) {
    this.#baseUrl = baseUrl;
  }

  async messages(to?: string): Promise<SandboxMessage[]> {
    const query = to === undefined ? '' : `?${new URLSearchParams({ to })}`;
    return (await this.#request(controlEndpoints.getMessages, query)).messages;
  }

  async clock(): Promise<ClockReading> {
    return (await this.#request(controlEndpoints.getClock)).clock;
  }

  async advance(seconds: number): Promise<ClockReading> {
    return (await this.#request(controlEndpoints.advanceClock, '', { seconds })).clock;
  }

  async #request<T>(spec: { method: string; path: string; response: z.ZodType<T> }, query = '', body?: unknown): Promise<T> {
    const response = await fetch(`${this.#baseUrl}${spec.path}${query}`, {
      method: spec.method,
      headers: body === undefined ? { accept: 'application/json' } : { accept: 'application/json', 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    }).catch(() => {
      // A stopped practice service is an outage to explain, not a fault of the kiosk's to log.
      throw new KioskFailure('unavailable', "Training mode's practice service cannot be reached just now. Try again in a moment.");
    });
    const answer = spec.response.safeParse(await response.json().catch(() => null));
    if (!answer.success) {
      throw new KioskFailure('unavailable', "Training mode's practice service did not answer as expected. Restart the kiosk.");
    }
    return answer.data;
  }
}
