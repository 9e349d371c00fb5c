import { setTimeout as delay } from 'node:timers/promises';
import type { ApiCredentials } from '../core/api-credentials';
import { endpoints, type EndpointSpec } from '../../shared/wire/endpoints';
import { creates } from './creates';
import { readAnswer } from './endpoint-answer';
import { exchangeFor } from './endpoint-request';
import { reconciledCreates } from './reconciled-creates';
import { failed, type Result } from '../core/result';
import { withRetries, type RetryPolicy } from './retries';
import { mayHaveArrived } from '../core/service-failure';
import { SessionManager } from './session-manager';
import { createTransport, type Answer, type Fetch } from './transport';
import { uploadProgress } from './upload-progress';
import { catalogueApi } from './vendor-api';
import type { ApiEndpointId, VendorClient } from '../core/vendor-port';

// The financing service client: one typed function per catalogued endpoint, a session when needed (K2), retries for
// reads, lost creates reported as unknown (K3) and reconciled by the *Once functions. Every answer is a Result.

export interface VendorClientOptions {
  /** The service's base address, e.g. the sandbox's `baseUrl`. */
  baseUrl: string;
  /** The profile's credentials, read only when a session must be created (K1, K2). */
  credentials: () => Promise<ApiCredentials | null>;
  fetch?: Fetch;
  /** The service's clock as this side knows it: in training, the sandbox's. */
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
  random?: () => number;
  timeoutMs?: number;
  retry?: Partial<Pick<RetryPolicy, 'attempts' | 'baseDelayMs' | 'maxDelayMs'>>;
  reconcileWindowMs?: number;
}

export function createVendorClient(options: VendorClientOptions): VendorClient {
  const retry: RetryPolicy = {
    attempts: options.retry?.attempts ?? 3,
    baseDelayMs: options.retry?.baseDelayMs ?? 250,
    maxDelayMs: options.retry?.maxDelayMs ?? 2_000,
    sleep: options.sleep ?? ((ms) => delay(ms)),
    random: options.random ?? Math.random,
  };
  const send = createTransport({
    baseUrl: options.baseUrl,
    fetch: options.fetch ?? ((url, init) => fetch(url, init)),
    timeoutMs: options.timeoutMs ?? 15_000,
  });
  const sessions = new SessionManager({ credentials: options.credentials, send });

  async function call(id: ApiEndpointId, input: Readonly<Record<string, unknown>>): Promise<Result<unknown>> {
    const spec: EndpointSpec = endpoints[id];
    const progress = spec.body ? uploadProgress() : undefined;
    const exchange = { ...exchangeFor(spec, input), ...(progress ? { progress } : {}) };
    const deliver = async (headers: Record<string, string>): Promise<Result<Answer>> => {
      const once = () => send({ ...exchange, headers });
      const answer = spec.method === 'GET' ? await withRetries(once, retry) : await once();
      if (answer.ok || !creates.has(id) || !mayHaveArrived(answer.error)) return answer;
      return failed({ kind: 'outcome-unknown', endpoint: id, cause: answer.error });
    };
    const answer = spec.auth === 'session' ? await sessions.authorised(deliver) : await deliver({});
    return answer.ok ? readAnswer(id, spec.response, answer.data) : answer;
  }

  const api = catalogueApi(call);

  return {
    ...api,
    ...reconciledCreates(api, {
      now: options.now ?? Date.now,
      windowMs: options.reconcileWindowMs ?? 10 * 60_000,
      attempts: retry.attempts,
    }),
    signOut: () => sessions.signOut(),
  };
}
