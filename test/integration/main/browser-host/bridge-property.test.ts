import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { channels, contract, resultSchema, type Channel, type ChannelInput } from '../../../../shared/contract';
import { startTestHost, type TestHost } from './test-host';

// Whatever a page sends to any channel, the bridge answers a typed result of that channel: never a throw, never a 500.

/** Values near what the channels expect, so some inputs get past validation and reach the service. */
const plausible = fc.oneof(
  fc.jsonValue(),
  fc.integer({ min: -1, max: 6_000_000 }),
  fc.constantFrom(
    0,
    1,
    12,
    500000,
    true,
    '1',
    '12',
    '1001',
    '0412345678',
    'INVOICE',
    'TNC',
    'quote_6',
    '123456',
    'a@b.example',
    '2026-01-31',
  ),
);

const customer = {
  first_name: 'Ada',
  last_name: 'Lovelace',
  phone: '0412345678',
  email: 'ada@example.com',
  total_purchase_amount: 500000,
  deposit_amount: 0,
  repayment_term: 12,
  product_category: 'Solar Panel Package',
  product_description: '6.6 kW solar system',
};

/** A valid input of every channel (ids from the demo seed), also sent altered, so calls reach the use cases and the service. */
const examples: { [C in Channel]: ChannelInput<C> } = {
  'session:status': {},
  'session:signOut': {},
  'session:lock': { pin: '123456' },
  'session:unlock': { pin: '123456' },
  'session:changePin': { currentPin: '123456', newPin: '567890' },
  'session:choosePin': { pin: '567890' },
  'session:clearLockOut': { profileId: 'someone', pin: '123456' },
  'profiles:list': {},
  'profiles:select': { profileId: 'someone', pin: '123456' },
  // Nothing listens on port 9 (discard), so setup fails fast with its own typed error.
  'profiles:branches': { environment: 'sandbox', baseUrl: 'http://127.0.0.1:9', apiId: 'api_x', apiSecret: 'secret' },
  'profiles:add': {
    environment: 'sandbox',
    baseUrl: 'http://127.0.0.1:9',
    apiId: 'api_x',
    apiSecret: 'secret',
    displayName: 'Alex',
    staffPin: '123456',
  },
  'profiles:remove': { profileId: 'someone', administratorId: 'someone', pin: '123456' },
  'accounts:list': {},
  'calculator:repayment': { totalPurchaseAmount: 500000, depositAmount: 0, repaymentTerm: 12, includeFees: true },
  'calculator:breakdown': { totalPurchaseAmount: 500000, repaymentTerm: '12' },
  'calculator:compareTerms': { totalPurchaseAmount: 500000, depositAmount: 0, includeFees: true, repaymentTerms: [6, 12] },
  'categories:list': {},
  'content:get': { contentType: 'TNC' },
  'quotes:create': customer,
  'quotes:list': { pageNumber: 2 },
  'quotes:get': { id: 'quote_6' },
  'quotes:resend': { id: 'quote_6' },
  'quotes:cancel': { id: 'quote_7' },
  'quotes:applyLink': { id: 'quote_6', email: 'ada@example.com' },
  'quotePdf:save': { quoteId: 'quote_6', pdf: btoa('%PDF-1.4 quote') },
  'quotePdf:showInFolder': { fileName: 'quote-quote_6.pdf' },
  'callouts:create': customer,
  'callouts:list': {},
  'checkout:start': {
    total_purchase_amount: 500001,
    deposit_amount: 0,
    repayment_term: 12,
    product_category: 'Solar Panel Package',
    product_description: '6.6 kW solar system',
  },
  'checkout:return': { query: 'error_code=10000&transaction_id=4000621&signature=00&timestamp=1&token=t' },
  'handOver:keep': {
    customer: {
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      mobile: '0412 345 678',
      productCategory: 'Solar Panel Package',
      productDescription: '6.6 kW solar system',
    },
    totalCents: 500000,
    depositCents: 0,
    termMonths: 12,
    repayment: { repaymentAmount: 19690, instalments: 26 },
    legalTexts: [],
  },
  'handOver:read': {},
  'handOver:forget': {},
  'secureCode:send': { mobile: '0412345678' },
  'applications:list': {},
  'applications:get': { id: '4000621' },
  'applications:setReference': { id: '4000621', reference_number: 'INV-1' },
  'applications:requestPayment': { id: '4000621' },
  'applications:kioskRecord': { id: '4000621' },
  'documents:list': { applicationId: '4000621' },
  'documents:types': {},
  'documents:upload': { applicationId: '4000621', invoice_type: 'INVOICE', filename: 'invoice.pdf', filecontent: btoa('%PDF-1.4 invoice') },
  'training:messages': { to: 'ada@example.com' },
  'training:clock': {},
  'training:advance': { seconds: 60 },
  'kioskOptions:get': {},
  'kioskOptions:set': { pin: '123456', staffIdleSeconds: 120, customerIdleSeconds: 600, kioskMode: false },
  'setUp:export': {},
  'setUp:read': { text: '{}' },
  'updates:status': {},
  'updates:check': { pin: '123456' },
  'updates:installNow': { pin: '123456' },
  'diagnostics:export': { pin: '123456' },
  'app:quit': { pin: '123456' },
  'outbox:list': {},
  'outbox:resolve': { id: 'no-such-entry', action: 'dismiss' },
  // Administration: no staff PIN is chosen before 'session:lock' runs last, so changes are refused (K9).
  'users:list': { search: 'ada' },
  'users:get': { id: 'usr_1' },
  'users:create': {
    pin: '123456',
    first_name: 'Ada',
    last_name: 'Lovelace',
    email: 'ada@example.com',
    mobile: '0412345678',
    role: 'TEAM MEMBER',
  },
  'users:update': { pin: '123456', id: 'usr_1', first_name: 'Ada' },
  'users:delete': { pin: '123456', id: 'usr_1' },
  'users:setUpKiosk': { pin: '123456', userId: 'usr_1' },
  'credentials:renew': { pin: '123456' },
  'branches:list': {},
  'branches:switch': { pin: '123456', accountId: '1001' },
  'checkoutKeys:list': {},
  'checkoutKeys:delete': { pin: '123456', id: 'key_1' },
  'checkoutKeys:setUpCustomerMode': { pin: '123456' },
  'webhooks:list': {},
  'webhooks:add': { pin: '123456' },
  'webhooks:delete': { pin: '123456', id: 'whk_1' },
  'dashboard:summary': { days: 30 },
  'needsYou:list': {},
};

