import type { SessionService } from '../session/session-service';
import type { TrainingMode } from '../training/training-mode';

/**
 * The service's today as the kiosk knows it: in training the sandbox's clock (D27), which staff move on; the live
 * service publishes none, so the kiosk's own.
 */
export function serviceClock(session: Pick<SessionService, 'environment'>, training: Pick<TrainingMode, 'service'>, now: () => number) {
  return async (): Promise<number> => (session.environment() === 'training' ? (await training.service()).now() : now());
}
