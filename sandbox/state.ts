import type { ApiKeyType, ApplicationDocumentType, ApplicationStatus, CalloutStatus, QuoteStatus, UserRole } from '../shared/enums';
import type { Applicant } from '../shared/wire/applications';
import type { ClockState } from './clock';

// The whole sandbox as plain JSON-serialisable data, so `--data` can keep it across restarts.
// Times are epoch milliseconds of sandbox time; they are formatted only on the wire (D4).

export interface AccountLimits {
  minFinancedCents: number;
  maxFinancedCents: number;
  terms: number[];
  establishmentFeeCents: number;
  smeEstablishmentFeeCents: number;
  weeklyAccountKeepingFeeCents: number;
  annualFeeCents: number;
  latePaymentFeeCents: number;
}

export interface AccountRecord {
  id: string;
  entity_legal_name: string;
  entity_trading_name: string;
  limits: AccountLimits;
}

export interface UserRecord {
  id: string;
  role: UserRole;
  first_name: string;
  last_name: string;
  email: string;
  mobile: string;
  accountIds: string[];
  created: number;
}

export interface CredentialRecord {
  apiId: string;
  /** D11: only a hash of the secret is kept. */
  secretHash: string;
  userId: string;
  accountId: string;
  created: number;
}

export interface SessionRecord {
  key: string;
  tokenHash: string;
  userId: string;
  accountId: string;
  created: number;
  lastSeen: number;
}

export interface StatusChangeRecord {
  status: ApplicationStatus;
  at: number;
}

export interface DocumentRecord {
  type: ApplicationDocumentType;
  filename: string;
  bytes: number;
  sha256: string;
  uploaded: number;
}

export interface ApplicationRecord {
  id: string;
  account_id: string;
  applicants: Applicant[];
  team_member: string;
  total_purchase_amount: number;
  deposit_amount: number;
  financed_amount: number;
  repayment_term: number;
  product_category: string;
  product_description: string;
  reference_number: string;
  status: ApplicationStatus;
  history: StatusChangeRecord[];
  created: number;
  documents: DocumentRecord[];
  quoteId?: string;
}

export interface QuoteRecord {
  id: string;
  account_id: string;
  first_name: string;
  last_name: string;
  phone: string;
  email: string;
  total_purchase_amount: number;
  deposit_amount: number;
  repayment_term: number;
  product_category: string;
  product_description: string;
  team_member: string;
  status: QuoteStatus;
  active: boolean;
  created: number;
  expires: number;
  /** Secret part of the apply link sent in the quote email (D17). */
  applyToken: string;
  applicationId?: string;
}

export interface CalloutRecord {
  id: string;
  account_id: string;
  first_name: string;
  last_name: string;
  phone: string;
  email: string;
  total_purchase_amount: number;
  deposit_amount: number;
  repayment_term: number;
  product_category: string;
  product_description: string;
  call_datetime: number;
  status: CalloutStatus;
  created: number;
  modified: number;
}

export interface MessageRecord {
  id: string;
  channel: 'sms' | 'email';
  to: string;
  subject: string;
  body: string;
  /** The apply link of a quote email, or the code of a secure-code SMS, for tools and tests. */
  link?: string;
  code?: string;
  sent: number;
}

export interface SecureCodeRecord {
  token: string;
  mobile: string;
  code: string;
  issued: number;
  expires: number;
}

export interface ApiKeyRecord {
  id: string;
  account_id: string;
  type: ApiKeyType;
  key: string;
  referrer_urls: string[];
  redirect_urls: string[];
  created: number;
}

export interface WebhookRecord {
  id: string;
  account_id: string;
  url: string;
  created: number;
}

export interface ContentRecord {
  content_type: 'DIRECT_DEBIT_AGREEMENT' | 'PRIVACY_POLICY' | 'TNC';
  version: number;
  content: string;
}

export interface FaultRecord {
  /** How many more requests to the endpoint fail. */
  remaining: number;
  /** `error`: answer the endpoint's documented 5xx; `drop`: do the work, then cut the connection (K3). */
  mode: 'error' | 'drop';
  http: number;
  status: number;
  message: string;
}

export interface SandboxState {
  version: 1;
  nextId: number;
  clock: ClockState;
  accounts: AccountRecord[];
  users: UserRecord[];
  credentials: CredentialRecord[];
  sessions: SessionRecord[];
  /** Fingerprints of ended sessions, so deleting one again answers "Invalid session" (D9). */
  endedSessions: string[];
  applications: ApplicationRecord[];
  quotes: QuoteRecord[];
  callouts: CalloutRecord[];
  messages: MessageRecord[];
  secureCodes: SecureCodeRecord[];
  apiKeys: ApiKeyRecord[];
  webhooks: WebhookRecord[];
  content: ContentRecord[];
  faults: Record<string, FaultRecord>;
}

export function emptyState(): SandboxState {
  return {
    version: 1,
    nextId: 1,
    clock: { offsetMs: 0, timers: [], nextTimerId: 1 },
    accounts: [],
    users: [],
    credentials: [],
    sessions: [],
    endedSessions: [],
    applications: [],
    quotes: [],
    callouts: [],
    messages: [],
    secureCodes: [],
    apiKeys: [],
    webhooks: [],
    content: [],
    faults: {},
  };
}

/** D19 defaults. */
export function defaultLimits(): AccountLimits {
  return {
    minFinancedCents: 100_000,
    maxFinancedCents: 5_500_000,
    terms: [6, 12, 18, 24, 36, 48, 60, 72, 84, 96, 108, 120],
    establishmentFeeCents: 7_500,
    smeEstablishmentFeeCents: 9_900,
    weeklyAccountKeepingFeeCents: 230,
    annualFeeCents: 0,
    latePaymentFeeCents: 499,
  };
}
