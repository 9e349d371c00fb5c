import { checkoutChecksum } from '../../shared/checkout/checksum';
import type { CheckoutOutcome, CheckoutRequest, StartCheckoutInput } from '../../shared/contract/checkout';
import { applicationId } from '../../shared/contract/ids';
import { checkoutReturnPath } from '../../shared/kiosk-addresses';
import { centsToDecimalDollars } from '../../shared/money';
import { checkFreshness, verifySignature } from '../../shared/signature';
import { KioskFailure } from '../core/kiosk-failure';
import type { SessionService } from '../session/session-service';

/** The signed-in profile's checkout: its service, and the keys (D23) the administrator saved with it, if any. */
export interface CheckoutKeys {
  baseUrl: string;
  publicKey?: string;
  privateKey?: string;
  now: () => number;
}

/** K10: the quote the customer was handed the kiosk with, if any, and what main does once they applied for it here. */
export interface QuoteInHand {
  quoteId(): string | null;
  applied(quoteId: string, applicationId: string): Promise<void>;
}

const noQuote: QuoteInHand = { quoteId: () => null, applied: async () => undefined };

/**
 * Customer mode's checkout (K6, D23): builds the signed-by-checksum request for the customer's own browser view,
 * and believes a returning customer's outcome only once the redirect's signature verifies with the private key.
 */
export class CheckoutService {
  readonly #session: SessionService;
  readonly #keysOf: () => Promise<CheckoutKeys>;
  readonly #seenTokens = new Set<string>();
  readonly #quoteInHand: QuoteInHand;
  #returnUrl: string | null = null;

  constructor(session: SessionService, keys: () => Promise<CheckoutKeys>, quoteInHand: QuoteInHand = noQuote) {
    this.#session = session;
    this.#keysOf = keys;
    this.#quoteInHand = quoteInHand;
  }

  /** The host tells the service where it listens once it does (the browser host's port, or the app's origin). */
  useReturnOrigin(origin: string): void {
    this.#returnUrl = `${origin}${checkoutReturnPath}`;
  }

  /** Where checkout sends the customer back, once the host said (a checkout key set up for this kiosk names it). */
  returnUrl(): string | null {
    return this.#returnUrl;
  }

  /** The checkout's origin, for the page's CSP form-action; null while nobody is signed in or the branch has no key. */
  async origin(): Promise<string | null> {
    if (this.#session.status().profile === null) return null;
    const keys = await this.#keysOf();
    return keys.publicKey === undefined ? null : new URL(keys.baseUrl).origin;
  }

  async start(order: StartCheckoutInput): Promise<CheckoutRequest> {
    const keys = await this.#keysOf();
    if (keys.publicKey === undefined || this.#returnUrl === null) {
      throw new KioskFailure('unavailable', 'Customer checkout is not set up for this branch yet. Send the customer a quote instead.');
    }
    const summed = {
      redirect: this.#returnUrl,
      total_purchase_amount: centsToDecimalDollars(order.total_purchase_amount),
      deposit_amount: centsToDecimalDollars(order.deposit_amount),
      repayment_term: String(order.repayment_term),
      product_category: order.product_category,
      product_description: order.product_description,
    };
    // D23: the checksum is made over exactly the texts sent; shared/ fixes the fields' order.
    const checksum = await checkoutChecksum(summed);
    // The customer's contact details only start the provider's form; they sit outside the checksum (D23).
    const applicant = Object.fromEntries(Object.entries(order.applicant ?? {}).filter(([, value]) => value !== ''));
    return { action: `${keys.baseUrl}/checkout?key=${encodeURIComponent(keys.publicKey)}`, fields: { ...summed, checksum, ...applicant } };
  }

  async verifyReturn(query: string): Promise<CheckoutOutcome> {
    const params = new URLSearchParams(query);
    const errorCode = params.get('error_code');
    if (errorCode !== '10000') {
      return { result: 'cancelled', applicationId: null, status: null, message: 'The application was not completed.' };
    }
    const keys = await this.#keysOf();
    const signed = {
      signature: params.get('signature') ?? undefined,
      timestamp: params.get('timestamp') ?? undefined,
      token: params.get('token') ?? undefined,
    };
    const id = applicationId.safeParse(params.get('transaction_id'));
    const verified =
      id.success &&
      keys.privateKey !== undefined &&
      typeof signed.token === 'string' &&
      !this.#seenTokens.has(signed.token) &&
      checkFreshness(signed.timestamp, Math.floor(keys.now() / 1000)) === 'fresh' &&
      (await verifySignature(signed, keys.privateKey));
    if (!verified || !id.success || signed.token === undefined) {
      return {
        result: 'unverified',
        applicationId: null,
        status: null,
        message: 'The kiosk could not confirm this outcome with the financing service. Ask a staff member for help.',
      };
    }
    // D26: a token is accepted once.
    this.#seenTokens.add(signed.token);
    // K10: any verified outcome but the customer's cancel means they applied; the quote's emailed link must start no other.
    const quoteId = this.#quoteInHand.quoteId();
    if (quoteId !== null) await this.#quoteInHand.applied(quoteId, id.data);
    // The status comes from the service, not from the address bar; allowed while the kiosk is locked for the customer.
    const application = await this.#session.callPublic((vendor) => vendor.getApplication({ application_id: id.data }));
    return {
      result: 'submitted',
      applicationId: id.data,
      status: application.application.status,
      message: 'Your application was received.',
    };
  }
}
