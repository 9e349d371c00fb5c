import { parseArgs } from 'node:util';
import { seedNames, type SeedName } from '../shared/wire/control';
import { startSandbox } from './index';

// D29: `npm run sandbox -- [--port N] [--host H] [--data DIR] [--decision-delay 180s] [--seed demo|empty]`.

const usage = 'usage: npm run sandbox -- [--port N] [--host H] [--data DIR] [--decision-delay 180s] [--seed demo|empty]';

function fatal(message: string): never {
  process.stderr.write(`${message}\n${usage}\n`);
  process.exit(2);
}

function parseDuration(text: string): number {
  const match = /^(\d+)(ms|s|m)?$/.exec(text);
  if (!match) fatal(`--decision-delay: "${text}" is not a duration such as 180s, 3m or 500ms`);
  const unit = { ms: 1, s: 1000, m: 60_000 }[(match[2] as 'ms' | 's' | 'm' | undefined) ?? 's'];
  return Number(match[1]) * unit;
}

const { values } = (() => {
  try {
    return parseArgs({
      options: {
        port: { type: 'string', default: '0' },
        host: { type: 'string', default: '127.0.0.1' },
        data: { type: 'string' },
        'decision-delay': { type: 'string' },
        seed: { type: 'string', default: 'demo' },
        help: { type: 'boolean', short: 'h' },
      },
    });
  } catch (error) {
    return fatal(error instanceof Error ? error.message : String(error));
  }
})();

if (values.help) {
  process.stdout.write(`${usage}\n`);
  process.exit(0);
}
const port = Number(values.port);
if (!Number.isInteger(port) || port < 0 || port > 65535) fatal(`--port: "${values.port}" is not a port number`);
if (!(seedNames as readonly string[]).includes(values.seed)) fatal(`--seed: "${values.seed}" is not one of ${seedNames.join(', ')}`);

// A corrupt data folder or a busy port is told in one line, not a stack trace.
const running = await startSandbox({
  port,
  host: values.host,
  seed: values.seed as SeedName,
  ...(values.data === undefined ? {} : { dataDir: values.data }),
  config: values['decision-delay'] === undefined ? {} : { decisionDelayMs: parseDuration(values['decision-delay']) },
}).catch((error: unknown) => {
  process.stderr.write(`sandbox: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});

process.stdout.write(
  `${JSON.stringify({
    baseUrl: running.baseUrl,
    credentials: running.handout.credentials,
    publicKey: running.handout.publicKey ?? null,
    privateKey: running.handout.privateKey ?? null,
  })}\n`,
);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => void running.close().then(() => process.exit(0)));
}
