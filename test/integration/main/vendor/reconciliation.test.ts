import { describe, expect, it } from 'vitest';
import { describeFailure } from '../../../../main/core/service-failure';
import type { Fetch } from '../../../../main/vendor/transport';
import { useSandbox } from '../../sandbox/harness';
import { clientFor, today, unwrap } from './client-fixture';

// K3: a create whose answer is lost is looked for before it is tried again; nothing is ever made twice.

const pdf = Buffer.from('%PDF-1.7\n% reconciliation\n', 'latin1').toString('base64');

/** Fails the first POST to `path` as if its answer were lost on the way, without it reaching the service. */
function loseFirstPostTo(path: string): Fetch {
  let lost = false;
  return (url, init) => {
    if (lost || init.method !== 'POST' || new URL(url).pathname !== path) return fetch(url, init);
    lost = true;
    const socketClosed = Object.assign(new Error('other side closed'), { code: 'UND_ERR_SOCKET' });
    return Promise.reject(new TypeError('fetch failed', { cause: socketClosed }));
  };
}

describe('Reconciled creates (K3)', () => {
  const sb = useSandbox({ seed: 'demo' });
  let made = 0;

  const drop = async (endpoint: string) => {
    const answer = await sb.current.request('POST', '/sandbox/v1/faults', { body: { endpoint, count: 1, mode: 'drop' } });
    expect(answer.http).toBe(200);
  };
  const quoteBody = () => {
    made += 1;
    return {
      account_id: sb.current.accountId,
      first_name: 'Kim',
      last_name: 'Lost',
      phone: '0412345678',
      email: `kim.lost${made}@example.com`,
      total_purchase_amount: 1_250_000,
      deposit_amount: 250_000,
      repayment_term: 24,
      product_category: 'solar-panel-package',
      product_description: '6.6 kW rooftop system',
    };
  };
  const quotesFor = async (email: string) => {
    const { client } = clientFor(sb.current);
    const { quotes } = unwrap(await client.getQuotes({ accountId: sb.current.accountId, startDate: today(sb.current) }));
    await client.signOut();
    return quotes.filter((quote) => quote.applicant_email === email);
  };
  const applicationId = async () => {
    const { client } = clientFor(sb.current);
    const { applications } = unwrap(await client.getApplications({ accountId: sb.current.accountId }));
    await client.signOut();
    made += 1;
    return applications[made]?.id ?? '';
  };

  it('finds the quote the service made when its answer was cut off, and makes no second one', async () => {
    const { client, recorder } = clientFor(sb.current);
    const body = quoteBody();
    await drop('createQuote');
    const { quote } = unwrap(await client.createQuoteOnce(body));
    expect(recorder.count('POST', '/rest/vendor/v1/quote')).toBe(1);
    expect(await quotesFor(body.email)).toEqual([quote]);
  });

  it('creates the quote again when the lost request never made one', async () => {
    const { client, recorder } = clientFor(sb.current, { next: loseFirstPostTo('/rest/vendor/v1/quote') });
    const body = quoteBody();
    const { quote } = unwrap(await client.createQuoteOnce(body));
    expect(recorder.count('POST', '/rest/vendor/v1/quote')).toBe(2);
    expect(await quotesFor(body.email)).toEqual([quote]);
  });

  it('keeps the outcome unknown when the lookup fails too', async () => {
    const { client } = clientFor(sb.current);
    const body = quoteBody();
    await drop('createQuote');
    const lookupFails = await sb.current.request('POST', '/sandbox/v1/faults', {
      body: { endpoint: 'getQuotes', count: 3, mode: 'error' },
    });
    expect(lookupFails.http).toBe(200);
    const answer = await client.createQuoteOnce(body);
    expect(answer).toMatchObject({ ok: false, error: { kind: 'outcome-unknown', endpoint: 'createQuote' } });
    expect(await quotesFor(body.email)).toHaveLength(1);
  });

  it('reports a plain create whose answer was cut off as an unknown outcome', async () => {
    const { client } = clientFor(sb.current);
    await drop('createQuote');
    const answer = await client.createQuote(quoteBody());
    expect(answer).toMatchObject({
      ok: false,
      error: { kind: 'outcome-unknown', endpoint: 'createQuote', cause: { kind: 'network', requestSent: true } },
    });
    if (!answer.ok) expect(describeFailure(answer.error)).toMatch(/Check before trying again/);
  });

  it('finds an uploaded document whose answer was cut off', async () => {
    const application_id = await applicationId();
    const { client, recorder } = clientFor(sb.current);
    await drop('createApplicationDocument');
    const upload = { application_id, invoice_type: 'invoice', filename: 'dropped.pdf', filecontent: pdf };
    expect(unwrap(await client.uploadDocumentOnce(upload)).applicationDocument).toEqual({ type: 'INVOICE', filename: 'dropped.pdf' });
    expect(recorder.count('POST', `/rest/vendor/v1/application/${application_id}/document`)).toBe(1);
    const { applicationDocuments } = unwrap(await client.getApplicationDocuments({ application_id }));
    expect(applicationDocuments.filter((document) => document.filename === 'dropped.pdf')).toHaveLength(1);
  });

  it('uploads a corrected file of the same name again when the lost request never arrived', async () => {
    const application_id = await applicationId();
    const upload = { application_id, invoice_type: 'INVOICE', filename: 'invoice.pdf', filecontent: pdf };
    const path = `/rest/vendor/v1/application/${application_id}/document`;
    unwrap(await clientFor(sb.current).client.createApplicationDocument(upload));
    const { client, recorder } = clientFor(sb.current, { next: loseFirstPostTo(path) });
    // The same name is already there: only a new entry shows that this upload arrived.
    unwrap(await client.uploadDocumentOnce(upload));
    expect(recorder.count('POST', path)).toBe(2);
    const { applicationDocuments } = unwrap(await client.getApplicationDocuments({ application_id }));
    expect(applicationDocuments.filter((document) => document.filename === 'invoice.pdf')).toHaveLength(2);
  });

  it('finds the user the service made when its answer was cut off', async () => {
    const { client, recorder } = clientFor(sb.current);
    const body = {
      account_id: sb.current.accountId,
      role: 'TEAM_MEMBER',
      first_name: 'Dana',
      last_name: 'Dropped',
      email: 'Dana.Dropped@shop.example',
      mobile: '0412345678',
    };
    await drop('createUser');
    const { user } = unwrap(await client.createUserOnce(body));
    expect(user).toMatchObject({ role: 'TEAM MEMBER', first_name: 'Dana', last_name: 'Dropped' });
    expect(recorder.count('POST', '/rest/vendor/v1/user/add')).toBe(1);
    const { users } = unwrap(await client.getUsers({ accountId: sb.current.accountId }));
    expect(users.filter((each) => each.email.toLowerCase() === body.email.toLowerCase())).toEqual([user]);
  });

  it('reports a callout whose answer was cut off as an unknown outcome, without trying again (no list to check)', async () => {
    const { client, recorder } = clientFor(sb.current);
    const callouts = () => sb.current.sandbox.state.callouts.filter((callout) => callout.email === 'robin.dropped@example.com');
    await drop('createCalloutRequest');
    const answer = await client.createCalloutRequest({
      first_name: 'Robin',
      last_name: 'Dropped',
      phone: '0412345678',
      email: 'robin.dropped@example.com',
      total_purchase_amount: 900_000,
      deposit_amount: 0,
      repayment_term: 36,
      product_category: 'Roofing',
      product_description: 'Colorbond re-roof',
    });
    expect(answer).toMatchObject({ ok: false, error: { kind: 'outcome-unknown', endpoint: 'createCalloutRequest' } });
    expect(recorder.count('POST', '/rest/vendor/v1/callout-requests')).toBe(1);
    expect(callouts()).toHaveLength(1);
  });
});
