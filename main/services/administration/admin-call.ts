import { ok, type Result } from '../../core/result';
import { describeFailure, type ServiceAnswerFailure } from '../../core/service-failure';
import type { KioskFailure } from '../../core/kiosk-failure';
import type { Logger } from '../../core/logger';
import type { SessionService } from '../../session/session-service';
import { kioskFailureOf } from '../../core/service-failure-words';
import type { VendorPort } from '../../core/vendor-port';

/** Words for a refusal the caller knows better than vendor-errors does (e.g. next to the field); undefined: the usual words. */
export type Refusal = (failure: ServiceAnswerFailure) => KioskFailure | undefined;

/** A call as the profile in use (refused while locked), its answer's data; the service's refusals go through `refusal` first. */
export async function callAsAdministrator<T>(
  session: SessionService,
  log: Logger,
  use: (vendor: VendorPort) => Promise<Result<T>>,
  refusal: Refusal = () => undefined,
): Promise<T> {
  const answer = await session.call(async (vendor) => ok(await use(vendor)));
  if (answer.ok) return answer.data;
  const failure = answer.error;
  if (failure.kind === 'service') throw refusal(failure) ?? kioskFailureOf(failure);
  // Not a refusal: worth a line for whoever supports the kiosk (describeFailure never repeats a secret, K1).
  log.warn(`administration: ${describeFailure(failure)}`);
  throw kioskFailureOf(failure);
}
