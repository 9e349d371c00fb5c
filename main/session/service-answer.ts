import type { Logger } from '../core/logger';
import type { Result } from '../core/result';
import { describeFailure } from '../core/service-failure';
import { kioskFailureOf } from '../core/service-failure-words';

/**
 * What the use cases get of a service answer: its data, or a KioskFailure in plain words. The service's refusals
 * are business as usual; anything else (its own 5xx too) is worth a line for whoever supports the kiosk.
 */
export function dataOf<T>(answer: Result<T>, log: Logger): T {
  if (answer.ok) return answer.data;
  if (answer.error.kind !== 'service' || answer.error.http >= 500) log.warn(describeFailure(answer.error));
  throw kioskFailureOf(answer.error);
}
