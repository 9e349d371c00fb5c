import type { EndpointId } from '../shared/wire/endpoints';
import type { Caller } from './sandbox';

// What a route handler receives and returns; the server adds `status: 2000` (D2).

export interface RequestInput {
  params: Record<string, string>;
  query: unknown;
  body: unknown;
  /** The body exactly as sent ("" when none): the key of answers that depend on it alone. */
  bodyText: string;
  headers: Record<string, string | string[] | undefined>;
}

/** A whole 2xx body already encoded, status included (cached list pages): sent as it is. */
export class EncodedBody {
  /** A small answer as a string goes out with its headers in one write; a large one as a Buffer is not copied. */
  constructor(readonly bytes: Buffer | string) {}
}

export type HandlerResult = Record<string, unknown> | EncodedBody;

export type Handler = ((input: RequestInput, caller: Caller | null) => HandlerResult | Promise<HandlerResult>) & {
  /** The answer the handler keeps for a body's exact text (PureAnswers): sent in front of the router (kept-answers.ts). */
  readonly kept?: (bodyText: string) => string | undefined;
};

export type Handlers<Id extends EndpointId = EndpointId> = { [K in Id]: Handler };
