import { endpoints, type EndpointId } from '../../shared/wire/endpoints';

// Why a call to the financing service did not give what was asked, as typed values with plain-words descriptions.

/** The service answered with D3's error envelope. */
export interface ServiceAnswerFailure {
  readonly kind: 'service';
  readonly http: number;
  readonly status: number;
  readonly message: string;
  readonly fieldErrors?: Readonly<Record<string, readonly string[]>>;
}

export interface NetworkFailure {
  readonly kind: 'network';
  readonly message: string;
  /** False when no connection was made, so the service cannot have seen the request. */
  readonly requestSent: boolean;
}

export interface TimeoutFailure {
  readonly kind: 'timeout';
  readonly afterMs: number;
}

/** An answer that is neither the endpoint's documented success nor D3's error envelope. */
export interface MalformedAnswerFailure {
  readonly kind: 'malformed-answer';
  readonly endpoint: EndpointId;
  readonly http: number;
  readonly problem: string;
}

/** Create Session refused the profile's credentials (document, "Errors: Sessions"). */
export interface SignInRefusedFailure {
  readonly kind: 'sign-in-refused';
  readonly http: number;
  readonly status: number;
  readonly message: string;
}

/** The profile's credentials could not be read from the keychain (K1). */
export interface CredentialsUnavailableFailure {
  readonly kind: 'credentials-unavailable';
  readonly message: string;
}

/** K3: a create whose answer was lost; it may or may not have been done, so it must be checked before any retry. */
export interface OutcomeUnknownFailure {
  readonly kind: 'outcome-unknown';
  readonly endpoint: EndpointId;
  readonly cause: LostAnswer;
}

export type LostAnswer = NetworkFailure | TimeoutFailure;

export type ServiceFailure =
  | ServiceAnswerFailure
  | NetworkFailure
  | TimeoutFailure
  | MalformedAnswerFailure
  | SignInRefusedFailure
  | CredentialsUnavailableFailure
  | OutcomeUnknownFailure;

/** A lost answer after the request left: the service may have acted on it. */
export function mayHaveArrived(failure: LostAnswer): boolean {
  return failure.kind === 'timeout' || failure.requestSent;
}

export function describeFailure(failure: ServiceFailure): string {
  switch (failure.kind) {
    case 'service':
      return `The financing service refused the request: ${failure.message}${fieldList(failure.fieldErrors)} (HTTP ${failure.http}, code ${failure.status}).`;
    case 'network':
      return `The financing service could not be reached (${failure.message}). Check the network connection and try again.`;
    case 'timeout':
      return `The financing service did not answer within ${seconds(failure.afterMs)}.`;
    case 'malformed-answer':
      return `The financing service gave an answer to "${endpoints[failure.endpoint].summary}" that this kiosk does not understand (HTTP ${failure.http}: ${failure.problem}).`;
    case 'sign-in-refused':
      return `The financing service refused this profile's API credentials (${failure.message}). Ask an administrator for new credentials.`;
    case 'credentials-unavailable':
      return `This profile's API credentials could not be read: ${failure.message}`;
    case 'outcome-unknown':
      return `The answer to "${endpoints[failure.endpoint].summary}" was lost on its way back, so it is not known whether it was done. Check before trying again.`;
  }
}

function fieldList(fieldErrors: ServiceAnswerFailure['fieldErrors']): string {
  const fields = Object.entries(fieldErrors ?? {}).map(([field, reasons]) => `${field}: ${reasons.join(', ')}`);
  return fields.length > 0 ? ` — ${fields.join('; ')}` : '';
}

function seconds(ms: number): string {
  if (ms < 1000) return `${ms} milliseconds`;
  const whole = Math.round(ms / 1000);
  return whole === 1 ? '1 second' : `${whole} seconds`;
}
