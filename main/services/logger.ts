/** Where the main process writes what happened; tests pass their own to read it. */
export interface Logger {
  warn(message: string): void;
  error(message: string, error?: unknown): void;
}

export const consoleLogger: Logger = {
  warn: (message) => console.warn(redactSecrets(message)),
  error: (message, error) => console.error(redactSecrets(error === undefined ? message : `${message}: ${describeError(error)}`)),
};

/** Name, message and stack: what a developer needs, with anything token-like blanked out (K1). */
function describeError(error: unknown): string {
  if (!(error instanceof Error)) return redactSecrets(String(error));
  const cause = error.cause === undefined ? '' : `\ncaused by ${describeError(error.cause)}`;
  return redactSecrets(`${error.stack ?? `${error.name}: ${error.message}`}${cause}`);
}

// Secrets, session keys and tokens are long random base64url or hex strings; words and paths are not.
const tokenLike = /[A-Za-z0-9_-]{24,}/g;

function redactSecrets(text: string): string {
  return text.replace(tokenLike, (match) => (/[0-9]/.test(match) && /[A-Za-z]/.test(match) ? '[redacted]' : match));
}
