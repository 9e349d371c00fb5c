import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { seedNames, type SeedName } from '../shared/wire/control';
import { startSandbox } from './index';
import { defaultConfig } from './sandbox';

// D29: `npm run sandbox -- [--port N] [--host H] [--data DIR] [--decision-delay 180s] [--seed demo|empty]`; each option
// also from an environment variable (a flag wins), for a vendor's container or service manager.

interface Option {
  /** What stands for the value in the help. */
  value: string;
  env: string;
  default?: string;
  says: string;
}

const options = {
  port: { value: 'N', env: 'SANDBOX_PORT', default: '0', says: 'port to listen on; 0 picks a free one' },
  host: { value: 'HOST', env: 'SANDBOX_HOST', default: '127.0.0.1', says: 'address to listen on' },
  data: {
    value: 'DIR',
    env: 'SANDBOX_DATA',
    says: 'folder that keeps everything across restarts and crashes (D30); without it, all is in memory',
  },
  'decision-delay': {
    value: 'DURATION',
    env: 'SANDBOX_DECISION_DELAY',
    default: `${defaultConfig.decisionDelayMs / 1000}s`,
    says: 'how long a submitted application waits for its decision: 180s, 3m or 500ms',
  },
  seed: { value: seedNames.join('|'), env: 'SANDBOX_SEED', default: 'demo', says: 'the data it starts with' },
} as const satisfies Record<string, Option>;

type Name = keyof typeof options;
const names = Object.keys(options) as Name[];

const usage = `usage: npm run sandbox -- ${names.map((name) => `[--${name} ${options[name].value}]`).join(' ')}`;

function help(): string {
  const lines = names.map((name) => {
    const option: Option = options[name];
    const left = `  --${name} ${option.value}`.padEnd(36);
    const fallback = option.default === undefined ? '' : ` (default ${option.default})`;
    return `${left}${option.says}${fallback}; or ${option.env}`;
  });
  return [
    'The financing service, emulated: prints one JSON line (baseUrl, credentials, keys) once listening (D29).',
    usage,
    '',
    ...lines,
    `  ${'--version'.padEnd(34)}prints the version`,
    `  ${'--help, -h'.padEnd(34)}prints this`,
    '',
  ].join('\n');
}

function fatal(message: string): never {
  process.stderr.write(`${message}\n${usage}\n`);
  process.exit(2);
}

function parseDuration(text: string, from: string): number {
  const match = /^(\d+)(ms|s|m)?$/.exec(text);
  if (!match) fatal(`${from}: "${text}" is not a duration such as 180s, 3m or 500ms`);
  const unit = { ms: 1, s: 1000, m: 60_000 }[(match[2] as 'ms' | 's' | 'm' | undefined) ?? 's'];
  return Number(match[1]) * unit;
}

const { values } = (() => {
  try {
    return parseArgs({
      options: {
        ...(Object.fromEntries(names.map((name) => [name, { type: 'string' }])) as Record<Name, { type: 'string' }>),
        version: { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
      },
    });
  } catch (error) {
    return fatal(error instanceof Error ? error.message : String(error));
  }
})();

if (values.help) {
  process.stdout.write(help());
  process.exit(0);
}
if (values.version) {
  const { version } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string };
  process.stdout.write(`${version}\n`);
  process.exit(0);
}

/** The flag, else its environment variable (named in a refusal), else the default. */
function chosen(name: Name): { value: string | undefined; from: string } {
  const option: Option = options[name];
  const flag = values[name];
  if (typeof flag === 'string') return { value: flag, from: `--${name}` };
  const env = process.env[option.env];
  if (env !== undefined && env !== '') return { value: env, from: option.env };
  return { value: option.default, from: `--${name}` };
}

const port = chosen('port');
const portNumber = Number(port.value);
if (!Number.isInteger(portNumber) || portNumber < 0 || portNumber > 65535) fatal(`${port.from}: "${port.value}" is not a port number`);
const seed = chosen('seed');
if (!(seedNames as readonly string[]).includes(seed.value ?? ''))
  fatal(`${seed.from}: "${seed.value}" is not one of ${seedNames.join(', ')}`);
const data = chosen('data').value;
const delay = chosen('decision-delay');

// A corrupt data folder or a busy port is told in one line, not a stack trace.
const running = await startSandbox({
  port: portNumber,
  host: chosen('host').value,
  seed: seed.value as SeedName,
  ...(data === undefined ? {} : { dataDir: data }),
  config: { decisionDelayMs: parseDuration(delay.value ?? '', delay.from) },
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
