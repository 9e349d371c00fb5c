import type { FastifyInstance } from 'fastify';
import { errors } from '../../shared/wire/errors';
import { ServiceError } from '../service-error';
import { multipartBoundary, parseMultipartForm } from './multipart-form';

// Browsers post forms as application/x-www-form-urlencoded or multipart/form-data (D33); checkout takes JSON
// too (the server's own parser).

/** Parses both kinds of HTML form within the checkout's scope only; the rest of the sandbox speaks JSON. */
export function acceptHtmlForms(scope: FastifyInstance): void {
  scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });
  scope.addContentTypeParser('multipart/form-data', { parseAs: 'buffer' }, (request, body, done) => {
    const boundary = multipartBoundary(request.headers['content-type']);
    const fields = boundary === undefined || !Buffer.isBuffer(body) ? undefined : parseMultipartForm(body, boundary);
    if (fields === undefined) done(new ServiceError(errors.invalidInput), undefined);
    else done(null, fields);
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
