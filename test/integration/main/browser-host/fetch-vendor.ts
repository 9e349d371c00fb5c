import type { z } from 'zod';
import { VendorFailure, type ConnectVendor, type VendorPort, type VendorResponse } from '../../../../main/services/vendor-port';
import { endpoints, type EndpointId } from '../../../../shared/wire/endpoints';
import { errorBody } from '../../../../shared/wire/errors';
import { createSessionResponse, sessionHeaders } from '../../../../shared/wire/sessions';

// Test only, until main/vendor is wired in: the smallest client that takes the services to the real sandbox
// over loopback. It remembers every session key and token it is given, so tests can look for them (K1).

export interface FetchVendor {
  connect: ConnectVendor;
  sessionSecrets: string[];
}

type Responses = { [Id in EndpointId]: { response: z.ZodType<VendorResponse<Id>> } };
const responses: Responses = endpoints;

interface Answer {
  http: number;
  json: unknown;
}

export function fetchVendor(): FetchVendor {
  const sessionSecrets: string[] = [];
  const connect: ConnectVendor = ({ baseUrl, credentials }): VendorPort => {
    let session: Record<string, string> | null = null;

    const send = async (method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Answer> => {
      try {
        const response = await fetch(`${baseUrl}${path}`, {
          method,
          headers: { accept: 'application/json', ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
          body: body === undefined ? undefined : JSON.stringify(body),
        });
        return { http: response.status, json: await response.json().catch(() => null) };
      } catch (error) {
        throw new VendorFailure({ kind: 'unreachable', detail: String(error) });
      }
    };

    const login = async (): Promise<Record<string, string>> => {
      const created = createSessionResponse.safeParse((await send('POST', endpoints.createSession.path, credentials)).json);
      if (!created.success) throw new VendorFailure({ kind: 'credentials' });
      sessionSecrets.push(created.data.sessionKey, created.data.sessionToken);
      return { [sessionHeaders.key]: created.data.sessionKey, [sessionHeaders.token]: created.data.sessionToken };
    };

    return {
      async call<Id extends EndpointId>(id: Id, request: { params?: Record<string, string>; query?: Record<string, string>; body?: unknown }) {
        const spec = endpoints[id];
        const path = spec.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(request.params?.[name] ?? ''));
        const query = request.query === undefined ? '' : `?${new URLSearchParams(request.query)}`;
        const attempt = async () => send(spec.method, `${path}${query}`, request.body, spec.auth === 'session' ? (session ??= await login()) : {});
        let answer = await attempt();
        if (answer.http === 401 && spec.auth === 'session') {
          session = null; // K2: renewed once
          answer = await attempt();
        }
        if (answer.http !== 200) {
          const error = errorBody.safeParse(answer.json);
          if (!error.success) throw new VendorFailure({ kind: 'unreachable', detail: `HTTP ${answer.http}` });
          const { status, message, errors } = error.data;
          throw new VendorFailure({ kind: 'refused', http: answer.http, status, message, ...(errors ? { fieldErrors: errors } : {}) });
        }
        return responses[id].response.parse(answer.json);
      },
      async close() {
        if (session) await send('DELETE', endpoints.deleteSession.path, undefined, session).catch(() => undefined);
        session = null;
      },
    };
  };
  return { connect, sessionSecrets };
}
