import { describe, expect, it } from 'vitest';
import { errors } from '../../../shared/wire/errors';
import { arrangeApplication, arrangeBranch, injectFault, seedUser } from './fixtures';
import { errorOf, useSandbox } from './harness';

const v1 = '/rest/vendor/v1';
const mirror = '/rest/v1/vendor';
const day = 86_400_000;

describe('Get Applications (D4, D8, D13)', () => {
  const sb = useSandbox();
  const list = (query: string) => sb.current.asAdmin('GET', `${v1}/applications?${query}`);

  it('lists the account applications, created ascending then id (D8), on both path forms (D1)', async () => {
    const { sandbox } = sb.current;
    const branch = arrangeBranch(sandbox, seedUser(sandbox));
    const now = sandbox.now();
    const later = arrangeApplication(sandbox, { account_id: branch, created: now - day });
    const first = arrangeApplication(sandbox, { account_id: branch, created: now - 2 * day });
    const tied = arrangeApplication(sandbox, { account_id: branch, created: now - day });
    arrangeApplication(sandbox, { account_id: arrangeBranch(sandbox) });

    for (const base of [v1, mirror]) {
      const answer = await sb.current.asAdmin('GET', `${base}/applications?accountId=${branch}`);
      expect(answer.http).toBe(200);
      expect(answer.body.status).toBe(2000);
      expect(answer.body.hasMoreRecords).toBe(0);
      expect(answer.body.applications.map((a: { id: string }) => a.id)).toEqual([first.id, later.id, tied.id]);
    }
  });

  it('presents an application with reference_number, account_id and its status history (D13, D14)', async () => {
    const { sandbox } = sb.current;
    const branch = arrangeBranch(sandbox, seedUser(sandbox));
    const created = Date.UTC(2025, 5, 1, 9, 30, 0);
    const record = arrangeApplication(sandbox, { account_id: branch, created, total_purchase_amount: 500_001, deposit_amount: 0 });
    const answer = await list(`accountId=${branch}`);
    expect(answer.body.applications).toEqual([
      {
        id: record.id,
        account_id: branch,
        applicants: [
          {
            id: expect.any(String),
            name: 'Jamie Customer',
            email: 'jamie@example.com',
            mobile: '0412345678',
            dob: '1985-04-12',
            joint_applicant: 0,
          },
        ],
        team_member: 'Alex Admin',
        financed_amount: 500_001,
        repayment_term: 24,
        product_category: 'Solar Panel Package',
        product_description: '6.6 kW solar system',
        reference_number: '',
        status: 'APPROVED',
        status_history: [{ status: 'APPROVED', time: '2025-06-01T09:30:00+00:00' }],
        created: '2025-06-01T09:30:00+00:00',
      },
    ]);
    expect(record.id).toMatch(/^\d+$/); // D7
  });

  it('filters whole UTC days: startDate 00:00:00 through endDate 23:59:59 (D4)', async () => {
    const { sandbox } = sb.current;
    const branch = arrangeBranch(sandbox, seedUser(sandbox));
    const at = (iso: string) => arrangeApplication(sandbox, { account_id: branch, created: Date.parse(iso) }).id;
    const firstEver = at('2025-03-09T23:59:59Z');
    const startOfFirstDay = at('2025-03-10T00:00:00Z');
    const endOfLastDay = at('2025-03-11T23:59:59Z');
    const lastBeforeToday = at('2025-03-12T00:00:00Z');
    const future = arrangeApplication(sandbox, { account_id: branch, created: sandbox.now() + 2 * day }).id;

    const ids = async (query: string) => (await list(`accountId=${branch}&${query}`)).body.applications.map((a: { id: string }) => a.id);
    expect(await ids('startDate=2025-03-10&endDate=2025-03-11')).toEqual([startOfFirstDay, endOfLastDay]);
    expect(await ids('startDate=2025-03-11&endDate=2025-03-11')).toEqual([endOfLastDay]);
    expect(await ids('endDate=2025-03-09')).toHaveLength(1);
    // endDate defaults to today, so an application dated after today is left out.
    expect(await ids('startDate=2025-03-12')).not.toContain(future);
    expect(await ids('startDate=2025-03-12')).toHaveLength(1);
    // No dates at all: the document's defaults, the beginning to today (the kiosk's search through every date relies on it).
    const every = await list(`accountId=${branch}`);
    expect(every.body.applications.map((a: { id: string }) => a.id)).toEqual([firstEver, startOfFirstDay, endOfLastDay, lastBeforeToday]);
  });

  it('answers 401/4010 Not authorized for a missing, unknown or foreign accountId (D10)', async () => {
    const foreign = arrangeBranch(sb.current.sandbox);
    for (const query of ['', 'accountId=', 'accountId=99999', `accountId=${foreign}`, 'accountId=%20']) {
      expect(errorOf(await list(query)), query).toEqual(errors.applicationsNotAuthorized);
    }
  });

  it('answers 400/4402 Invalid date input for malformed, impossible or reversed dates (D4)', async () => {
    const account = `accountId=${sb.current.accountId}`;
    for (const dates of [
      'startDate=2025-1-01',
      'endDate=01/02/2025',
      'startDate=2025-02-30',
      'endDate=2025-13-01',
      'startDate=2025-03-02&endDate=2025-03-01',
    ]) {
      expect(errorOf(await list(`${account}&${dates}`)), dates).toEqual(errors.applicationsInvalidDate);
    }
  });

  it('answers 400/4402 Invalid input for a pageNumber that is not an integer of at least 1 (D8)', async () => {
    for (const page of ['0', '-1', '1.5', 'two', '']) {
      expect(errorOf(await list(`accountId=${sb.current.accountId}&pageNumber=${page}`)), page).toEqual(errors.invalidInput);
    }
  });

  it('refuses an unknown query parameter with 400/4402 Invalid input', async () => {
    const answer = await list(`accountId=${sb.current.accountId}&status=APPROVED`);
    expect(errorOf(answer)).toEqual(errors.invalidInput);
    expect(answer.body.errors).toEqual({ status: ['Unknown field'] });
  });

  it('answers an injected fault with 500/5000 Internal error', async () => {
    await injectFault(sb.current, 'getApplications');
    expect(errorOf(await list(`accountId=${sb.current.accountId}`))).toEqual(errors.applicationInternal);
    expect((await list(`accountId=${sb.current.accountId}`)).http).toBe(200);
  });
});

