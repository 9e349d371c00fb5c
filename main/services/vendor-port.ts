import type { z } from 'zod';
import type { ApiCredentials } from '../credentials/credential-vault';
import type { EndpointId, endpoints } from '../../shared/wire/endpoints';
import type { FieldErrors } from '../../shared/contract/kiosk-error';

// The financing service as the use cases need it, whatever client provides it (main/vendor): one call per
// endpoint of the shared catalogue, typed by its schemas, failing only with a VendorFailure.

type Spec<Id extends EndpointId> = (typeof endpoints)[Id];

type Part<S, K extends 'params' | 'query' | 'body'> = S extends { readonly [P in K]: z.ZodType }
  ? Record<never, never> extends z.input<S[K]>
    ? { [P in K]?: z.input<S[K]> }
    : { [P in K]: z.input<S[K]> }
  : { [P in K]?: never };

export type VendorRequest<Id extends EndpointId> = Part<Spec<Id>, 'params'> & Part<Spec<Id>, 'query'> & Part<Spec<Id>, 'body'>;
export type VendorResponse<Id extends EndpointId> = z.output<Spec<Id>['response']>;

export interface VendorPort {
  /** Session endpoints create the session when first needed and renew it once on 401/4010 (K2). */
  call<Id extends EndpointId>(endpoint: Id, request: VendorRequest<Id>): Promise<VendorResponse<Id>>;
  /** Deletes the session if there is one (K2: sign-out, lock, quit). Never rejects. */
  close(): Promise<void>;
}

export interface VendorConnection {
  baseUrl: string;
  credentials: ApiCredentials;
}

export type ConnectVendor = (connection: VendorConnection) => VendorPort;

export type VendorProblem =
  /** The service answered with its error envelope (D3). */
  | { kind: 'refused'; http: number; status: number; message: string; fieldErrors?: FieldErrors }
  /** The service did not accept the credentials when creating a session. */
  | { kind: 'credentials' }
  /** No usable answer: network, timeout, or an answer that is not the documented shape. */
  | { kind: 'unreachable'; detail: string };

export class VendorFailure extends Error {
  override readonly name = 'VendorFailure';

  constructor(readonly problem: VendorProblem) {
    super(problem.kind === 'refused' ? `${problem.http}/${problem.status} ${problem.message}` : problem.kind === 'unreachable' ? problem.detail : 'credentials refused');
  }
}
