import type { ApiKeyRecord } from '../store/record-schemas';

// D23: a public key's restrictions. Origins are compared parsed, never as string prefixes.

/** The URL, when it is absolute http(s) with the origin of an entry of the key's redirect list and a path under that entry's. */
export function allowedRedirect(key: ApiKeyRecord, text: string): URL | undefined {
  const url = parseUrl(text);
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) return undefined;
  const allowed = key.redirect_urls.some((entry) => {
    const allowedUrl = parseUrl(entry);
    return allowedUrl !== undefined && allowedUrl.origin === url.origin && url.pathname.startsWith(allowedUrl.pathname);
  });
  return allowed ? url : undefined;
}

/** The request's `Origin`, else its `Referer`, has the origin of an entry of the key's referrer list. */
export function fromAllowedReferrer(key: ApiKeyRecord, headers: Record<string, string | string[] | undefined>): boolean {
  const sender = firstHeader(headers['origin']) ?? firstHeader(headers['referer']);
  const origin = sender === undefined ? undefined : originOf(sender);
  return origin !== undefined && key.referrer_urls.some((entry) => originOf(entry) === origin);
}

/**
 * The origin of an absolute URL. WHATWG URL gives non-special schemes the opaque origin "null", so the kiosk's
 * `app://kiosk` (an Electron standard scheme, whose pages send `Origin: app://kiosk`) is spelled out here.
 */
export function originOf(text: string): string | undefined {
  const url = parseUrl(text);
  if (!url) return undefined;
  if (url.origin !== 'null') return url.origin;
  return url.host === '' ? undefined : `${url.protocol}//${url.host}`;
}

function parseUrl(text: string): URL | undefined {
  try {
    return new URL(text);
  } catch {
    return undefined;
  }
}

function firstHeader(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}
