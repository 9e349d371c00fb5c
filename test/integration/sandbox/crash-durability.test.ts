import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { seedHandout } from '../../../shared/wire/control';

// D30: `kill -9` while 8 clients write (quotes, references, secure codes), then a restart on the same folder,
// five rounds: every write answered 2xx is still there with the same content, and no id is handed out twice.

const root = fileURLToPath(new URL('../../../', import.meta.url));
const writers = 8;
const rounds = 5;
const handoutLine = seedHandout.extend({ baseUrl: z.url() });
type Handout = z.infer<typeof handoutLine>;

interface Running {
  child: ChildProcessWithoutNullStreams;
  handout: Handout;
}

async function startCli(dir: string): Promise<Running> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'sandbox/cli.ts', '--data', dir, '--port', '0', '--seed', 'demo'], {
    cwd: root,
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const lines = createInterface({ input: child.stdout });
  const exited = once(child, 'exit').then(([code]) => {
    throw new Error(`sandbox exited (${String(code)}) before printing its line: ${stderr}`);
  });
  try {
    const [line] = (await Promise.race([once(lines, 'line'), exited])) as [string];
    return { child, handout: handoutLine.parse(JSON.parse(line)) };
  } finally {
    lines.close();
  }
}

async function kill9(running: Running): Promise<void> {
  if (running.child.exitCode !== null || running.child.signalCode !== null) return;
  const exited = once(running.child, 'exit');
  running.child.kill('SIGKILL');
  await exited;
}

const json = { 'content-type': 'application/json', accept: 'application/json' };

interface Client {
  call(method: string, path: string, body?: unknown): Promise<{ http: number; body: Record<string, unknown> }>;
}

