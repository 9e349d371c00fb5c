import type { z } from 'zod';
import type { EndpointId, endpoints } from '../../shared/wire/endpoints';
import type { ApiCredentials } from './api-credentials';
import type { Result } from './result';

// What the use cases call on the financing service: one function per catalogued endpoint, typed from the shared
// schemas, plus the creates that look before they repeat (K3). main/vendor is its one implementation.

/** Sessions are the client's own business (K2); every other endpoint has a function. */
export type ApiEndpointId = Exclude<EndpointId, 'createSession' | 'deleteSession'>;

type Spec<Id extends EndpointId> = (typeof endpoints)[Id];
type InputPart<S, Part extends string> = S extends { readonly [P in Part]: infer Schema extends z.ZodType } ? z.input<Schema> : unknown;

/** Path parameters, query and body fields together, as one object. */
export type EndpointInput<Id extends EndpointId> = InputPart<Spec<Id>, 'params'> &
  InputPart<Spec<Id>, 'query'> &
  InputPart<Spec<Id>, 'body'>;

/** The answer as its response schema parses it. */
export type EndpointOutput<Id extends EndpointId> = z.output<Spec<Id>['response']>;

/** Endpoints whose fields are all optional may be called with none. */
type Arguments<Input> = Record<never, never> extends Input ? [input?: Input] : [input: Input];

export type VendorApi = {
  readonly [Id in ApiEndpointId]: (...args: Arguments<EndpointInput<Id>>) => Promise<Result<EndpointOutput<Id>>>;
};

/** K3: a create whose answer was lost is looked for before it is tried again; what was made is returned, never a duplicate. */
export interface ReconciledCreates {
  createQuoteOnce(input: EndpointInput<'createQuote'>): Promise<Result<EndpointOutput<'createQuote'>>>;
  uploadDocumentOnce(input: EndpointInput<'createApplicationDocument'>): Promise<Result<EndpointOutput<'createApplicationDocument'>>>;
  createUserOnce(input: EndpointInput<'createUser'>): Promise<Result<EndpointOutput<'createUser'>>>;
}

export interface VendorClient extends VendorApi, ReconciledCreates {
  /** Deletes the session (sign-out, lock, quit); the next call signs in again. */
  signOut(): Promise<Result<void>>;
}

/** What the use cases call on the financing service client: answers are Results, never throws. */
export type VendorPort = Pick<
  VendorClient,
  | 'getAccounts'
  | 'calculateRepaymentAmount'
  | 'publicCalculator'
  | 'getProductCategories'
  | 'getContent'
  | 'getQuotes'
  | 'getQuote'
  | 'createQuote'
  | 'resendQuote'
  | 'cancelQuote'
  | 'createCalloutRequest'
  | 'sendApplicationSecureCode'
  | 'getApplications'
  | 'getApplication'
  | 'updateApplication'
  | 'requestApplicationPayment'
  | 'getApplicationDocumentTypes'
  | 'getApplicationDocuments'
  | 'createApplicationDocument'
  | 'getApiKeys'
  // Administration (D10–D12, D24).
  | 'getUsers'
  | 'getUser'
  | 'createUserOnce'
  | 'updateUser'
  | 'deleteUser'
  | 'generateUserApiCredentials'
  | 'createApiKey'
  | 'deleteApiKey'
  | 'getWebhooks'
  | 'createWebhook'
  | 'deleteWebhook'
  | 'signOut'
>;

export interface VendorConnection {
  baseUrl: string;
  /** Read from the vault only when a session must be created, and never kept (K1, K2). */
  credentials: () => Promise<ApiCredentials | null>;
  /** The service's clock as the kiosk knows it: in training, the embedded sandbox's. */
  now: () => number;
}

export type ConnectVendor = (connection: VendorConnection) => VendorPort;