describe('Get Applications paging over more than 500 records (D8)', () => {
  const sb = useSandbox();

  it('gives pages of 500 with exact hasMoreRecords, and an empty page past the end', async () => {
    const { sandbox, accountId } = sb.current;
    const start = sandbox.now() - 1_001 * 60_000;
    const ids = Array.from({ length: 1_001 }, (_, i) => arrangeApplication(sandbox, { created: start + i * 60_000 }).id);
    const session = await sb.current.login();
    const page = async (n: number) =>
      (await sb.current.request('GET', `${v1}/applications?accountId=${accountId}&pageNumber=${n}`, { session })).body;

    const [one, two, three, four] = [await page(1), await page(2), await page(3), await page(4)];
    expect([one.applications.length, two.applications.length, three.applications.length, four.applications.length]).toEqual([
      500, 500, 1, 0,
    ]);
    expect([one.hasMoreRecords, two.hasMoreRecords, three.hasMoreRecords, four.hasMoreRecords]).toEqual([1, 1, 0, 0]);
    const listed = [...one.applications, ...two.applications, ...three.applications].map((a: { id: string }) => a.id);
    expect(listed).toEqual(ids);
    const firstPageByDefault = await sb.current.request('GET', `${v1}/applications?accountId=${accountId}`, { session });
    expect(firstPageByDefault.body).toEqual(one);
  });
});

