import type { HttpMethod } from '../../shared/wire/endpoints';
import { failed, ok, type Result } from '../core/result';
import type { LostAnswer, NetworkFailure } from '../core/service-failure';
import { countedBody, type UploadProgress } from './upload-progress';

// One HTTP exchange with the service: JSON both ways (document, "General conventions"), a deadline on every request.

export type Fetch = (url: string, init: RequestInit) => Promise<Response>;

export interface Exchange {
  readonly method: HttpMethod;
  readonly path: string;
  readonly query?: URLSearchParams;
  readonly body?: unknown;
  readonly headers?: Readonly<Record<string, string>>;
  /** Told of the body's bytes as fetch takes them (a document upload's progress bar). */
  readonly progress?: UploadProgress;
}

export interface Answer {
  readonly http: number;
  /** The parsed JSON body; undefined when the body is not JSON. */
  readonly body: unknown;
}

export type Send = (exchange: Exchange) => Promise<Result<Answer, LostAnswer>>;

export interface TransportOptions {
  baseUrl: string;
  fetch: Fetch;
  /** The deadline covers the whole exchange, reading the body included. */
  timeoutMs: number;
}

/** Failures before a connection exists: the request never left, so nothing can have been done with it. */
const connectionCodes = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH', 'UND_ERR_CONNECT_TIMEOUT']);

export function createTransport({ baseUrl, fetch, timeoutMs }: TransportOptions): Send {
  const base = baseUrl.replace(/\/+$/, '');
  return async (exchange) => {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    try {
      const text = exchange.body === undefined ? undefined : JSON.stringify(exchange.body);
      const response = await fetch(urlOf(base, exchange), {
        method: exchange.method,
        headers: { accept: 'application/json', 'content-type': 'application/json', ...exchange.headers },
        ...(text !== undefined && exchange.progress ? { body: countedBody(text, exchange.progress), duplex: 'half' } : { body: text }),
        signal: controller.signal,
        // K1: a redirect would carry the session headers elsewhere; it is reported as an answer instead.
        redirect: 'manual',
      });
      return ok({ http: response.status, body: parseJson(await response.text()) });
    } catch (error) {
      return failed(controller.signal.aborted ? { kind: 'timeout', afterMs: timeoutMs } : networkFailure(error));
    } finally {
      clearTimeout(timer);
    }
  };
}

function urlOf(base: string, { path, query }: Exchange): string {
  const search = query?.toString() ?? '';
  return `${base}${path}${search === '' ? '' : `?${search}`}`;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** fetch rejects with "fetch failed"; the reason, and whether a connection was made, is in its cause. */
function networkFailure(error: unknown): NetworkFailure {
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : undefined;
  const code = cause && 'code' in cause && typeof cause.code === 'string' ? cause.code : undefined;
  const message = cause?.message ?? (error instanceof Error ? error.message : String(error));
  return { kind: 'network', message, requestSent: code === undefined || !connectionCodes.has(code) };
}
