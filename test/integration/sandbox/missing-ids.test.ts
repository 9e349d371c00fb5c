import { describe, expect, it } from 'vitest';
import { endpoints, methodsOf, pathForms } from '../../../shared/wire/endpoints';
import { errors, type ErrorSpec } from '../../../shared/wire/errors';
import { errorOf, useSandbox } from './harness';

// D32: an id left out of an id-based path answers the document's "none specified" 400/4402 for every method
// the id-based route takes, under every D1 path form; the lists (`GET /applications/`, `GET /quotes/`) stay lists.

const noneSpecified: Record<string, ErrorSpec> = {
  user: errors.userIdMissing,
  application: errors.applicationIdMissing,
  applications: errors.applicationIdMissing,
  quote: errors.quoteIdMissing,
  quotes: errors.quoteIdMissing,
};

const envelope = ({ http, status, message }: ErrorSpec) => ({ http, status, message });

/** Every route a path form and a method of the catalogue already answer. */
const routed = new Set(
  Object.values(endpoints).flatMap((spec) => pathForms(spec).flatMap((path) => methodsOf(spec).map((method) => `${method} ${path}`))),
);

interface Case {
  endpoint: string;
  method: string;
  path: string;
  error: ErrorSpec;
}

/** Each id-based endpoint × method × path form, with its id left out (trailing: with and without the slash). */
const cases: Case[] = Object.entries(endpoints).flatMap(([endpoint, spec]) =>
  pathForms(spec).flatMap((form) => {
    const match = /\/([\w-]+)\/\{\w+\}/.exec(form);
    const error = match?.[1] === undefined ? undefined : noneSpecified[match[1]];
    if (error === undefined) return [];
    const trailing = form.endsWith('}');
    const idLess = form.replace(/\/\{\w+\}/, '');
    return methodsOf(spec).flatMap((method): Case[] => {
      if (!trailing) return [{ endpoint, method, path: form.replace(/\{\w+\}/, ''), error }];
      // Another endpoint owns the id-less path for this method (the lists, Create Quote): it stays that endpoint.
      if (routed.has(`${method} ${idLess}`)) return [];
      return [`${idLess}/`, idLess].map((path) => ({ endpoint, method, path, error }));
    });
  }),
);

describe('D32 an id left out', () => {
  const sb = useSandbox();

  it('covers every id-based route of users, applications and quotes, under every D1 form', () => {
    const covered = new Set(cases.map((c) => c.endpoint));
    // Get Application's id-less path is Get Applications, the list (D32), so it has no case of its own.
    expect([...covered].sort()).toEqual(
      [
        'updateApplication',
        'getApplicationDocuments',
        'createApplicationDocument',
        'requestApplicationPayment',
        'getQuote',
        'resendQuote',
        'cancelQuote',
        'getUser',
        'updateUser',
        'deleteUser',
        'generateUserApiCredentials',
      ].sort(),
    );
    expect(cases.some((c) => c.path.startsWith('/rest/v1/vendor/'))).toBe(true);
    expect(cases.some((c) => c.path.startsWith('/rest/vendor/quote'))).toBe(true);
  });

  it.each(cases.map((c) => [c.method, c.path, c.endpoint, c.error] as const))(
    'D32 %s %s (%s): the "none specified" 400/4402',
    async (method, path, _endpoint, error) => {
      const body = method === 'GET' || method === 'DELETE' ? {} : { body: {} };
      expect(errorOf(await sb.current.asAdmin(method, path, body))).toEqual(envelope(error));
    },
  );

  it.each(cases.filter((c) => c.path.endsWith('/')).map((c) => [c.method, c.path] as const))(
    'D32 %s %s without a session: 401/4010 first',
    async (method, path) => {
      expect(errorOf(await sb.current.request(method, path))).toEqual(envelope(errors.unauthorized));
    },
  );

  it('D32 GET /applications/ and GET /quotes/ stay the lists, under every D1 form', async () => {
    const lists = [...pathForms(endpoints.getApplications), ...pathForms(endpoints.getQuotes)];
    for (const path of lists) {
      const answer = await sb.current.asAdmin('GET', `${path}/?accountId=${sb.current.accountId}`);
      expect({ path, http: answer.http, status: answer.body.status }).toEqual({ path, http: 200, status: 2000 });
    }
  });

  it('D32 a method the id-based route does not take is still 405 on the id-less path', async () => {
    expect(errorOf(await sb.current.asAdmin('POST', '/rest/vendor/v1/user/', { body: {} }))).toEqual(envelope(errors.methodNotAllowed));
    expect(errorOf(await sb.current.asAdmin('PATCH', '/rest/v1/vendor/application/', { body: {} }))).toEqual(
      envelope(errors.methodNotAllowed),
    );
  });
});
