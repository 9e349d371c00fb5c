import { createServer, type IncomingHttpHeaders, type RequestListener, type Server, type ServerResponse } from 'node:http';
import { errors, type ErrorSpec } from '../shared/wire/errors';

// D31: the control interface and the hosted pages are not for other web pages. A foreign `Host` (DNS
// rebinding) is refused on every route, and `/sandbox/v1` takes JSON bodies only, so a browser must ask
// first (a CORS preflight), which is refused because the sandbox sends no CORS headers.

const { misdirectedRequest, unsupportedMediaType } = errors;

const controlPrefix = '/sandbox/v1';
const loopbackNames = ['localhost', '127.0.0.1', '[::1]'];

/** The `Host` values a request may carry: the listen address, or a loopback name, with the port (D31). */
export function allowedHosts(listenHost: string, port: number): Set<string> {
  const names = new Set([listenHost.includes(':') && !listenHost.startsWith('[') ? `[${listenHost}]` : listenHost, ...loopbackNames]);
  const hosts = new Set<string>();
  for (const name of names) {
    hosts.add(`${name}:${port}`.toLowerCase());
    // A browser leaves out the default port.
    if (port === 80) hosts.add(name.toLowerCase());
  }
  return hosts;
}

/** True for `application/json`, with or without parameters such as `charset`. */
export function isJsonMediaType(contentType: string | undefined): boolean {
  if (contentType === undefined) return false;
  const semicolon = contentType.indexOf(';');
  const type = (semicolon < 0 ? contentType : contentType.slice(0, semicolon)).trim().toLowerCase();
  return type === 'application/json';
}

/** What the guard reads of a request: its line and headers, before any body. */
export interface RequestHead {
  headers: IncomingHttpHeaders;
  method?: string | undefined;
  url?: string | undefined;
}

/** Why a request must be refused before any route sees it, or undefined when it may go on. */
export function guardVerdict(request: RequestHead, hosts: ReadonlySet<string> | undefined): ErrorSpec | undefined {
  const host = request.headers.host;
  // As sent first (the usual case costs no new string), then in any case.
  if (hosts !== undefined && (host === undefined || !(hosts.has(host) || hosts.has(host.toLowerCase())))) return misdirectedRequest;
  // D31 on the path the router sees, in every spelling that could reach it (encoded, any case, doubled slashes,
  // dot segments, an absolute-form target): anything that might be the control interface is treated as it.
  if (!isControlTarget(request.url ?? '')) return undefined;
  const hasBody = request.headers['content-length'] !== undefined && request.headers['content-length'] !== '0';
  const sendsBody = hasBody || request.headers['transfer-encoding'] !== undefined;
  // A write without a JSON content type is what a form or a no-cors fetch of another page sends (D31).
  const writes = request.method !== 'GET' && request.method !== 'HEAD' && request.method !== 'OPTIONS';
  if ((writes || sendsBody || request.headers['content-type'] !== undefined) && !isJsonMediaType(request.headers['content-type']))
    return unsupportedMediaType;
  return undefined;
}

/**
 * A target a router could read another way: not origin-form, or its path (before any `?` or `#`) holding an escape, a
 * backslash, an empty or dot segment, or an upper-case letter. Only these pay for routedPath's decoding (the
 * calculator's targets never do). One expression, no slice: the cheapest test measured.
 */
const respelled = /^(?:[^/]|[^?#]*?(?:%|\\|\/\/|\/\.\.?(?:[/?#]|$)|[A-Z]))/;

/** An origin-form target spelled plainly that is the control interface: its prefix, then the end, a `/`, `?` or `#`. */
const plainControlTarget = new RegExp(`^${controlPrefix}(?:[/?#]|$)`);

/** Whether a request target could be the control interface, in any spelling (D31). */
export function isControlTarget(target: string): boolean {
  return respelled.test(target) ? isControlPath(routedPath(target)) : plainControlTarget.test(target);
}

/** Whether a normalised path is the control interface itself (`/sandbox/v1`, `/sandbox/v1/…`). */
function isControlPath(path: string): boolean {
  return path === controlPrefix || path.startsWith(`${controlPrefix}/`);
}

/**
 * The request target as a router could take it: the path of an absolute-form target, without its query, decoded
 * until it no longer changes, with `.`/`..` segments resolved and slashes collapsed, in lower case.
 */
export function routedPath(target: string): string {
  let path = target;
  if (!path.startsWith('/')) {
    try {
      path = new URL(path).pathname;
    } catch {
      return path.toLowerCase();
    }
  }
  path = path.split(/[?#]/, 1)[0] ?? '';
  for (let rounds = 0; rounds < 5; rounds++) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(path);
    } catch {
      break;
    }
    if (decoded === path) break;
    path = decoded;
  }
  const segments: string[] = [];
  for (const segment of path.replaceAll('\\', '/').split('/')) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') segments.pop();
    else segments.push(segment);
  }
  return `/${segments.join('/')}`.toLowerCase();
}

/**
 * The HTTP server with the D31 guard in front of everything Fastify routes (a `serverFactory`): a refused
 * request is answered before it is routed or its body read, at the cost of a look-up. `hosts()` is known once
 * the server listens.
 */
export function guardedServer(hosts: () => ReadonlySet<string> | undefined): (handler: RequestListener) => Server {
  return (handler) =>
    createServer((request, response) => {
      const refusal = guardVerdict(request, hosts());
      if (refusal === undefined) return handler(request, response);
      refuse(response, refusal);
    });
}

function refuse(response: ServerResponse, spec: ErrorSpec): void {
  const body = JSON.stringify({ status: spec.status, message: spec.message });
  // The body of a refused request is never read: the connection closes after the answer.
  response.writeHead(spec.http, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(body),
    connection: 'close',
  });
  response.end(body);
}
