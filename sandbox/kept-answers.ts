import type { IncomingMessage, RequestListener } from 'node:http';

/** The answer kept for a body's exact text at a path, when there is one and nothing (a drill's fault) stands in its way. */
export type KeptAnswerOf = (path: string, bodyText: string) => string | undefined;

/** Longer than any body an answer is kept for; a longer one goes to the router at once. */
const keptBodyBytes = 4_096;

/**
 * Issue 39 item 9: a POST whose body came whole with its headers and has a kept answer (the public calculator's, D19)
 * is answered in front of the router, with the very text the route answered it with: no routing, no parsing. Any other
 * request reaches `route` with its body as it came.
 */
export function answeringKept(keptAt: (path: string) => boolean, keptAnswerOf: KeptAnswerOf, route: RequestListener): RequestListener {
  return (request, response) => {
    if (request.method !== 'POST' || !keptAt(request.url ?? '')) return route(request, response);
    // Node parses a small body in the same turn as the headers: by the next tick it is all there, or still on its way.
    process.nextTick(() => {
      const length = Number(request.headers['content-length']);
      const whole = length > 0 && length <= keptBodyBytes && request.readableLength === length;
      const answer = whole ? takeKept(request, keptAnswerOf) : undefined;
      if (answer === undefined) return route(request, response);
      response.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(answer) });
      response.end(answer);
    });
  };
}

/** The kept answer to the whole body, read; without one the body is put back, unread, for the router. */
function takeKept(request: IncomingMessage, keptAnswerOf: KeptAnswerOf): string | undefined {
  const body = request.read() as Buffer | null;
  if (body === null) return undefined;
  const answer = keptAnswerOf(request.url ?? '', body.toString());
  if (answer === undefined) request.unshift(body);
  return answer;
}
