import type { ServiceFailure } from '../core/service-failure';

/**
 * What a failed write means for the outbox. `unreachable`: no connection was made, so the service cannot have seen it
 * (K8: it may wait). `lost`: it left, and its answer did not come back (K3: look before sending again; K7: ask staff).
 * `refused`: the service answered no. `not-sent`: the kiosk could not sign in, so it never went.
 */
export type WriteFailure = 'unreachable' | 'lost' | 'refused' | 'not-sent';

export function writeFailureOf(failure: ServiceFailure): WriteFailure {
  switch (failure.kind) {
    // A 5xx too: the service is there (never "offline", never queued); the caller hears the provider's own error, not "cannot be reached".
    case 'service':
      return 'refused';
    case 'network':
      return failure.requestSent ? 'lost' : 'unreachable';
    // An answer the kiosk cannot read (malformed) may still report something done: look, as for a lost one.
    case 'timeout':
    case 'outcome-unknown':
    case 'malformed-answer':
      return 'lost';
    case 'sign-in-refused':
    case 'credentials-unavailable':
      return 'not-sent';
  }
}
