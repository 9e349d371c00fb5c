import { pino, type DestinationStream } from 'pino';
import { censored, redactedPaths, scrub } from './log-scrub';
import { RotatingLogFile } from './rotating-log-file';

// K12: main writes what happened as JSON lines to rotating files in the user-data folder, and warnings and errors
// to the console for whoever started it. Lines carry ids, counts, states, timings and error codes; never a
// customer's details or a secret (log-scrub.ts takes out what slips through).

/** What a line may carry besides its message: ids, counts, states, timings, codes. */
export type LogFields = Readonly<Record<string, string | number | boolean | null | undefined>>;

/** Where the main process writes what happened; tests pass their own to read it. */
export interface Logger {
  info(message: string, fields?: LogFields): void;
  warn(message: string, fields?: LogFields): void;
  error(message: string, error?: unknown, fields?: LogFields): void;
}

export interface FileLogger extends Logger {
  /** The folder of `main.log` and its older files. */
  readonly folder: string;
  close(): void;
}

export interface FileLoggerOptions {
  folder: string;
  maxBytes?: number;
  files?: number;
  /** Warnings and errors to the console as well, one plain line each (default: yes). */
  console?: boolean;
}

export function createFileLogger(options: FileLoggerOptions): FileLogger {
  const file = new RotatingLogFile(options);
  const streams: Stream[] = [{ level: 'info', stream: file }];
  if (options.console ?? true) streams.push({ level: 'warn', stream: consoleLines });
  return { ...pinoLogger(streams), folder: options.folder, close: () => file.close() };
}

/** Warnings and errors to the console alone: for tests and tools that keep no log files. */
export function createConsoleLogger(): Logger {
  return pinoLogger([{ level: 'warn', stream: consoleLines }]);
}

type Stream = { level: 'info' | 'warn'; stream: DestinationStream };

function pinoLogger(streams: Stream[]): Logger {
  const logger = pino(
    {
      base: { pid: process.pid },
      timestamp: pino.stdTimeFunctions.isoTime,
      redact: { paths: redactedPaths, censor: censored },
      hooks: { streamWrite: scrub },
    },
    pino.multistream(streams),
  );
  return {
    info: (message, fields) => logger.info(fields ?? {}, message),
    warn: (message, fields) => logger.warn(fields ?? {}, message),
    error: (message, error, fields) => logger.error({ ...fields, ...(error === undefined ? {} : { error: errorOf(error) }) }, message),
  };
}

/** One plain line per warning or error (already redacted and scrubbed): the message, its fields, and the error's stack. */
const consoleLines: DestinationStream = {
  write(line: string) {
    const { level, msg, error, time: _time, pid: _pid, ...fields } = JSON.parse(line) as Record<string, unknown>;
    const stack = typeof error === 'object' && error !== null && 'stack' in error ? `: ${String(error.stack)}` : '';
    const extra = Object.keys(fields).length > 0 ? ` ${JSON.stringify(fields)}` : '';
    const text = `${String(msg)}${extra}${stack}`;
    if (Number(level) >= 50) console.error(text);
    else console.warn(text);
  },
};

/** Name, message, code and stack, with the causes: what a developer needs (the scrub runs over it all). */
function errorOf(error: unknown): { type: string; message: string; code?: string; stack?: string } {
  if (!(error instanceof Error)) return { type: typeof error, message: String(error) };
  const code = 'code' in error && typeof error.code === 'string' ? error.code : undefined;
  const cause = error.cause === undefined ? '' : `\ncaused by ${errorOf(error.cause).stack ?? String(error.cause)}`;
  return {
    type: error.name,
    message: error.message,
    ...(code === undefined ? {} : { code }),
    stack: `${error.stack ?? `${error.name}: ${error.message}`}${cause}`,
  };
}
