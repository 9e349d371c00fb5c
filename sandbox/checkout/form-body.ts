import type { FastifyInstance } from 'fastify';

// Browsers post forms as application/x-www-form-urlencoded; checkout takes JSON too (the server's own parser).

/** Parses url-encoded forms within the checkout's scope only; the rest of the sandbox speaks JSON. */
export function acceptUrlEncodedForms(scope: FastifyInstance): void {
  scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });
}

/**
 * The text of each field of a parsed form or JSON object. A JSON number counts as the text JavaScript writes
 * for it (so 5000.10 arrives as "5000.1"); anything else (objects, arrays, null) counts as absent.
 */
export function formTexts(body: unknown): Readonly<Record<string, string>> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return {};
  return Object.fromEntries(
    Object.entries(body).flatMap(([name, value]): [string, string][] => {
      if (typeof value === 'string') return [[name, value]];
      return typeof value === 'number' && Number.isFinite(value) ? [[name, String(value)]] : [];
    }),
  );
}
