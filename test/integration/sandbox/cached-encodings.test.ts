import { describe, expect, it } from 'vitest';
import { arrangeApplication } from './fixtures';
import { useSandbox } from './harness';

// For speed, list pages are built from each record's cached encoding and kept until a record of the account
// changes; every change through the store (D30) drops what was built from the old record, so no answer is stale.

describe('cached encodings stay true to the records', () => {
  const sb = useSandbox({ seed: 'demo' });
  const v1 = '/rest/vendor/v1';

  it('a page asked twice is the same; a changed reference, status or new record shows at once', async () => {
    const session = await sb.current.login();
    const list = async () => (await sb.current.request('GET', `${v1}/applications?accountId=1001&pageNumber=3`, { session })).body;
    const before = await list();
    expect(await list()).toEqual(before);
    const target = before.applications[0];

    expect(
      (await sb.current.request('PUT', `${v1}/application/${target.id}`, { session, body: { reference_number: 'CACHE-1' } })).http,
    ).toBe(200);
    const changed = await list();
    expect(changed.applications[0]).toEqual({ ...target, reference_number: 'CACHE-1' });

    await sb.current.request('POST', `/sandbox/v1/applications/${target.id}/status`, { body: { status: 'WITHDRAW' } });
    expect((await list()).applications[0].status).toBe('WITHDRAW');

    const added = arrangeApplication(sb.current.sandbox, { account_id: '1001' });
    expect((await list()).applications.at(-1).id).toBe(added.id);
  });

  it('a cancelled quote shows inactive in the list it was cached in', async () => {
    const session = await sb.current.login();
    const quotes = async () => (await sb.current.request('GET', `${v1}/quotes?accountId=1001`, { session })).body.quotes;
    const open = (await quotes()).find(
      (quote: { active: number; status: string; expires: string }) =>
        quote.active === 1 && quote.status === 'SENT' && Date.parse(quote.expires) > Date.now(),
    );
    expect(open).toBeDefined();
    expect((await sb.current.request('DELETE', `${v1}/quote/${open.id}`, { session })).http).toBe(200);
    expect((await quotes()).find((quote: { id: string }) => quote.id === open.id).active).toBe(0);
  });

  it('a reset forgets every cached page', async () => {
    const session = await sb.current.login();
    const count = (await sb.current.request('GET', `${v1}/applications?accountId=1001&pageNumber=3`, { session })).body.applications.length;
    expect(count).toBeGreaterThan(0);
    const reset = await sb.current.request('POST', '/sandbox/v1/reset', { body: { seed: 'empty' } });
    const fresh = await sb.current.login(reset.body.handout.credentials.administrator);
    expect(
      (await sb.current.request('GET', `${v1}/applications?accountId=1001&pageNumber=3`, { session: fresh })).body.applications,
    ).toEqual([]);
  });
});
