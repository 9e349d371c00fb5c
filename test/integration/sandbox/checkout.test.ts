import { lastDigitOutcomes } from '../../fixtures/last-digit-outcomes';
import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApiKey } from '../../../sandbox/api-key-records';
import { verifySignature } from '../../../shared/signature';
import { arrangeBranch } from './fixtures';
import { useSandbox, type Answer, type TestSandbox } from './harness';

// D23 checkout and the hosted application form over plain HTTP, as a browser would speak it: url-encoded
// forms, Origin headers and 303s followed by hand.

const shop = 'https://shop.example';
const returnPath = `${shop}/checkout/return`;

interface Keys {
  publicKey: string;
  privateKey: string;
}

const order = {
  total_purchase_amount: '5000.00',
  deposit_amount: '0',
  repayment_term: '12',
  product_category: 'Solar Panel Package',
  product_description: '6.6 kW solar system',
};

/** D23: lowercase hex SHA-256 of the six fields exactly as sent, no separator. */
function checksum(fields: Record<string, string>): string {
  const summed = ['redirect', 'total_purchase_amount', 'deposit_amount', 'repayment_term', 'product_category', 'product_description'];
  return createHash('sha256')
    .update(summed.map((field) => fields[field] ?? '').join(''), 'utf8')
    .digest('hex');
}

/** A checkout form: the order with `changes`, a redirect, and a checksum over what is sent. */
function checkoutForm(changes: Record<string, string> = {}, redirect = `${returnPath}?order=1`): Record<string, string> {
  const fields = { redirect, ...order, reference_number: 'SS-1001', ...changes };
  return { ...fields, checksum: checksum(fields) };
}

function postForm(
  test: TestSandbox,
  path: string,
  fields: Record<string, string>,
  headers: Record<string, string> = { origin: shop },
): Promise<Answer> {
  return test.request('POST', path, {
    rawBody: new URLSearchParams(fields).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html', ...headers },
  });
}

interface FilePart {
  name: string;
  filename: string;
  content: string;
}

/** D33: the same form as multipart/form-data, as a browser sends `enctype="multipart/form-data"`. */
function postMultipart(
  test: TestSandbox,
  path: string,
  fields: Record<string, string>,
  file?: FilePart,
  headers: Record<string, string> = { origin: shop },
): Promise<Answer> {
  const boundary = '----sandbox-test-boundary-7MA4YWxkTrZu0gW';
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  if (file)
    parts.push(
      `--${boundary}\r\nContent-Disposition: form-data; name="${file.name}"; filename="${file.filename}"\r\nContent-Type: application/octet-stream\r\n\r\n${file.content}\r\n`,
    );
  return test.request('POST', path, {
    rawBody: `${parts.join('')}--${boundary}--\r\n`,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, accept: 'text/html', ...headers },
  });
}

function location(answer: Answer): string {
  expect(answer.http).toBe(303);
  return answer.headers.get('location') ?? '';
}

/** The outcome a customer is sent back to the shop with. */
function returned(answer: Answer): URLSearchParams {
  const url = location(answer);
  expect(url.startsWith(returnPath)).toBe(true);
  return new URL(url).searchParams;
}

function formTokenOf(page: Answer): string {
  const token = /name="form_token" value="([^"]+)"/.exec(String(page.body))?.[1];
  if (!token) throw new Error(`no form token on the page: ${String(page.body).slice(0, 200)}`);
  return token;
}