async function client(baseUrl: string, credentials: Handout['credentials']['administrator']): Promise<Client> {
  const send = async (method: string, path: string, body: unknown, headers: Record<string, string>) => {
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers: { ...json, ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { http: response.status, body: (await response.json()) as Record<string, unknown> };
  };
  const session = await send('POST', '/rest/vendor/v1/session', credentials, {});
  const headers = { 'x-session-key': String(session.body['sessionKey']), 'x-session-token': String(session.body['sessionToken']) };
  return { call: (method, path, body) => send(method, path, body, headers) };
}

/** What the clients were told was done: it must all be there after every crash. */
interface Acknowledged {
  quotes: Map<string, unknown>;
  /** Per application: the last reference answered 2xx, and the one sent after it (which may or may not have landed). */
  references: Map<string, { acknowledged: string; inFlight?: string }>;
  /** Mobiles a secure code was answered for, with how many. */
  secureCodes: Map<string, number>;
}

let mobiles = 0;
const quoteBody = (writer: number, n: number) => ({
  account_id: '1001',
  first_name: 'Crash',
  last_name: `Writer${writer}`,
  phone: '0412345678',
  email: `crash.w${writer}.n${n}@example.com`,
  total_purchase_amount: 1_000_000 + n,
  deposit_amount: 0,
  repayment_term: 24,
  product_category: 'Solar Panel Package',
  product_description: `round write ${n}`,
});

/** One client writing until the connection dies: quotes, its own application's reference, secure codes. */
async function write(api: Client, writer: number, applicationId: string, acknowledged: Acknowledged): Promise<void> {
  for (let n = 0; ; n++) {
    try {
      const kind = n % 3;
      if (kind === 0) {
        const answer = await api.call('POST', '/rest/vendor/v1/quote', quoteBody(writer, n));
        if (answer.http !== 200) throw new Error(`Create Quote ${answer.http}`);
        const quote = answer.body['quote'] as { id: string };
        acknowledged.quotes.set(quote.id, quote);
      } else if (kind === 1) {
        const reference = `W${writer}-${n}`;
        const entry = acknowledged.references.get(applicationId) ?? { acknowledged: '' };
        acknowledged.references.set(applicationId, { ...entry, inFlight: reference });
        const answer = await api.call('PUT', `/rest/vendor/v1/application/${applicationId}`, { reference_number: reference });
        if (answer.http !== 200) throw new Error(`Update Application ${answer.http}`);
        acknowledged.references.set(applicationId, { acknowledged: reference });
      } else {
        const mobile = `0470${String(++mobiles).padStart(6, '0')}`;
        const answer = await api.call('POST', '/rest/vendor/v1/application/secure-code', { mobile });
        if (answer.http !== 200) throw new Error(`Send Secure Code ${answer.http}`);
        acknowledged.secureCodes.set(mobile, 1);
      }
    } catch (error) {
      // The kill: the connection is refused or reset. Any other failure is the test's to report.
      if (error instanceof TypeError) return;
      throw error;
    }
  }
}

describe('D30 durability under kill -9', () => {
  const dirs: string[] = [];
  let running: Running | undefined;
  afterAll(async () => {
    if (running) await kill9(running);
    for (const dir of dirs) await rm(dir, { recursive: true, force: true });
  });

  it(`${rounds} rounds of kill -9 under ${writers} writers: no acknowledged write lost, no id reused`, { timeout: 180_000 }, async () => {
    const dir = await mkdtemp(join(tmpdir(), 'sandbox-crash-'));
    dirs.push(dir);
    const acknowledged: Acknowledged = { quotes: new Map(), references: new Map(), secureCodes: new Map() };
    running = await startCli(dir);
    const first = await client(running.handout.baseUrl, running.handout.credentials.administrator);
    const page = await first.call('GET', '/rest/vendor/v1/applications?accountId=1001');
    const applicationIds = (page.body['applications'] as { id: string }[]).slice(0, writers).map((application) => application.id);
    expect(applicationIds).toHaveLength(writers);
    const counts: number[] = [];

    for (let round = 0; round < rounds; round++) {
      const { baseUrl, credentials } = running.handout;
      const clients = await Promise.all(Array.from({ length: writers }, () => client(baseUrl, credentials.administrator)));
      const before = acknowledged.quotes.size + acknowledged.secureCodes.size;
      const writing = clients.map((api, writer) => write(api, writer, applicationIds[writer] ?? '', acknowledged));
      // A random moment: somewhere between a few and many hundreds of writes in.
      await new Promise((resolve) => setTimeout(resolve, 500 + Math.floor(Math.random() * 1200)));
      await kill9(running);
      await Promise.all(writing);
      counts.push(acknowledged.quotes.size + acknowledged.secureCodes.size - before);

      running = await startCli(dir);
      const check = await client(running.handout.baseUrl, running.handout.credentials.administrator);
      // Every quote answered 2xx reads back the same.
      for (const [id, quote] of acknowledged.quotes) {
        const answer = await check.call('GET', `/rest/vendor/v1/quotes/${id}`);
        expect({ id, http: answer.http, quote: answer.body['quote'] }).toEqual({ id, http: 200, quote });
      }
      // Each application holds its last acknowledged reference, or the one sent after it that the crash cut off.
      for (const [id, { acknowledged: last, inFlight }] of acknowledged.references) {
        const answer = await check.call('GET', `/rest/vendor/v1/applications/${id}`);
        const reference = (answer.body['application'] as { reference_number: string }).reference_number;
        expect([last, inFlight]).toContain(reference);
      }
      // Every secure code answered 2xx was "sent": its SMS is there.
      const messages = (await check.call('GET', '/sandbox/v1/messages')).body['messages'] as { to: string; channel: string }[];
      const texted = new Set(messages.filter((message) => message.channel === 'sms').map((message) => message.to));
      expect([...acknowledged.secureCodes.keys()].filter((mobile) => !texted.has(mobile))).toEqual([]);
      // New ids are fresh: never one already answered.
      const fresh = await check.call('POST', '/rest/vendor/v1/quote', quoteBody(99, round));
      const id = (fresh.body['quote'] as { id: string }).id;
      expect(acknowledged.quotes.has(id)).toBe(false);
      acknowledged.quotes.set(id, fresh.body['quote']);
    }
    // Each round really wrote under load before the kill.
    expect(counts.every((count) => count > 0)).toBe(true);
    console.info(`D30 kill -9: acknowledged writes per round ${counts.join(', ')}; ${acknowledged.quotes.size} quotes checked`);
  });
});
