import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productCategoryNames } from '../../../../shared/enums';
import { endpointIds } from '../../../../shared/wire/endpoints';
import { createVendorClient } from '../../../../main/vendor/vendor-client';
import { useSandbox } from '../../sandbox/harness';
import { clientFor, today, unwrap, type TestClient } from './client-fixture';

// Every endpoint's happy path through the client, against the demo seed (D28).

const pdf = Buffer.from('%PDF-1.7\n% kiosk test\n', 'latin1').toString('base64');

describe('The vendor client, endpoint by endpoint', () => {
  const sb = useSandbox({ seed: 'demo' });
  let t: TestClient;
  let accountId: string;

  beforeAll(() => {
    t = clientFor(sb.current);
    accountId = sb.current.accountId;
  });
  afterAll(async () => {
    await t.client.signOut();
  });

  /** An application of the demo seed, forced to a status through the control interface (D27). */
  const applicationWithStatus = async (status: string) => {
    const { applications } = unwrap(await t.client.getApplications({ accountId }));
    const id = applications[0]?.id ?? '';
    const forced = await sb.current.request('POST', `/sandbox/v1/applications/${id}/status`, { body: { status } });
    expect(forced.http).toBe(200);
    return id;
  };

  it('has one function per catalogued endpoint; the two session endpoints are the session manager’s (K2)', () => {
    const functions = new Set(Object.keys(t.client));
    for (const id of endpointIds) expect(functions.has(id), id).toBe(id !== 'createSession' && id !== 'deleteSession');
  });

  it('Get Accounts', async () => {
    const { accounts } = unwrap(await t.client.getAccounts());
    expect(accounts).toContainEqual({ id: '1001', entity_legal_name: 'Sunrise Solar Pty Ltd', entity_trading_name: 'Sunrise Solar' });
  });

  it('Get Applications, page by page (D8), and Get Application', async () => {
    const first = unwrap(await t.client.getApplications({ accountId }));
    expect(first.applications).toHaveLength(500);
    expect(first.hasMoreRecords).toBe(1);
    const third = unwrap(await t.client.getApplications({ accountId, pageNumber: '3' }));
    expect(third.hasMoreRecords).toBe(0);
    const window = unwrap(await t.client.getApplications({ accountId, startDate: today(sb.current), endDate: today(sb.current) }));
    expect(window.applications.length).toBeLessThan(500);

    const listed = first.applications[0];
    expect(unwrap(await t.client.getApplication({ application_id: listed?.id ?? '' })).application).toEqual(listed);
  });

  it('Update Application', async () => {
    const id = await applicationWithStatus('APPROVED');
    const { application } = unwrap(await t.client.updateApplication({ application_id: id, reference_number: 'KIOSK-7' }));
    expect(application.reference_number).toBe('KIOSK-7');
  });

  it('Get Application Document Types', async () => {
    expect(unwrap(await t.client.getApplicationDocumentTypes()).applicationDocumentTypes).toEqual(['INVOICE', 'STC', 'CCA']);
  });

  it('Create Application Document and Get Application Documents', async () => {
    const id = await applicationWithStatus('APPROVED');
    const created = unwrap(
      await t.client.createApplicationDocument({ application_id: id, invoice_type: 'invoice', filename: 'endpoint.pdf', filecontent: pdf }),
    );
    expect(created.applicationDocument).toEqual({ type: 'INVOICE', filename: 'endpoint.pdf' });
    expect(unwrap(await t.client.getApplicationDocuments({ application_id: id })).applicationDocuments).toContainEqual(
      created.applicationDocument,
    );
  });

  it('Request Application Payment', async () => {
    const id = await applicationWithStatus('APPROVED');
    expect(unwrap(await t.client.requestApplicationPayment({ application_id: id })).application.id).toBe(id);
  });

  it('Send Application Secure Code', async () => {
    expect(unwrap(await t.client.sendApplicationSecureCode({ mobile: '0412000111' })).token).toHaveLength(32);
  });

  it('Create Quote, Get Quote, Get Quotes, Resend Quote, Delete Quote', async () => {
    const body = {
      account_id: accountId,
      first_name: 'Casey',
      last_name: 'Endpoint',
      phone: '0412345678',
      email: 'casey.endpoint@example.com',
      total_purchase_amount: 1_250_000,
      deposit_amount: 250_000,
      repayment_term: 24,
      product_category: 'solar-panel-package',
      product_description: '6.6 kW rooftop system',
    };
    const { quote } = unwrap(await t.client.createQuote(body));
    expect(quote).toMatchObject({ applicant_email: body.email, total_purchase_amount: 1_250_000, status: 'SENT', active: 1 });
    expect(unwrap(await t.client.getQuote({ id: quote.id })).quote).toEqual(quote);
    const listed = unwrap(await t.client.getQuotes({ accountId, startDate: today(sb.current) }));
    expect(listed.quotes.map((each) => each.id)).toContain(quote.id);
    expect(unwrap(await t.client.resendQuote({ id: quote.id })).quote.id).toBe(quote.id);
    expect(unwrap(await t.client.cancelQuote({ id: quote.id })).quote.active).toBe(0);
  });

  it('Create User, Get User, Get Users, Update User, Generate User Api Credentials, Delete User', async () => {
    const body = {
      account_id: accountId,
      role: 'team+member',
      first_name: 'Sam',
      last_name: 'Endpoint',
      email: 'sam.endpoint@shop.example',
      mobile: '0412 345 678',
    };
    const { user } = unwrap(await t.client.createUser(body));
    expect(user).toMatchObject({ role: 'TEAM MEMBER', first_name: 'Sam', email: body.email, mobile: '0412345678' });
    expect(unwrap(await t.client.getUser({ userId: user.id })).user).toEqual(user);
    expect(unwrap(await t.client.getUsers({ accountId })).users).toContainEqual(user);
    expect(unwrap(await t.client.updateUser({ userId: user.id, last_name: 'Renamed' })).user.last_name).toBe('Renamed');

    const { userKey } = unwrap(await t.client.generateUserApiCredentials({ userId: user.id, account_id: accountId }));
    const asNewUser = createVendorClient({ baseUrl: sb.current.baseUrl, credentials: async () => userKey });
    expect(unwrap(await asNewUser.getAccounts()).accounts.map((account) => account.id)).toContain(accountId);
    await asNewUser.signOut();

    expect(unwrap(await t.client.deleteUser({ userId: user.id }))).toEqual({ status: 2000 });
  });

  it('Get Content', async () => {
    const { content } = unwrap(await t.client.getContent({ contentType: 'TNC' }));
    expect(content.content_type).toBe('TNC');
    expect(content.content.length).toBeGreaterThan(0);
  });

  it('Get Product Categories', async () => {
    const { productCategories } = unwrap(await t.client.getProductCategories());
    expect(productCategories.map((category) => category.name)).toEqual([...productCategoryNames]);
  });

  it('Calculate Repayment Amount (D19)', async () => {
    const answer = unwrap(
      await t.client.calculateRepaymentAmount({ totalPurchaseAmount: 500_000, depositAmount: 0, repaymentTerm: 12, includeFees: 1 }),
    );
    expect(answer.repaymentAmount).toEqual({ repaymentAmount: 19_980, instalments: 26 });
  });

  it('the public calculator, without session headers', async () => {
    const before = t.recorder.sent.length;
    const { data } = unwrap(await t.client.publicCalculator({ totalPurchaseAmount: 500_000, repaymentTerm: '12' }));
    expect(data).toMatchObject({ repayment_amount: 19_980, instalments: 26, financed_amount: 500_000, establishment_fee: 7_500 });
    const sent = t.recorder.sent.slice(before);
    expect(sent.map((request) => request.path)).toEqual(['/rest/pub/v1/calculators/finance']);
    expect(sent[0]?.headers).not.toHaveProperty('x-session-key');
  });

  it('Create Callout Request', async () => {
    const { callout } = unwrap(
      await t.client.createCalloutRequest({
        first_name: 'Robin',
        last_name: 'Caller',
        phone: '0412345678',
        email: 'robin@example.com',
        total_purchase_amount: 900_000,
        deposit_amount: 0,
        repayment_term: 36,
        product_category: 'Roofing',
        product_description: 'Colorbond re-roof',
      }),
    );
    expect(callout).toMatchObject({
      status: 'OPEN',
      email: 'robin@example.com',
      applicant_email: 'robin@example.com',
      financed_amount: 900_000,
    });
  });

  it('Create API Key, Get API Keys, Delete API Key (D24)', async () => {
    const urls = { referrer_urls: ['https://shop.example'], redirect_urls: ['https://shop.example/return'] };
    const { apiKey } = unwrap(await t.client.createApiKey({ account_id: accountId, type: 'PUBLIC', ...urls }));
    expect(apiKey).toMatchObject({ type: 'PUBLIC', ...urls });
    expect(unwrap(await t.client.getApiKeys({ accountId })).apiKeys.map((key) => key.id)).toContain(apiKey.id);
    expect(unwrap(await t.client.deleteApiKey({ id: apiKey.id }))).toEqual({ status: 2000 });
    expect(unwrap(await t.client.getApiKeys({ accountId })).apiKeys.map((key) => key.id)).not.toContain(apiKey.id);
  });

  it('Create Webhook, Get Webhooks, Delete Webhook (D24)', async () => {
    const { webhook } = unwrap(await t.client.createWebhook({ account_id: accountId, url: 'https://shop.example/hooks' }));
    expect(webhook.url).toBe('https://shop.example/hooks');
    expect(unwrap(await t.client.getWebhooks({ accountId })).webhooks).toContainEqual(webhook);
    expect(unwrap(await t.client.deleteWebhook({ id: webhook.id }))).toEqual({ status: 2000 });
  });

  it('sent every request on the /rest/vendor/v1 form (D1) with JSON headers, and one session for all of them (K2)', () => {
    for (const request of t.recorder.sent) {
      expect(request.path).toMatch(/^\/rest\/(vendor\/v1|pub\/v1)\//);
      expect(request.headers).toMatchObject({ accept: 'application/json', 'content-type': 'application/json' });
    }
    expect(t.recorder.count('POST', '/rest/vendor/v1/session')).toBe(1);
  });
});
