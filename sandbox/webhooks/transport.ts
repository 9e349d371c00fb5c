// One webhook attempt on the wire (D25): a JSON POST that gets 15 seconds, whose redirects are answers in
// their own right (never followed), and whose failures to answer are described, not thrown.

const attemptTimeoutMs = 15_000;

type PostOutcome = { http: number } | { error: string };

export async function postJson(url: string, body: unknown, headers: Record<string, string>): Promise<PostOutcome> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
      redirect: 'manual',
      signal: AbortSignal.timeout(attemptTimeoutMs),
    });
    await response.body?.cancel();
    return { http: response.status };
  } catch (error) {
    return { error: describeFailure(error) };
  }
}

/** "No answer within 15 s", or the network's reason, such as "connect ECONNREFUSED 127.0.0.1:9". */
function describeFailure(error: unknown): string {
  if (error instanceof Error && error.name === 'TimeoutError') return `No answer within ${attemptTimeoutMs / 1000} s`;
  const reason = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  return reason instanceof Error ? reason.message : String(reason);
}
