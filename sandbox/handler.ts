import type { EndpointId } from '../shared/wire/endpoints';
import type { Caller } from './sandbox';

// What a route handler receives and returns; the server adds `status: 2000` (D2).

export interface RequestInput {
  params: Record<string, string>;
  query: unknown;
  body: unknown;
  headers: Record<string, string | string[] | undefined>;
}

export type Handler = (input: RequestInput, caller: Caller | null) => Record<string, unknown> | Promise<Record<string, unknown>>;

export type Handlers<Id extends EndpointId = EndpointId> = { [K in Id]: Handler };
