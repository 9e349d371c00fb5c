import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFileLogger, type FileLogger } from '../../../../main/core/logger';
import { dataOf, startDirectKiosk, type DirectKiosk } from '../ipc/direct-kiosk';

// K12: the sales flows run against the real sandbox with main's own file logger, lost answers and the provider's
// errors included, so that warnings and errors are written too; then every log line is searched for the
// customer's details, the keychain's secrets, the session's secrets and the staff PIN. None may be there.

const customer = {
  first_name: 'Philippa',
  last_name: 'Quarrington',
  phone: '0487 654 321',
  email: 'philippa.quarrington@example.net',
  total_purchase_amount: 1_450_000,
  deposit_amount: 150_000,
  repayment_term: 36,
  product_category: 'Solar Panel and Battery Combo',
  product_description: '10 kW system for the Quarrington house',
};
const pin = '97531864';
const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

describe('what main logs over the sales flows (K12)', () => {
  let direct: DirectKiosk;
  let log: FileLogger;
  let lines: string[];

  async function fault(endpoint: string, mode: 'drop' | 'error', count = 1): Promise<void> {
    const response = await fetch(`${direct.training().baseUrl}/sandbox/v1/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ endpoint, mode, count }),
    });
    expect(response.status).toBe(200);
  }

  beforeAll(async () => {
    const folder = join(await import('node:os').then((os) => os.tmpdir()), `log-privacy-${process.pid}-${Date.now()}`);
    log = createFileLogger({ folder, console: false });
    direct = await startDirectKiosk({ log });
    const { kiosk } = direct;

    // A quote whose answer is lost, found again (K3); a quote sent; a call-back; the provider failing a read.
    await fault('createQuote', 'drop');
    dataOf(await kiosk.quotes.create(customer));
    dataOf(await kiosk.quotes.create({ ...customer, total_purchase_amount: 1_460_000 }));
    await fault('createCalloutRequest', 'drop');
    await kiosk.callouts.create(customer);
    await fault('getApplications', 'error', 3);
    await kiosk.applications.list();
    // A secure code, lost (K7), and refused again without the staff's word.
    await fault('sendApplicationSecureCode', 'drop');
    await kiosk.secureCode.send({ mobile: customer.phone });
    await kiosk.secureCode.send({ mobile: customer.phone });

    // The application's side: a reference, an invoice, payment.
    const { applications } = dataOf(await kiosk.applications.list());
    const approved = applications.find((application) => application.status === 'APPROVED');
    if (!approved) throw new Error('the demo data has no approved application');
    dataOf(await kiosk.applications.setReference({ id: approved.id, reference_number: 'QUARRINGTON-1' }));
    await kiosk.documents.upload({
      applicationId: approved.id,
      invoice_type: 'INVOICE',
      filename: 'invoice.png',
      filecontent: png.toString('base64'),
    });
    await kiosk.applications.requestPayment({ id: approved.id });

    // Customer mode: checkout with the customer's details beside it, a forged return, the lock and a wrong PIN.
    const applicant = { first_name: customer.first_name, last_name: customer.last_name, email: customer.email, mobile: '0487654321' };
    const order = {
      total_purchase_amount: 1_450_000,
      deposit_amount: 150_000,
      repayment_term: 36,
      product_category: 'Solar Panel Package',
      product_description: 'Quarrington roof',
    };
    dataOf(await kiosk.checkout.start({ ...order, applicant }));
    await kiosk.checkout.return({
      query: `error_code=10000&transaction_id=${approved.id}&signature=${'a'.repeat(64)}&timestamp=1&token=${'t'.repeat(50)}`,
    });
    dataOf(await kiosk.session.lock({ pin }));
    await kiosk.session.unlock({ pin: '13572468' });
    dataOf(await kiosk.session.unlock({ pin }));
    await direct.services.outbox.settled();
    await direct.shutdown();
    log.close();

    lines = [];
    for (const name of await readdir(folder)) lines.push(...(await readFile(join(folder, name), 'utf8')).trim().split('\n'));
  });

  afterAll(() => log.close());

  it('wrote lines for the calls, the outbox, the session, and the failures', () => {
    const messages = lines.map((line) => (JSON.parse(line) as { msg: string }).msg);
    expect(messages).toContain('ipc: answered a call');
    expect(messages).toContain('outbox: written down');
    expect(messages).toContain('outbox: state changed');
    expect(messages).toContain('session: locked');
    expect(lines.some((line) => /"level":(40|50)/.test(line))).toBe(true);
    expect(lines.length).toBeGreaterThan(30);
  });

  it("holds none of the customer's details", () => {
    const details = [
      customer.first_name,
      customer.last_name,
      customer.email,
      '0487654321',
      '0487 654 321',
      '487654321',
      'Quarrington',
      'QUARRINGTON',
    ];
    for (const line of lines) for (const detail of details) expect(line, line).not.toContain(detail);
  });

  it('holds none of the secrets: API credentials, keys, the staff PIN', async () => {
    const handout = direct.training().handout;
    const secrets = [
      handout.credentials.administrator.apiId,
      handout.credentials.administrator.apiSecret,
      handout.credentials.teamMember?.apiId ?? '',
      handout.credentials.teamMember?.apiSecret ?? '',
      handout.privateKey ?? '',
      handout.publicKey ?? '',
      pin,
      '13572468',
    ].filter((secret) => secret.length > 0);
    expect(secrets.length).toBeGreaterThanOrEqual(6);
    for (const line of lines) for (const secret of secrets) expect(line, line).not.toContain(secret);
  });

  it('holds nothing shaped like a session key or token: no long random string at all', () => {
    const randomLooking = (line: string) =>
      (line.match(/[A-Za-z0-9_-]{24,}/g) ?? []).filter((run) => /[0-9]/.test(run) && /[A-Za-z]/.test(run) && !/^[0-9a-f-]{36}$/.test(run));
    for (const line of lines) expect(randomLooking(line), line).toEqual([]);
  });
});
