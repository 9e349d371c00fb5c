import type { ApiCredentials } from '../credentials/credential-vault';
import type { VendorClient } from '../vendor/vendor-client';

/** What the use cases call on the financing service client (main/vendor): answers are Results, never throws. */
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
  // Administration (issue 15, D10–D12, D24).
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
