import { createServer, type IncomingHttpHeaders } from 'node:http';
import { z } from 'zod';
import { applicationStatuses } from '../../../shared/enums';
import { createApiKey } from '../../../sandbox/api-key-records';
import type { Sandbox } from '../../../sandbox/sandbox';
import { arrangeBranch } from './fixtures';

// A vendor's webhook receiver for sandbox tests (D25): a real HTTP server on loopback that records every call
// and answers as the test says.

export interface ReceivedCall {
  path: string;
  headers: IncomingHttpHeaders;
  body: unknown;
}

/** A status code; a redirect; or `hang`, never answering. */
export type Answer = number | { redirectTo: string } | 'hang';

export interface Receiver {
  url: string;
  calls: ReceivedCall[];
  close(): Promise<void>;
}

/** Document, "Events": exactly these fields, all strings. */
export const webhookBody = z.strictObject({
  id: z.string(),
  reference_number: z.string(),
  status: z.enum(applicationStatuses),
  timestamp: z.string().regex(/^\d+$/),
  token: z.string().regex(/^[A-Za-z0-9]{50}$/),
  signature: z.string().regex(/^[0-9a-f]{64}$/),
});

export async function startReceiver(answer: (call: ReceivedCall, index: number) => Answer): Promise<Receiver> {
  const calls: ReceivedCall[] = [];
  const server = createServer((request, response) => {
    let text = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (text += chunk));
    request.on('end', () => {
      const body: unknown = JSON.parse(text);
      const call = { path: request.url ?? '', headers: request.headers, body };
      calls.push(call);
      const given = answer(call, calls.length - 1);
      if (given === 'hang') return;
      if (typeof given === 'number') response.writeHead(given).end();
      else response.writeHead(302, { location: given.redirectTo }).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('receiver: no port');
  return {
    url: `http://127.0.0.1:${address.port}/hooks/status`,
    calls,
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

export interface ReceivingBranch {
  accountId: string;
  webhookId: string;
  privateKey: string | undefined;
}

/** A branch of its own, so no other test's webhooks hear its events, with a webhook to `url` and (unless told) a private key. */
export function arrangeReceivingBranch(sandbox: Sandbox, url: string, { signed = true } = {}): ReceivingBranch {
  const accountId = arrangeBranch(sandbox);
  const webhookId = sandbox.newId('whk_');
  sandbox.store.webhooks.insert({ id: webhookId, account_id: accountId, url, created: sandbox.now() });
  const privateKey = signed
    ? createApiKey(sandbox, { account_id: accountId, type: 'PRIVATE', referrer_urls: [], redirect_urls: [] }).key
    : undefined;
  return { accountId, webhookId, privateKey };
}

/** Seconds of sandbox time between the first call and each call, in minutes. */
export function minutesAfterFirst(calls: readonly ReceivedCall[]): number[] {
  const stamps = calls.map((call) => Number(webhookBody.parse(call.body).timestamp));
  return stamps.map((stamp) => (stamp - (stamps[0] ?? stamp)) / 60);
}
