import { test as base } from '@playwright/test';
import { z } from 'zod';
import { startSandbox, type RunningSandbox } from '../../../sandbox';
import { apiKeyResponse } from '../../../shared/wire/api-keys';
import { applicationResponse, type Application } from '../../../shared/wire/applications';
import { sandboxMessage } from '../../../shared/wire/control';
import { quoteResponse, type Quote } from '../../../shared/wire/quotes';
import { createSessionResponse } from '../../../shared/wire/sessions';
import { checkoutFields, startVendorSite, type Order, type VendorSite } from './vendor-site';

// One sandbox and one vendor shop per Playwright worker. The shop's origin is in its public key's referrer
// and redirect lists, created over REST with the seed's administrator credentials (D24); the account has a
// private key too, so redirects are signed (D23).

export interface CheckoutWorld {
  running: RunningSandbox;
  vendor: VendorSite;
  publicKey: string;
  privateKey: string;
  accountId: string;
  /** A shop page whose form posts `order` to checkout; `tamper` changes what is sent after the checksum is made. */
  shopPage(order?: Partial<Order>, tamper?: { key?: string; fields?: Record<string, string> }): string;
  /** The latest secure code the sandbox texted to `mobile` (D20, D27). */
  latestCode(mobile: string): Promise<string>;
  application(id: string): Promise<Application>;
  quote(id: string): Promise<Quote>;
  createQuote(details: {
    first_name: string;
    last_name: string;
    phone: string;
    email: string;
    total_purchase_amount: number;
  }): Promise<Quote>;
  cancelQuote(id: string): Promise<void>;
  /** The apply link emailed for a quote (D17). */
  applyLink(email: string): Promise<string>;
  advanceClock(seconds: number): Promise<void>;
}

export const standardOrder: Order = {
  total_purchase_amount: '5000.00',
  deposit_amount: '0',
  repayment_term: '12',
  product_category: 'Solar Panel Package',
  product_description: '6.6 kW solar system, installed',
  reference_number: 'SS-1001',
};

export const test = base.extend<object, { world: CheckoutWorld }>({
  world: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixture's dependencies from this pattern
    async ({}, use) => {
      const running = await startSandbox({ seed: 'empty', config: { checkResponses: true } });
      const vendor = await startVendorSite();
      await use(await worldOf(running, vendor));
      await vendor.close();
      await running.close();
    },
    { scope: 'worker' },
  ],
});

export { expect } from '@playwright/test';

async function worldOf(running: RunningSandbox, vendor: VendorSite): Promise<CheckoutWorld> {
  const accountId = running.sandbox.state.users[0]?.accountIds[0] ?? '';
  const call = async <S extends z.ZodType>(
    schema: S,
    method: string,
    path: string,
    body?: unknown,
    session?: z.infer<typeof createSessionResponse>,
  ) => {
    const response = await fetch(`${running.baseUrl}${path}`, {
      method,
      headers: {
        accept: 'application/json',
        ...(body !== undefined && { 'content-type': 'application/json' }),
        ...(session && { 'x-session-key': session.sessionKey, 'x-session-token': session.sessionToken }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text}`);
    return schema.parse(JSON.parse(text));
  };
  // A session per call: tests advance the sandbox clock past a session's idle limit (D9).
  const vendorCall = async <S extends z.ZodType>(schema: S, method: string, path: string, body?: unknown) =>
    call(
      schema,
      method,
      path,
      body,
      await call(createSessionResponse, 'POST', '/rest/vendor/v1/session', running.handout.credentials.administrator),
    );
  const newKey = (type: 'PUBLIC' | 'PRIVATE', urls: { referrer_urls: string[]; redirect_urls: string[] }) =>
    vendorCall(apiKeyResponse, 'POST', '/rest/vendor/v1/api-keys', { account_id: accountId, type, ...urls });
  const publicKey = (await newKey('PUBLIC', { referrer_urls: [vendor.origin], redirect_urls: [vendor.returnUrl] })).apiKey.key;
  const privateKey = (await newKey('PRIVATE', { referrer_urls: [], redirect_urls: [] })).apiKey.key;
  const messagesTo = async (to: string) =>
    (await call(z.object({ messages: z.array(sandboxMessage) }), 'GET', `/sandbox/v1/messages?to=${encodeURIComponent(to)}`)).messages;
  let orders = 0;

  return {
    running,
    vendor,
    publicKey,
    privateKey,
    accountId,
    shopPage: (order = {}, tamper = {}) => {
      const fields = { ...checkoutFields({ ...standardOrder, ...order }, `${vendor.returnUrl}?order=${++orders}`), ...tamper.fields };
      return vendor.offer(`${running.baseUrl}/checkout?key=${encodeURIComponent(tamper.key ?? publicKey)}`, fields);
    },
    latestCode: async (mobile) => {
      const code = (await messagesTo(mobile)).findLast((message) => message.code !== undefined)?.code;
      if (code === undefined) throw new Error(`no secure code was sent to ${mobile}`);
      return code;
    },
    application: async (id) => (await vendorCall(applicationResponse, 'GET', `/rest/vendor/v1/applications/${id}`)).application,
    quote: async (id) => (await vendorCall(quoteResponse, 'GET', `/rest/vendor/v1/quotes/${id}`)).quote,
    createQuote: async (details) =>
      (
        await vendorCall(quoteResponse, 'POST', '/rest/vendor/v1/quote', {
          account_id: accountId,
          ...details,
          deposit_amount: 50_000,
          repayment_term: 24,
          product_category: 'Storage Battery(s)',
          product_description: '13.5 kWh home battery',
        })
      ).quote,
    cancelQuote: async (id) => {
      await vendorCall(quoteResponse, 'DELETE', `/rest/vendor/v1/quote/${id}`);
    },
    applyLink: async (email) => {
      const link = (await messagesTo(email)).findLast((message) => message.link !== undefined)?.link;
      if (link === undefined) throw new Error(`no apply link was emailed to ${email}`);
      return link;
    },
    advanceClock: async (seconds) => {
      await call(z.object({ status: z.literal(2000) }), 'POST', '/sandbox/v1/clock/advance', { seconds });
    },
  };
}