describe('Get Application, Update Application (D13)', () => {
  const sb = useSandbox();

  it('gets an application on both path forms (D1)', async () => {
    const record = arrangeApplication(sb.current.sandbox, { reference_number: 'PO-77' });
    for (const base of [v1, mirror]) {
      const answer = await sb.current.asAdmin('GET', `${base}/applications/${record.id}`);
      expect(answer.http).toBe(200);
      expect(answer.body.application).toMatchObject({
        id: record.id,
        account_id: sb.current.accountId,
        reference_number: 'PO-77',
        status: 'APPROVED',
      });
    }
  });

  it("gets an application of another of the user's accounts (D10)", async () => {
    const { sandbox } = sb.current;
    const record = arrangeApplication(sandbox, { account_id: arrangeBranch(sandbox, seedUser(sandbox)) });
    expect((await sb.current.asAdmin('GET', `${v1}/applications/${record.id}`)).body.application.id).toBe(record.id);
  });

  it('updates reference_number, the only updatable field, on both path forms (D1, D13)', async () => {
    const record = arrangeApplication(sb.current.sandbox);
    for (const [base, reference] of [
      [v1, 'PO-1234'],
      [mirror, '12345678901234567890'],
    ] as const) {
      const answer = await sb.current.asAdmin('PUT', `${base}/application/${record.id}`, { body: { reference_number: reference } });
      expect(answer.http).toBe(200);
      expect(answer.body.application.reference_number).toBe(reference);
      expect((await sb.current.asAdmin('GET', `${v1}/applications/${record.id}`)).body.application.reference_number).toBe(reference);
    }
    const cleared = await sb.current.asAdmin('PUT', `${v1}/application/${record.id}`, { body: { reference_number: '' } });
    expect(cleared.body.application.reference_number).toBe('');
  });

  it('refuses a reference over 20 characters, a missing one, another field or a non-string: 400/4402 Invalid data provided (D13)', async () => {
    const record = arrangeApplication(sb.current.sandbox);
    const put = (body: unknown) => sb.current.asAdmin('PUT', `${v1}/application/${record.id}`, { body });
    const tooLong = await put({ reference_number: '123456789012345678901' });
    expect(errorOf(tooLong)).toEqual(errors.invalidReference);
    expect(tooLong.body.errors).toHaveProperty('reference_number');
    for (const body of [{}, { reference_number: 'A', status: 'PAID' }, { financed_amount: 1 }, { reference_number: 7 }, ['A']]) {
      expect(errorOf(await put(body)), JSON.stringify(body)).toEqual(errors.invalidReference);
    }
    expect(errorOf(await sb.current.asAdmin('PUT', `${v1}/application/${record.id}`))).toEqual(errors.invalidReference);
    expect(record.reference_number).toBe('');
  });

  for (const [name, method, path] of [
    ['Get Application', 'GET', (id: string) => `${v1}/applications/${id}`],
    ['Update Application', 'PUT', (id: string) => `${v1}/application/${id}`],
  ] as const) {
    const body = method === 'PUT' ? { reference_number: 'X' } : undefined;

    it(`${name}: a blank id is 400/4402, none such 404/4041, another account's 401/4010 Invalid application ID`, async () => {
      const { sandbox } = sb.current;
      expect(errorOf(await sb.current.asAdmin(method, path('%20'), { body }))).toEqual(errors.applicationIdMissing);
      for (const id of ['99999999', 'abc', '12ab']) {
        expect(errorOf(await sb.current.asAdmin(method, path(id), { body })), id).toEqual(errors.applicationNotFound);
      }
      const foreign = arrangeApplication(sandbox, { account_id: arrangeBranch(sandbox) });
      expect(errorOf(await sb.current.asAdmin(method, path(foreign.id), { body }))).toEqual(errors.applicationForbidden);
      expect(foreign.reference_number).toBe('');
    });

    it(`${name}: an injected fault is 500/5000 Internal error`, async () => {
      const record = arrangeApplication(sb.current.sandbox);
      await injectFault(sb.current, method === 'GET' ? 'getApplication' : 'updateApplication');
      expect(errorOf(await sb.current.asAdmin(method, path(record.id), { body }))).toEqual(errors.applicationInternal);
    });
  }
});

