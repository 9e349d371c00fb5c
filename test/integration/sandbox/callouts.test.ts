import { beforeAll, describe, expect, it } from 'vitest';
import { endpoints, pathForms } from '../../../shared/wire/endpoints';
import { errors } from '../../../shared/wire/errors';
import { earliestCallSlot } from '../../../shared/callouts/call-slot';
import { formatTimestamp } from '../../../sandbox/clock';
import { defaultLimits } from '../../../sandbox/store/account-limits';
import { errorOf, useSandbox, type SessionPair } from './harness';

const spec = ({ http, status, message }: { http: number; status: number; message: string }) => ({ http, status, message });
const path = endpoints.createCalloutRequest.path;
const foreignAccountId = '2002';
const secondAccountId = '1002';

function calloutBody(overrides: Record<string, unknown> = {}) {
  return {
    first_name: 'Jordan',
    last_name: 'Lee',
    phone: '0498765432',
    email: 'jordan.lee@example.com',
    total_purchase_amount: 900_000,
    deposit_amount: 100_000,
    repayment_term: 36,
    product_category: 'hot-water-systems',
    product_description: 'Heat pump, 270 L',
    ...overrides,
  };
}

const sydneyClock = new Intl.DateTimeFormat('en-US', {
  timeZone: 'Australia/Sydney',
  weekday: 'short',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** Sydney's weekday and time of day, e.g. "Fri 17:30". */
function sydneyAt(ms: number): string {
  const parts = Object.fromEntries(sydneyClock.formatToParts(ms).map((part) => [part.type, part.value]));
  return `${parts['weekday']} ${parts['hour']}:${parts['minute']}`;
}

describe('Create Callout Request (D18)', () => {
  const sb = useSandbox();
  let session: SessionPair;
  const create = (body: unknown) => sb.current.request('POST', path, { session, body });
  const storedCallout = (id: string) => sb.current.sandbox.state.callouts.find((callout) => callout.id === id);

  beforeAll(async () => {
    const { sandbox, accountId } = sb.current;
    for (const id of [secondAccountId, foreignAccountId]) {
      sandbox.store.accounts.insert({
        id,
        entity_legal_name: `Branch ${id} Pty Ltd`,
        entity_trading_name: `Branch ${id}`,
        limits: defaultLimits(),
      });
    }
    sandbox.state.users[0]!.accountIds = [accountId, secondAccountId];
    session = await sb.current.login();
  });

  it('creates an OPEN callout on every path form, with the earliest call slot (D1, D18)', async () => {
    expect(pathForms(endpoints.createCalloutRequest)).toEqual(['/rest/vendor/v1/callout-requests', '/rest/v1/vendor/callout-requests']);
    for (const form of pathForms(endpoints.createCalloutRequest)) {
      const before = sb.current.sandbox.now();
      const answer = await sb.current.request('POST', form, { session, body: calloutBody() });
      const after = sb.current.sandbox.now();
      expect(answer.http).toBe(200);
      expect(answer.body.status).toBe(2000);
      const { callout } = answer.body;
      expect(callout).toEqual({
        id: expect.any(String),
        first_name: 'Jordan',
        last_name: 'Lee',
        full_name: 'Jordan Lee',
        phone: '0498765432',
        email: 'jordan.lee@example.com',
        applicant_email: 'jordan.lee@example.com',
        total_purchase_amount: 900_000,
        deposit_amount: 100_000,
        financed_amount: 800_000,
        repayment_term: 36,
        product_category: 'Hot Water Systems',
        product_description: 'Heat pump, 270 L',
        call_datetime: expect.any(String),
        status: 'OPEN',
        created: expect.any(String),
        modified: callout.created,
      });
      expect([formatTimestamp(earliestCallSlot(before)), formatTimestamp(earliestCallSlot(after))]).toContain(callout.call_datetime);
      expect(Date.parse(callout.call_datetime) - Date.parse(callout.created)).toBeGreaterThanOrEqual(3_600_000);
    }
  });

  it('belongs to the user’s first account without account_id, and to the named one with it (D18)', async () => {
    const implicit = (await create(calloutBody())).body.callout;
    expect(storedCallout(implicit.id)?.account_id).toBe(sb.current.accountId);
    const explicit = (await create(calloutBody({ account_id: secondAccountId }))).body.callout;
    expect(storedCallout(explicit.id)?.account_id).toBe(secondAccountId);
  });

  it('takes a category by name as well as by slug, and keeps the name (D22)', async () => {
    const answer = await create(calloutBody({ product_category: 'Doors/Garage Doors' }));
    expect(answer.body.callout.product_category).toBe('Doors/Garage Doors');
  });

  it('calls back on Monday 09:00 Sydney when asked on a Friday evening', async () => {
    const start = Math.ceil(sb.current.sandbox.now() / 900_000) * 900_000;
    const weekOfQuarters = Array.from({ length: 7 * 96 }, (_, i) => start + i * 900_000);
    const friday = weekOfQuarters.find((ms) => sydneyAt(ms) === 'Fri 17:30')!;
    await sb.current.sandbox.clock.advance((friday - sb.current.sandbox.now()) / 1000);
    session = await sb.current.login();
    const { callout } = (await create(calloutBody())).body;
    expect(sydneyAt(Date.parse(callout.call_datetime))).toBe('Mon 09:00');
    expect(Date.parse(callout.call_datetime) - Date.parse(callout.created)).toBeLessThan(3 * 86_400_000);
  });

  it('401/4010 Not authorized for an account that is not the user’s, known or not (D10)', async () => {
    for (const accountId of [foreignAccountId, '9999']) {
      expect(errorOf(await create(calloutBody({ account_id: accountId })))).toEqual(spec(errors.notAuthorized));
    }
    expect(
      sb.current.sandbox.state.callouts.some(
        (callout) => callout.account_id !== sb.current.accountId && callout.account_id !== secondAccountId,
      ),
    ).toBe(false);
  });

  it('400/4402 Invalid input, with field errors, for malformed fields (D3)', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ first_name: undefined }, 'first_name'],
      [{ last_name: '' }, 'last_name'],
      [{ phone: '12' }, 'phone'],
      [{ email: 'jordan' }, 'email'],
      [{ total_purchase_amount: '9000' }, 'total_purchase_amount'],
      [{ deposit_amount: 0.5 }, 'deposit_amount'],
      [{ repayment_term: 36.5 }, 'repayment_term'],
      [{ account_id: '' }, 'account_id'],
      [{ callback_please: 1 }, 'callback_please'],
    ];
    for (const [overrides, field] of cases) {
      const answer = await create(calloutBody(overrides));
      expect(errorOf(answer)).toEqual(spec(errors.invalidInput));
      expect(Object.keys(answer.body.errors)).toEqual([field]);
    }
  });

  it('400/4402 Invalid input, with field errors, outside the D19 limits or for an unknown category', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ deposit_amount: 900_000 }, 'deposit_amount'],
      [{ total_purchase_amount: 150_000, deposit_amount: 60_000 }, 'total_purchase_amount'],
      [{ total_purchase_amount: 5_500_100, deposit_amount: 99 }, 'total_purchase_amount'],
      [{ repayment_term: 30 }, 'repayment_term'],
      [{ product_category: 'Hot water' }, 'product_category'],
    ];
    for (const [overrides, field] of cases) {
      const answer = await create(calloutBody(overrides));
      expect(errorOf(answer)).toEqual(spec(errors.invalidInput));
      expect(Object.keys(answer.body.errors)).toEqual([field]);
    }
  });

  it('400/4402 Invalid input for a body that is not JSON (D3)', async () => {
    const answer = await sb.current.request('POST', path, { session, rawBody: '{"first_name":' });
    expect(errorOf(answer)).toEqual(spec(errors.invalidInput));
  });

  it('401/4010 Unauthorized without a session (D3)', async () => {
    expect(errorOf(await sb.current.request('POST', path, { body: calloutBody() }))).toEqual(spec(errors.unauthorized));
  });

  it('500/5000 Internal error when a fault is injected', async () => {
    const fault = { endpoint: 'createCalloutRequest', count: 1, mode: 'error' };
    expect((await sb.current.request('POST', '/sandbox/v1/faults', { body: fault })).http).toBe(200);
    expect(errorOf(await create(calloutBody()))).toEqual(spec(errors.internalError));
    expect((await create(calloutBody())).http).toBe(200);
  });
});
