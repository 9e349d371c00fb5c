import { originOf } from '../core/origin';

export interface ContentSecurityPolicyOptions {
  /** The loopback bridge the renderer may call, e.g. http://127.0.0.1:4317. */
  bridgeOrigin?: string;
  /** The financing service's checkout, framed in customer mode only (K6). */
  checkoutOrigin?: string;
}

const loopbackHosts = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** The CSP header for pages served from app://: our own code only, no eval, nothing framed but checkout. */
export function contentSecurityPolicy(options: ContentSecurityPolicyOptions = {}): string {
  const bridge = options.bridgeOrigin === undefined ? [] : [loopbackOrigin(options.bridgeOrigin)];
  const checkout = options.checkoutOrigin === undefined ? "'none'" : webOrigin(options.checkoutOrigin);
  return [
    "default-src 'self'",
    "img-src 'self' data: blob:",
    "media-src 'self' blob: mediastream:",
    ["connect-src 'self'", ...bridge].join(' '),
    `frame-src ${checkout}`,
    // The checkout request (D23) may be a form posted into the checkout frame.
    `form-action ${checkout}`,
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}

// Origins are re-serialised from a parsed URL, so no path, space or ';' can widen the policy.
function webOrigin(url: string): string {
  const origin = originOf(url);
  if (origin === null || !['http:', 'https:'].includes(new URL(origin).protocol)) {
    throw new TypeError(`Not an http(s) origin: ${url}`);
  }
  return origin;
}

function loopbackOrigin(url: string): string {
  const origin = webOrigin(url);
  const { protocol, hostname } = new URL(origin);
  if (protocol !== 'http:' || !loopbackHosts.has(hostname)) throw new TypeError(`Not a loopback http origin: ${url}`);
  return origin;
}
