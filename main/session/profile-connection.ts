import type { Logger } from '../core/logger';
import { describeFailure } from '../core/service-failure';
import type { VendorPort } from '../core/vendor-port';

/**
 * The service as one profile: connected when first needed (the client creates the service session when first
 * needed too, K2), connected afresh after a failure, and signed out when the profile stops being used.
 */
export class ProfileConnection {
  readonly #connect: () => Promise<VendorPort>;
  #vendor: Promise<VendorPort> | null = null;

  constructor(connect: () => Promise<VendorPort>) {
    this.#connect = connect;
  }

  vendor(): Promise<VendorPort> {
    this.#vendor ??= this.#connect().catch((error: unknown) => {
      this.#vendor = null;
      throw error;
    });
    return this.#vendor;
  }

  /** K2: the service session is deleted; the next call connects again. */
  async end(log: Logger): Promise<void> {
    const vendor = this.#vendor;
    if (!vendor) return;
    this.#vendor = null;
    const ended = await (await vendor.catch(() => null))?.signOut();
    if (ended && !ended.ok) log.warn(`Could not delete the service session: ${describeFailure(ended.error)}`);
  }
}