function expectPage(answer: Answer, http: number, text: string | RegExp): void {
  expect(answer.http).toBe(http);
  expect(answer.headers.get('content-type')).toMatch(/^text\/html/);
  expect(String(answer.body)).toMatch(text);
  expect(String(answer.body)).not.toMatch(/\bat \S+ \(|Error:\s+\w+Error/);
}

let mobiles = 0;
/** Every customer gets a mobile of their own: D20 allows 5 codes a mobile in 10 minutes. */
const nextMobile = () => `0480${String(++mobiles).padStart(6, '0')}`;

const details = (mobile: string) => ({
  action: 'details',
  title: 'MS',
  first_name: 'Jamie',
  last_name: 'Customer',
  dob: '12/04/1985',
  email: 'jamie@example.com',
  mobile,
  id_type: 'DRIVER_LICENCE',
  id_number: '12345678',
});

/** A customer's checkout, from the shop's post to the step given. */
async function openForm(test: TestSandbox, keys: Keys, changes: Record<string, string> = {}) {
  const path = location(await postForm(test, `/checkout?key=${keys.publicKey}`, checkoutForm(changes)));
  const form_token = formTokenOf(await test.request('GET', path));
  const act = (fields: Record<string, string>) => postForm(test, path, { form_token, ...fields }, {});
  const code = async (mobile: string) => {
    const messages = await test.request('GET', `/sandbox/v1/messages?to=${mobile}`);
    return String(messages.body.messages.at(-1).code);
  };
  const verified = async (mobile = nextMobile()) => {
    expect(location(await act(details(mobile)))).toBe(path);
    expect(location(await act({ action: 'send-code' }))).toBe(path);
    expect(location(await act({ action: 'verify', code: await code(mobile) }))).toBe(path);
    return mobile;
  };
  const submit = () => act({ action: 'submit', accept_tnc: 'yes', accept_privacy: 'yes' });
  return { path, form_token, act, code, verified, submit };
}

describe('Checkout (D23)', () => {
  const sb = useSandbox();
  const keys: Keys = { publicKey: '', privateKey: '' };
  beforeAll(() => {
    const { sandbox, accountId } = sb.current;
    keys.publicKey = createApiKey(sandbox, {
      account_id: accountId,
      type: 'PUBLIC',
      referrer_urls: [shop, 'app://kiosk'],
      redirect_urls: [returnPath],
    }).key;
    keys.privateKey = createApiKey(sandbox, { account_id: accountId, type: 'PRIVATE', referrer_urls: [], redirect_urls: [] }).key;
  });
  const start = (fields: Record<string, string>, headers?: Record<string, string>, key = keys.publicKey) =>
    postForm(sb.current, `/checkout?key=${encodeURIComponent(key)}`, fields, headers);

  describe('POST /checkout', () => {
    it('D23 a valid request gets 303 to the hosted form, a page that shows the purchase under strict headers', async () => {
      const path = location(await start(checkoutForm()));
      expect(path).toMatch(/^\/checkout\/[A-Za-z0-9_-]{43}$/);
      const page = await sb.current.request('GET', path);
      expectPage(page, 200, /Your details/);
      expect(String(page.body)).toContain('$5,000.00');
      expect(String(page.body)).toContain('$199.80'); // D19: 26 repayments of ceil(507500 / 26) + 460 cents
      expect(page.headers.get('content-security-policy')).toBe(
        `default-src 'none'; style-src 'self'; img-src 'self'; form-action 'self' ${shop}; frame-ancestors 'none'; base-uri 'none'`,
      );
      expect(page.headers.get('cache-control')).toBe('no-store');
      expect(page.headers.get('referrer-policy')).toBe('no-referrer');
      const style = await sb.current.request('GET', '/checkout/assets/checkout.css');
      expect(style.headers.get('content-type')).toMatch(/^text\/css/);
    });

    it.each([
      ['no key', undefined, checkoutForm(), /no valid public API key/],
      ['an unknown key', 'pk_unknown', checkoutForm(), /no valid public API key/],
      ['the private key', 'private', checkoutForm(), /no valid public API key/],
      ['no redirect', null, checkoutForm({ redirect: '' }), /redirect address is missing/],
      ['a relative redirect', null, checkoutForm({}, '/checkout/return'), /does not allow/],
      ['a javascript: redirect', null, checkoutForm({}, 'javascript:alert(1)'), /does not allow/],
      ['a redirect to another host', null, checkoutForm({}, 'https://evil.example/checkout/return'), /does not allow/],
      ['a redirect to another port', null, checkoutForm({}, 'https://shop.example:8443/checkout/return'), /does not allow/],
      ['a redirect over http', null, checkoutForm({}, 'http://shop.example/checkout/return'), /does not allow/],
      ['a redirect outside the path', null, checkoutForm({}, `${shop}/account`), /does not allow/],
      ['a redirect that climbs out of the path', null, checkoutForm({}, `${shop}/checkout/return/../../account`), /does not allow/],
    ])('D23 %s: an HTTP 400 page, no redirect', async (_name, key, fields, problem) => {
      const path = key === undefined ? '/checkout' : `/checkout?key=${key === 'private' ? keys.privateKey : (key ?? keys.publicKey)}`;
      const answer = await postForm(sb.current, path, fields);
      expectPage(answer, 400, problem);
      expect(String(answer.body)).toMatch(/<h1[^>]*>This checkout cannot start<\/h1>/);
      expect(answer.headers.get('location')).toBeNull();
    });

    it.each([
      ['no Origin or Referer', checkoutForm(), {}, 'Request not sent from an allowed referrer URL'],
      ['an Origin not listed', checkoutForm(), { origin: 'https://evil.example' }, 'Request not sent from an allowed referrer URL'],
      ['an opaque Origin', checkoutForm(), { origin: 'null' }, 'Request not sent from an allowed referrer URL'],
      ['a Referer not listed', checkoutForm(), { referer: 'https://evil.example/shop' }, 'Request not sent from an allowed referrer URL'],
      [
        'a wrong checksum',
        { ...checkoutForm(), checksum: checksum({ ...checkoutForm(), deposit_amount: '1' }) },
        undefined,
        'Invalid checksum',
      ],
      ['no checksum', { ...checkoutForm(), checksum: '' }, undefined, 'Invalid checksum'],
      ['a field changed after the checksum', { ...checkoutForm(), product_description: 'Something else' }, undefined, 'Invalid checksum'],
    ])('D23 %s: back to the redirect with 10002 "%s"', async (_name, fields, headers, message) => {
      const back = returned(await start(fields, headers));
      expect([back.get('error_code'), back.get('error_msg')]).toEqual(['10002', message]);
    });

    it.each([
      ['three decimals', { total_purchase_amount: '5000.001' }, 'total_purchase_amount'],
      ['thousands separators', { total_purchase_amount: '5,000.00' }, 'total_purchase_amount'],
      ['a negative amount', { total_purchase_amount: '-5000' }, 'total_purchase_amount'],
      ['cents instead of dollars', { total_purchase_amount: '500000' }, 'total_purchase_amount'],
      ['too little financed', { total_purchase_amount: '999.99' }, 'total_purchase_amount'],
      ['no deposit', { deposit_amount: '' }, 'deposit_amount'],
      ['a deposit equal to the total', { deposit_amount: '5000.00' }, 'deposit_amount'],
      ['a term not offered', { repayment_term: '13' }, 'repayment_term'],
      ['a term in words', { repayment_term: 'twelve' }, 'repayment_term'],
      ['a category slug', { product_category: 'solar-panel-package' }, 'product_category'],
      ['a category in another case', { product_category: 'solar panel package' }, 'product_category'],
      ['an empty description', { product_description: '' }, 'product_description'],
      ['a reference of 21 characters', { reference_number: 'R'.repeat(21) }, 'reference_number'],
    ])('D6 D19 D23 %s: 10002 naming %s', async (_name, changes, field) => {
      const back = returned(await start(checkoutForm(changes)));
      expect(back.get('error_code')).toBe('10002');
      expect(back.get('error_msg')).toContain(`Invalid ${field}`);
    });

    it('D23 names every field at fault at once', async () => {
      const back = returned(
        await start(checkoutForm({ product_category: 'Boats', product_description: ' ', reference_number: 'R'.repeat(30) })),
      );
      expect(back.get('error_msg')).toMatch(/product_category.*product_description.*reference_number/);
    });

    it.each([
      ['a Referer when there is no Origin', checkoutForm(), { referer: `${shop}/basket?step=pay` }],
      ["the kiosk's app://kiosk origin (D28)", checkoutForm(), { origin: 'app://kiosk' }],
      ['an uppercase checksum', { ...checkoutForm(), checksum: checksum(checkoutForm()).toUpperCase() }, undefined],
      ['a reference of exactly 20 characters', checkoutForm({ reference_number: 'R'.repeat(20) }), undefined],
      ['no reference at all', (({ reference_number: _omitted, ...rest }) => rest)(checkoutForm()), undefined],
      ['the smallest amount financed', checkoutForm({ total_purchase_amount: '1500', deposit_amount: '500.00' }), undefined],
      ['a redirect deeper in the allowed path', checkoutForm({}, `${returnPath}/thanks?x=1`), undefined],
    ])('D23 accepts %s', async (_name, fields, headers) => {
      expect(location(await start(fields, headers))).toMatch(/^\/checkout\/[\w-]+$/);
    });

    it("D23 appends to the redirect's own query and keeps its fragment", async () => {
      const redirect = `${returnPath}?cart=a%20b&keep=%E2%9C%93#summary`;
      const url = location(await start({ ...checkoutForm({}, redirect), checksum: 'bad' }));
      expect(url).toBe(`${returnPath}?cart=a%20b&keep=%E2%9C%93&error_code=10002&error_msg=Invalid+checksum#summary`);
    });

    it('D23 accepts JSON too; a JSON number counts as the text JavaScript writes for it', async () => {
      const fields = {
        redirect: returnPath,
        total_purchase_amount: '5000.5',
        deposit_amount: '0',
        repayment_term: '12',
        product_category: 'Roofing',
        product_description: 'Colorbond roof',
      };
      const body = { ...fields, total_purchase_amount: 5000.5, deposit_amount: 0, repayment_term: 12, checksum: checksum(fields) };
      const answer = await sb.current.request('POST', `/checkout?key=${keys.publicKey}`, { body, headers: { origin: shop } });
      const page = await sb.current.request('GET', location(answer));
      expect(String(page.body)).toContain('$5,000.50');
    });

    it('D33 a multipart/form-data post is an ordinary form: 303 to the hosted form', async () => {
      const path = location(
        await postMultipart(sb.current, `/checkout?key=${keys.publicKey}`, checkoutForm({ product_description: 'Panels – 6.6 kW ✓' })),
      );
      expect(path).toMatch(/^\/checkout\/[\w-]+$/);
      expect(String((await sb.current.request('GET', path)).body)).toContain('Panels – 6.6 kW ✓');
    });

    it('D33 a file part in a multipart checkout is left out; the text fields still count', async () => {
      const answer = await postMultipart(sb.current, `/checkout?key=${keys.publicKey}`, checkoutForm(), {
        name: 'attachment',
        filename: 'x.pdf',
        content: '%PDF-1.4',
      });
      expect(location(answer)).toMatch(/^\/checkout\/[\w-]+$/);
    });

    it.each([
      ['a bad checksum', { checksum: 'bad' }, {}, 'Invalid checksum'],
      ['no Origin', {}, null, 'Request not sent from an allowed referrer URL'],
    ])(
      'D33 a multipart post with a valid redirect and %s goes back with 10002, not a 400 page',
      async (_name, changes, headers, message) => {
        const fields = { ...checkoutForm(), ...changes };
        const answer = await postMultipart(
          sb.current,
          `/checkout?key=${keys.publicKey}`,
          fields,
          undefined,
          headers === null ? {} : { origin: shop },
        );
        expect([returned(answer).get('error_code'), returned(answer).get('error_msg')]).toEqual(['10002', message]);
      },
    );

    it('D33 a multipart post with a valid redirect and a bad amount goes back with 10002 naming the field', async () => {
      const back = returned(await postMultipart(sb.current, `/checkout?key=${keys.publicKey}`, checkoutForm({ deposit_amount: 'lots' })));
      expect(back.get('error_code')).toBe('10002');
      expect(back.get('error_msg')).toMatch(/deposit_amount/);
    });

    it.each([
      ['no redirect', checkoutForm({ redirect: '' }), /redirect address is missing/],
      ['a redirect to another host', checkoutForm({}, 'https://evil.example/checkout/return'), /does not allow/],
    ])('D33 a multipart post with %s: the HTTP 400 page', async (_name, fields, problem) => {
      expectPage(await postMultipart(sb.current, `/checkout?key=${keys.publicKey}`, fields), 400, problem);
    });

    it('D33 a multipart body that is not well formed (no redirect can be read): a 400 page, not a 500', async () => {
      for (const [contentType, rawBody] of [
        ['multipart/form-data', '--x\r\n\r\n'],
        ['multipart/form-data; boundary=x', 'no delimiter at all'],
        ['multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="redirect"\r\n\r\nunterminated'],
        ['multipart/form-data; boundary=x', '--x\r\nContent-Type: text/plain\r\n\r\nno disposition\r\n--x--'],
      ] as const) {
        const answer = await sb.current.request('POST', `/checkout?key=${keys.publicKey}`, {
          rawBody,
          headers: { 'content-type': contentType, origin: shop },
        });
        expectPage(answer, 400, /could not read that form/);
      }
    });

    it('a body that is neither a form nor JSON is a 400 page, not a 500', async () => {
      const answer = await sb.current.request('POST', `/checkout?key=${keys.publicKey}`, {
        rawBody: '{not json',
        headers: { 'content-type': 'application/json' },
      });
      expectPage(answer, 400, /could not read that form/);
      const huge = await postForm(sb.current, `/checkout?key=${keys.publicKey}`, {
        ...checkoutForm(),
        product_description: 'x'.repeat(70_000),
      });
      expectPage(huge, 413, /could not read that form/);
    });
  });

  describe('the hosted application form', () => {
    it('D13 D15 D23 a submitted application goes back signed with 10000 and its id; a second submit shows the same outcome', async () => {
      const form = await openForm(sb.current, keys, { total_purchase_amount: '6000.03', deposit_amount: '1000.00' });
      const mobile = await form.verified();
      const first = returned(await form.submit());
      expect(first.get('order')).toBe('1');
      expect(first.get('error_code')).toBe('10000');
      const id = first.get('transaction_id') ?? '';
      expect(id).toMatch(/^\d+$/);
      const signed = { signature: first.get('signature'), timestamp: first.get('timestamp'), token: first.get('token') };
      expect(signed.token).toMatch(/^[A-Za-z0-9]{50}$/);
      expect(await verifySignature(signed, keys.privateKey)).toBe(true);
      expect(signed.timestamp).toMatch(/^\d{10}$/);
      const flip = (text: string | null) => (text ? `${text.slice(0, -1)}${text.endsWith('a') ? 'b' : 'a'}` : '');
      expect(await verifySignature({ ...signed, token: `${signed.token?.slice(1)}x` }, keys.privateKey)).toBe(false);
      expect(await verifySignature({ ...signed, signature: flip(signed.signature) }, keys.privateKey)).toBe(false);
      expect(await verifySignature({ ...signed, timestamp: String(Number(signed.timestamp) + 1) }, keys.privateKey)).toBe(false);
      expect(await verifySignature(signed, `${keys.privateKey}x`)).toBe(false);

      const again = returned(await form.submit());
      expect(again.get('transaction_id')).toBe(id);
      expect(
        await verifySignature(
          { signature: again.get('signature'), timestamp: again.get('timestamp'), token: again.get('token') },
          keys.privateKey,
        ),
      ).toBe(true);
      expect(sb.current.sandbox.state.applications.filter((application) => application.id === id)).toHaveLength(1);

      const application = await sb.current.asAdmin('GET', `/rest/vendor/v1/applications/${id}`);
      expect(application.body.application).toMatchObject({
        id,
        account_id: sb.current.accountId,
        status: 'REFER', // D15: 500003 cents ends in 3
        financed_amount: 500_003,
        repayment_term: 12,
        product_category: 'Solar Panel Package',
        product_description: '6.6 kW solar system',
        reference_number: 'SS-1001',
        team_member: '',
        applicants: [{ name: 'Jamie Customer', email: 'jamie@example.com', mobile, dob: '1985-04-12', joint_applicant: 0 }],
      });
      expectPage(await sb.current.request('GET', form.path), 200, new RegExp(`Thank you, application ${id} submitted`));
    });

    it.each(lastDigitOutcomes)(
      'D6 D15 $5,500.0%i less a $500.00 deposit: %s at once, %s one decision delay later',
      async (digit, now, later) => {
        const form = await openForm(sb.current, keys, {
          total_purchase_amount: `5500.0${digit}`,
          deposit_amount: '500.00',
          reference_number: `DIGIT-${digit}`,
        });
        const mobile = await form.verified();
        const back = returned(await form.submit());
        expect(back.get('error_code')).toBe('10000');
        const id = back.get('transaction_id') ?? '';
        const application = async () => (await sb.current.asAdmin('GET', `/rest/vendor/v1/applications/${id}`)).body.application;
        expect(await application()).toMatchObject({
          status: now,
          financed_amount: 500_000 + digit,
          reference_number: `DIGIT-${digit}`,
          applicants: [{ name: 'Jamie Customer', mobile, dob: '1985-04-12', joint_applicant: 0 }],
        });
        await sb.current.request('POST', '/sandbox/v1/clock/advance', {
          body: { seconds: sb.current.sandbox.config.decisionDelayMs / 1000 },
        });
        expect((await application()).status).toBe(later);
      },
    );

    it('D23 without a private key the redirect carries no signature', async () => {
      const branch = arrangeBranch(sb.current.sandbox);
      const unsigned = createApiKey(sb.current.sandbox, {
        account_id: branch,
        type: 'PUBLIC',
        referrer_urls: [shop],
        redirect_urls: [returnPath],
      });
      const form = await openForm(sb.current, { publicKey: unsigned.key, privateKey: '' });
      await form.verified();
      const back = returned(await form.submit());
      expect(back.get('error_code')).toBe('10000');
      expect(['signature', 'timestamp', 'token'].filter((name) => back.has(name))).toEqual([]);
    });

    it('D23 a customer who cancels goes back with 10002, and stays cancelled', async () => {
      const form = await openForm(sb.current, keys);
      const back = returned(await form.act({ action: 'cancel' }));
      expect([back.get('error_code'), back.get('error_msg')]).toEqual(['10002', 'Customer cancelled the application']);
      expect(back.get('transaction_id')).toBeNull();
      expect(returned(await form.submit()).get('error_msg')).toBe('Customer cancelled the application');
      expectPage(await sb.current.request('GET', form.path), 200, /You cancelled your application/);
    });

    it("a post without the checkout's form token changes nothing (CSRF)", async () => {
      const form = await openForm(sb.current, keys);
      for (const token of [undefined, 'forged', `${form.form_token}x`]) {
        const fields = { ...details(nextMobile()), ...(token !== undefined && { form_token: token }) };
        const stale = await postForm(sb.current, form.path, fields, {});
        expectPage(stale, 403, /This page is out of date/);
        expect(String(stale.body)).toContain(`href="${form.path}">Continue your application</a>`);
      }
      expect(String((await sb.current.request('GET', form.path)).body)).toContain('value=""');
    });

    it('problems are shown with the fields as typed, escaped', async () => {
      const form = await openForm(sb.current, keys);
      const answer = await form.act({
        ...details(nextMobile()),
        first_name: '<script>alert(1)</script>',
        email: 'nope',
        dob: '2020-01-01',
      });
      expectPage(answer, 422, /There is a problem/);
      const page = String(answer.body);
      expect(page).toContain('value="&lt;script&gt;alert(1)&lt;/script&gt;"');
      expect(page).not.toContain('<script>');
      expect(page).toContain('value="nope"');
      expect(page).toContain('You must be 18 or older to apply');
      expect(page).toContain('aria-describedby="email-hint email-error" aria-invalid="true"');
    });

    it('D4 a date of birth typed day first (14031985) is kept as 1985-03-14 and shown day first again', async () => {
      const form = await openForm(sb.current, keys);
      expect(location(await form.act({ ...details(nextMobile()), dob: '14031985' }))).toBe(form.path);
      const checkout = sb.current.sandbox.state.checkouts.find((candidate) => form.path.endsWith(candidate.id));
      expect(checkout?.details?.dob).toBe('1985-03-14');
      expect(String((await sb.current.request('GET', `${form.path}?step=details`)).body)).toContain('value="14/03/1985"');
    });

    it('an impossible date of birth says why in plain words and keeps what was typed', async () => {
      const form = await openForm(sb.current, keys);
      const answer = await form.act({ ...details(nextMobile()), dob: '30/02/1985' });
      expectPage(answer, 422, /There is a problem/);
      const page = String(answer.body);
      expect(page).toContain('value="30/02/1985"');
      expect(page).toContain('Enter a real date of birth. There is no 30 February 1985. February 1985 has 28 days');
      expect(page).toContain('id="dob" name="dob" type="text" value="30/02/1985" required aria-describedby="dob-hint dob-error"');
    });

    it('D20 steps cannot be skipped: submitting before the mobile is verified only shows the current step', async () => {
      const form = await openForm(sb.current, keys);
      const before = sb.current.sandbox.state.applications.length;
      expect(location(await form.submit())).toBe(form.path);
      await form.act(details(nextMobile()));
      expect(location(await form.submit())).toBe(form.path);
      expect(location(await form.act({ action: 'verify', code: '123456' }))).toBe(form.path);
      expectPage(await sb.current.request('GET', form.path), 200, /Send code/);
      expect(sb.current.sandbox.state.applications.length).toBe(before);
    });

    it('D20 five wrong codes void the code; a new code works', async () => {
      const form = await openForm(sb.current, keys);
      const mobile = nextMobile();
      await form.act(details(mobile));
      await form.act({ action: 'send-code' });
      const code = await form.code(mobile);
      const wrong = code === '000000' ? '111111' : '000000';
      for (let attempt = 0; attempt < 5; attempt++)
        expectPage(await form.act({ action: 'verify', code: wrong }), 422, /That code is not right/);
      expectPage(await form.act({ action: 'verify', code }), 422, /too many wrong codes/);
      await form.act({ action: 'send-code' });
      expect(location(await form.act({ action: 'verify', code: await form.code(mobile) }))).toBe(form.path);
      expectPage(await sb.current.request('GET', form.path), 200, /Agree and submit/);
    });

    it('D20 more than five codes in ten minutes: a 429 page that says to wait', async () => {
      const form = await openForm(sb.current, keys);
      await form.act(details(nextMobile()));
      for (let sent = 0; sent < 5; sent++) expect(location(await form.act({ action: 'send-code' }))).toBe(form.path);
      expectPage(await form.act({ action: 'send-code' }), 429, /too many codes/);
    });

    it('D20 a changed mobile must be verified again', async () => {
      const form = await openForm(sb.current, keys);
      await form.verified();
      await form.act(details(nextMobile()));
      expectPage(await sb.current.request('GET', form.path), 200, /Send code/);
    });

    it('D20 a code the vendor sent before handing over is the one the form asks for: one code, not two', async () => {
      const form = await openForm(sb.current, keys);
      const mobile = nextMobile();
      await form.act(details(mobile));
      expect((await sb.current.asAdmin('POST', '/rest/vendor/v1/application/secure-code', { body: { mobile } })).http).toBe(200);
      const code = await form.code(mobile);
      const page = String((await sb.current.request('GET', form.path)).body);
      expect(page).toMatch(/We sent a 6-digit code by SMS/);
      expect(page).toContain(`is <strong class="sandbox-code">${code}</strong>`);
      expect(location(await form.act({ action: 'verify', code }))).toBe(form.path);
      expectPage(await sb.current.request('GET', form.path), 200, /Agree and submit/);
      const texts = (await sb.current.request('GET', `/sandbox/v1/messages?to=${mobile}`)).body.messages;
      expect(texts).toHaveLength(1);
    });

    it('D20 the newest code counts: after the form sends one, a code the vendor sends later is the one that verifies', async () => {
      const form = await openForm(sb.current, keys);
      const mobile = nextMobile();
      await form.act(details(mobile));
      await form.act({ action: 'send-code' });
      const first = await form.code(mobile);
      await sb.current.asAdmin('POST', '/rest/vendor/v1/application/secure-code', { body: { mobile } });
      const newest = await form.code(mobile);
      if (first !== newest) expectPage(await form.act({ action: 'verify', code: first }), 422, /That code is not right/);
      expect(location(await form.act({ action: 'verify', code: newest }))).toBe(form.path);
    });

    it('the sandbox shows no code before one is sent, and says no SMS is really sent', async () => {
      const form = await openForm(sb.current, keys);
      await form.act(details(nextMobile()));
      const page = await sb.current.request('GET', form.path);
      expectPage(page, 200, /no SMS is really sent/);
      expect(String(page.body)).toMatch(/Once a code is sent, it shows here/);
      expect(String(page.body)).not.toMatch(/sandbox-code/);
    });

    it('contact details sent with the checkout start the details step; they are not in the checksum and never refuse it', async () => {
      const prefill = { first_name: 'Jamie', last_name: "O'Brien <b>", email: 'jamie@example.com', mobile: '0412345678' };
      const fields = { ...checkoutForm(), ...prefill };
      const path = location(await start(fields));
      const page = String((await sb.current.request('GET', path)).body);
      expect(page).toMatch(/name="first_name"[^>]*value="Jamie"/);
      expect(page).toContain('O&#39;Brien &lt;b&gt;');
      expect(page).toMatch(/name="email"[^>]*value="jamie@example.com"/);
      expect(page).toMatch(/name="mobile"[^>]*value="0412345678"/);
      // Nonsense or oversized prefill is left out, never a refusal.
      const odd = location(await start({ ...checkoutForm(), first_name: 'x'.repeat(201), mobile: '  ' }));
      expect(odd).toMatch(/^\/checkout\//);
      expect(String((await sb.current.request('GET', odd)).body)).not.toMatch(/value="x{201}"/);
    });

    it('the terms must be accepted; what was ticked is kept', async () => {
      const form = await openForm(sb.current, keys);
      await form.verified();
      const answer = await form.act({ action: 'submit', accept_privacy: 'yes' });
      expectPage(answer, 422, /Confirm that you have read and accept the terms and conditions/);
      expect(String(answer.body)).toMatch(/id="accept_privacy" name="accept_privacy" value="yes" checked/);
    });

    it('a checkout expires two hours after it started; an unknown one is not found', async () => {
      const form = await openForm(sb.current, keys);
      await sb.current.request('POST', '/sandbox/v1/clock/advance', { body: { seconds: 2 * 60 * 60 } });
      expectPage(await sb.current.request('GET', form.path), 410, /This application has expired/);
      expectPage(await form.act(details(nextMobile())), 410, /This application has expired/);
      expectPage(await sb.current.request('GET', '/checkout/no-such-checkout'), 404, /We cannot find this application/);
    });
  });
});

describe('Quote apply links (D17)', () => {
  const sb = useSandbox();
  const createQuote = async (email: string, overrides: Record<string, unknown> = {}) => {
    const body = {
      account_id: sb.current.accountId,
      first_name: 'Robin',
      last_name: 'Quoted',
      phone: '0470 000 001',
      email,
      total_purchase_amount: 1_250_007,
      deposit_amount: 50_000,
      repayment_term: 24,
      product_category: 'Storage Battery(s)',
      product_description: '13.5 kWh home battery',
      ...overrides,
    };
    const quote = (await sb.current.asAdmin('POST', '/rest/vendor/v1/quote', { body })).body.quote;
    const messages = await sb.current.request('GET', `/sandbox/v1/messages?to=${encodeURIComponent(email)}`);
    const link = new URL(String(messages.body.messages.at(-1).link));
    return { id: String(quote.id), link: `${link.pathname}${link.search}` };
  };

  it('D13 D17 the link opens the form prefilled; applying completes the quote and ends on our thank-you page', async () => {
    const quote = await createQuote('robin@example.com');
    const path = location(await sb.current.request('GET', quote.link));
    const page = await sb.current.request('GET', path);
    expectPage(page, 200, /value="Robin"/);
    expect(String(page.body)).toContain('value="0470000001"');
    expect(String(page.body)).toContain('$12,500.07');
    expect(String(page.body)).toContain('Cancel application');

    const form_token = formTokenOf(page);
    const act = (fields: Record<string, string>) => postForm(sb.current, path, { form_token, ...fields }, {});
    await act({ ...details('0470000001'), email: 'robin@example.com' });
    await act({ action: 'send-code' });
    const messages = await sb.current.request('GET', '/sandbox/v1/messages?to=0470000001');
    await act({ action: 'verify', code: String(messages.body.messages.at(-1).code) });
    expect(location(await act({ action: 'submit', accept_tnc: 'yes', accept_privacy: 'yes' }))).toBe(path);
    expect(location(await act({ action: 'submit', accept_tnc: 'yes', accept_privacy: 'yes' }))).toBe(path);

    const thanks = await sb.current.request('GET', path);
    const id = /Thank you, application (\d+) submitted/.exec(String(thanks.body))?.[1] ?? '';
    expect(id).not.toBe('');
    const completed = await sb.current.asAdmin('GET', `/rest/vendor/v1/quotes/${quote.id}`);
    expect(completed.body.quote.status).toBe('COMPLETED');
    const application = sb.current.sandbox.state.applications.find((candidate) => candidate.id === id);
    expect(application).toMatchObject({ quoteId: quote.id, team_member: 'Alex Admin', financed_amount: 1_200_007, status: 'APPROVED' });

    expectPage(await sb.current.request('GET', quote.link), 410, /already applied/);
  });

  it('D17 a customer who cancels stays on our pages, and the quote stays open', async () => {
    const quote = await createQuote('lee@example.com');
    const path = location(await sb.current.request('GET', quote.link));
    const form_token = formTokenOf(await sb.current.request('GET', path));
    expect(location(await postForm(sb.current, path, { form_token, action: 'cancel' }, {}))).toBe(path);
    expectPage(await sb.current.request('GET', path), 200, /You cancelled your application[\s\S]*link in your quote email/);
    expect((await sb.current.asAdmin('GET', `/rest/vendor/v1/quotes/${quote.id}`)).body.quote.status).toBe('SENT');
    expect(location(await sb.current.request('GET', quote.link))).not.toBe(path);
  });

  it('D17 a wrong token or an unknown quote is a 404 page; a cancelled or expired quote a 410 page', async () => {
    const quote = await createQuote('sam@example.com');
    expectPage(await sb.current.request('GET', quote.link.replace(/token=[^&]+/, 'token=wrong')), 404, /This link does not work/);
    expectPage(await sb.current.request('GET', `/apply/quote/${quote.id}`), 404, /This link does not work/);
    expectPage(await sb.current.request('GET', '/apply/quote/quote_0?token=x'), 404, /This link does not work/);

    // Cancelled while the customer was filling the form in: nothing is submitted.
    const path = location(await sb.current.request('GET', quote.link));
    const form_token = formTokenOf(await sb.current.request('GET', path));
    const act = (fields: Record<string, string>) => postForm(sb.current, path, { form_token, ...fields }, {});
    await act(details('0470000002'));
    await act({ action: 'send-code' });
    const messages = await sb.current.request('GET', '/sandbox/v1/messages?to=0470000002');
    await act({ action: 'verify', code: String(messages.body.messages.at(-1).code) });
    await sb.current.asAdmin('DELETE', `/rest/vendor/v1/quote/${quote.id}`);
    const before = sb.current.sandbox.state.applications.length;
    expectPage(await act({ action: 'submit', accept_tnc: 'yes', accept_privacy: 'yes' }), 410, /This quote was cancelled/);
    expect(sb.current.sandbox.state.applications.length).toBe(before);
    expectPage(await sb.current.request('GET', quote.link), 410, /This quote was cancelled/);

    const later = await createQuote('kai@example.com');
    await sb.current.request('POST', '/sandbox/v1/clock/advance', { body: { seconds: 31 * 86_400 } });
    expectPage(await sb.current.request('GET', later.link), 410, /This quote has expired/);
  });
});

describe('Checkout never answers 500 to anything a browser can send', () => {
  const sb = useSandbox();
  let publicKey = '';
  beforeAll(() => {
    publicKey = createApiKey(sb.current.sandbox, {
      account_id: sb.current.accountId,
      type: 'PUBLIC',
      referrer_urls: [shop],
      redirect_urls: [returnPath],
    }).key;
  });

  const knownNames = [
    'redirect',
    'total_purchase_amount',
    'deposit_amount',
    'repayment_term',
    'product_category',
    'product_description',
    'reference_number',
    'checksum',
  ];
  const formNames = [
    'form_token',
    'action',
    'title',
    'first_name',
    'last_name',
    'dob',
    'email',
    'mobile',
    'id_type',
    'id_number',
    'code',
    'accept_tnc',
    'accept_privacy',
  ];
  const anyText = fc.oneof(
    fc.string(),
    fc.string({ unit: 'grapheme' }),
    fc.constantFrom('', ' ', '0', '-1', '1e3', '5000.00', 'NaN', '__proto__', returnPath, '%', '\u0000'),
  );
  const fields = (names: string[]) => fc.dictionary(fc.oneof(fc.constantFrom(...names), fc.string()), anyText, { maxKeys: 16 });

  it('POST /checkout with arbitrary fields, keys and origins: 303 or a 400 page', async () => {
    await fc.assert(
      fc.asyncProperty(
        fields(knownNames),
        fc.oneof(fc.constant(publicKey), fc.string()),
        fc.option(fc.oneof(fc.constant(shop), fc.string())),
        async (body, key, origin) => {
          const answer = await postForm(
            sb.current,
            `/checkout?key=${encodeURIComponent(key)}`,
            body,
            origin === null ? {} : { origin: origin.replace(/[^\x21-\x7e]/g, '') },
          );
          expect([303, 400]).toContain(answer.http);
        },
      ),
      { numRuns: 150 },
    );
  });

  it('POST to an open checkout with its token and arbitrary fields and actions: never 500', async () => {
    const action = fc.oneof(fc.constantFrom('details', 'send-code', 'verify', 'submit', 'cancel', 'return'), fc.string());
    await fc.assert(
      fc.asyncProperty(fields(formNames), action, fc.boolean(), async (body, chosen, withToken) => {
        const path = location(await postForm(sb.current, `/checkout?key=${publicKey}`, checkoutForm()));
        const token = formTokenOf(await sb.current.request('GET', path));
        const answer = await postForm(sb.current, path, { ...body, action: chosen, ...(withToken && { form_token: token }) }, {});
        expect(answer.http).toBeLessThan(500);
        expect((await sb.current.request('GET', path)).http).toBeLessThan(500);
      }),
      { numRuns: 80 },
    );
  });

  it('arbitrary bodies under arbitrary content types, and arbitrary addresses: never 500', async () => {
    const contentType = fc.constantFrom(
      'application/x-www-form-urlencoded',
      'application/json',
      'text/plain',
      'multipart/form-data; boundary=x',
      'application/octet-stream',
      'x/y',
    );
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 300 }), contentType, fc.string({ maxLength: 60 }), async (raw, type, segment) => {
        const id = encodeURIComponent(segment);
        for (const [method, path] of [
          ['POST', `/checkout?key=${publicKey}`],
          ['POST', `/checkout/${id}`],
          ['GET', `/checkout/${id}?step=${id}`],
          ['GET', `/apply/quote/${id}?token=${id}`],
        ] as const) {
          const answer = await sb.current.request(
            method,
            path,
            method === 'POST' ? { rawBody: raw, headers: { 'content-type': type } } : {},
          );
          expect(answer.http).toBeLessThan(500);
        }
      }),
      { numRuns: 100 },
    );
  });
});