describe('Request Application Payment (D14)', () => {
  const sb = useSandbox();
  const requestPayment = (id: string, base = v1) => sb.current.asAdmin('POST', `${base}/application/${id}/request-payment`);

  it('accepts an APPROVED application; the buyer confirms delivery and it is PAID one decision delay later (D14)', async () => {
    const { sandbox } = sb.current;
    const record = arrangeApplication(sandbox);
    const answer = await requestPayment(record.id);
    expect(answer.http).toBe(200);
    expect(answer.body.application).toMatchObject({ id: record.id, status: 'APPROVED' });

    await sandbox.clock.advance(sandbox.config.decisionDelayMs / 1000 - 1);
    expect((await sb.current.asAdmin('GET', `${v1}/applications/${record.id}`)).body.application.status).toBe('APPROVED');
    const advanced = await sb.current.request('POST', '/sandbox/v1/clock/advance', { body: { seconds: 1 } });
    expect(advanced.http).toBe(200);
    const paid = (await sb.current.asAdmin('GET', `${v1}/applications/${record.id}`)).body.application;
    expect(paid.status).toBe('PAID');
    expect(paid.status_history.map((change: { status: string }) => change.status)).toEqual(['APPROVED', 'PAID']);
    expect(paid.status_history[1].time).toBe(advanced.body.clock.now);
  });

  it('answers on the mirrored path form too (D1)', async () => {
    const record = arrangeApplication(sb.current.sandbox);
    expect((await requestPayment(record.id, mirror)).body.application.id).toBe(record.id);
  });

  it('answers 400/4402 Invalid application status unless APPROVED (D14)', async () => {
    for (const status of ['QUOTE', 'C.APPROV', 'REFER', 'DECLINED', 'WITHDRAW', 'PAID'] as const) {
      const record = arrangeApplication(sb.current.sandbox, { status });
      expect(errorOf(await requestPayment(record.id)), status).toEqual(errors.invalidApplicationStatus);
    }
  });

  it('answers 400/4402 Invalid application ID for a blank id and 404/4041 Not found for none such', async () => {
    expect(errorOf(await requestPayment('%20'))).toEqual(errors.applicationIdMissing);
    for (const id of ['99999999', 'abc']) expect(errorOf(await requestPayment(id)), id).toEqual(errors.paymentNotFound);
  });

  it('answers 401/4010 Invalid application ID for an application of an account the user does not belong to (D10)', async () => {
    const { sandbox } = sb.current;
    const record = arrangeApplication(sandbox, { account_id: arrangeBranch(sandbox) });
    expect(errorOf(await requestPayment(record.id))).toEqual(errors.applicationForbidden);
  });

  it("answers 401/4403 Unauthorized for another of the user's branches than the credentials' (D10)", async () => {
    const { sandbox } = sb.current;
    const record = arrangeApplication(sandbox, { account_id: arrangeBranch(sandbox, seedUser(sandbox)) });
    expect((await sb.current.asAdmin('GET', `${v1}/applications/${record.id}`)).http).toBe(200);
    expect(errorOf(await requestPayment(record.id))).toEqual(errors.paymentUnauthorized);
    await sandbox.clock.advance(sandbox.config.decisionDelayMs / 1000);
    expect(record.status).toBe('APPROVED');
  });

  it('answers an injected fault with 500/5000 Internal error, and schedules nothing', async () => {
    const { sandbox } = sb.current;
    const record = arrangeApplication(sandbox);
    await injectFault(sb.current, 'requestApplicationPayment');
    expect(errorOf(await requestPayment(record.id))).toEqual(errors.applicationInternal);
    await sandbox.clock.advance(sandbox.config.decisionDelayMs / 1000);
    expect(record.status).toBe('APPROVED');
  });
});