function inputFor(channel: Channel) {
  const example: Record<string, unknown> = examples[channel];
  const fields = Object.keys(contract[channel].input.shape);
  const altered =
    fields.length === 0
      ? fc.constant(example)
      : fc.tuple(fc.subarray(fields), fc.dictionary(fc.constantFrom(...fields), plausible)).map(([dropped, replaced]) => ({
          ...Object.fromEntries(Object.entries(example).filter(([field]) => !dropped.includes(field))),
          ...replaced,
        }));
  return fc.oneof(
    fc.jsonValue(),
    fc.dictionary(fc.oneof(fc.constantFrom(...fields, '__proto__', 'constructor'), fc.string()), plausible),
    fc.constant(example),
    altered,
  );
}

// Locking with a random PIN, or signing out, would leave the other channels only ever refused; they go last.
const lastly: readonly Channel[] = ['profiles:select', 'session:signOut', 'session:lock'];
const order = [...channels.filter((channel) => !lastly.includes(channel)), ...lastly];

describe('every channel through the real bridge', () => {
  let host: TestHost;
  beforeAll(async () => {
    // The kiosk's own browser, so customer mode's channels reach their use cases too (K4, K15).
    host = await startTestHost({ watchedBrowser: true });
  }, 60_000);
  afterAll(() => host.close());

  it.each(order)('%s answers any JSON with a typed result', { timeout: 120_000 }, async (channel) => {
    await fc.assert(
      fc.asyncProperty(inputFor(channel), async (input) => {
        const { http, json } = await host.post(channel, JSON.stringify(input));
        const result = resultSchema(channel).safeParse(json);
        expect(result.success, JSON.stringify(json)).toBe(true);
        expect(http).toBe(200);
      }),
      { numRuns: 40 },
    );
  });

  it('answers any body that is not JSON with a typed refusal', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...channels), fc.string(), async (channel, body) => {
        fc.pre(!isJson(body));
        const { http, json } = await host.post(channel, body);
        expect(http).toBe(400);
        expect(resultSchema(channel).parse(json)).toMatchObject({ ok: false, error: { code: 'invalid-input' } });
      }),
      { numRuns: 100 },
    );
  });

  it('logged nothing unexpected', () => {
    expect(host.logs.filter((line) => / failed|does not match the contract|could not answer/.test(line))).toEqual([]);
  });
});

function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}
