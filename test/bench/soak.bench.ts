import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startSandbox } from '../../sandbox';
import { startKioskServices, type Measured } from '../integration/main/process/kiosk-services-client';

// A long day at one kiosk: `npm run bench:soak` (under scripts/with-keyring.sh, so the outbox key survives a restart).
// The kiosk composed as main composes it, in a process of its own (built to plain JavaScript, run with --expose-gc),
// against the real sandbox in this process; 600 quotes made one after another through the quote service. After 0,
// 150, 300, 450 and 600 quotes: main's resident memory and heap after a full collection, and the outbox journal's
// bytes (K8). Then a restart on the same folder, which compacts the journal as it opens: the size a restart leaves,
// to compare with. Writes test/bench/results/soak.{json,md}; exits 1 when a target is missed. Not a timed test.

const root = fileURLToPath(new URL('../../', import.meta.url));
const resultsDir = fileURLToPath(new URL('results/', import.meta.url));
const quotesInADay = Number(process.env['SOAK_QUOTES'] ?? 600);
const step = quotesInADay / 4;
const targets = {
  // K8: compacted while running, the journal stays within twice what a restart leaves (or 64 KiB over it while small).
  journalOverRestart: 2,
  journalSlackKiB: 64,
  // Main levels off. What it keeps (the heap after a full collection): the week's outbox entries, about 2 KiB a quote.
  heapGrowthMiB: 3,
  // Its resident memory also holds V8's young generation, which a burst of quotes may double once (16 → 32 MiB a
  // semi-space): measured here, with --max-semi-space-size=8 it stays within 8 MiB; the bound allows that one step.
  residentGrowthMiB: 48,
} as const;

const loadBefore = loadavg();
const userDataDir = await mkdtemp(join(tmpdir(), 'kiosk-soak-'));
const sandbox = await startSandbox({ port: 0, seed: 'demo' });
const { apiId, apiSecret } = sandbox.handout.credentials.administrator;
const env = { KIOSK_USER_DATA: userDataDir, KIOSK_SERVICE_URL: sandbox.baseUrl, KIOSK_API_ID: apiId, KIOSK_API_SECRET: apiSecret };
try {
  const command = [process.execPath, '--expose-gc', await built()];
  const kiosk = await startKioskServices(env, { command });
  const points: { quotes: number; measured: Measured; seconds: number }[] = [];
  const started = performance.now();
  points.push({ quotes: 0, measured: await kiosk.measure(), seconds: 0 });
  for (let made = 0; made < quotesInADay; made += step) {
    const answers = await kiosk.quotes('soak', made, step);
    const notSent = answers.filter((answer) => answer.state !== 'sent').length;
    if (notSent > 0) throw new Error(`${notSent} of quotes ${made}–${made + step - 1} were not sent`);
    points.push({ quotes: made + step, measured: await kiosk.measure(), seconds: (performance.now() - started) / 1000 });
  }
  await kiosk.stop();
  // As after a restart: the journal folded as it opens, nothing pruned yet (everything is from today).
  const restarted = await startKioskServices(env, { command });
  const afterRestart = await restarted.measure();
  await restarted.stop();

  const mib = (bytes: number) => round1(bytes / 1024 / 1024);
  const kib = (bytes: number) => round1(bytes / 1024);
  const rows = points.map(({ quotes, measured, seconds }) => ({
    quotes,
    residentMiB: mib(measured.memory.rss),
    heapUsedMiB: mib(measured.memory.heapUsed),
    externalMiB: mib(measured.memory.external),
    journalKiB: kib(measured.journalBytes),
    logKiB: kib(measured.logBytes),
    seconds: round1(seconds),
  }));
  const at = (quotes: number) => rows.find((row) => row.quotes === quotes) ?? rows[0];
  const restart = {
    residentMiB: mib(afterRestart.memory.rss),
    heapUsedMiB: mib(afterRestart.memory.heapUsed),
    journalKiB: kib(afterRestart.journalBytes),
  };
  const largestJournalKiB = Math.max(...rows.map((row) => row.journalKiB));
  const result = {
    date: new Date().toISOString(),
    machine: { cpus: cpus().length, node: process.version, loadAverage: { before: loadBefore.map(round2), after: loadavg().map(round2) } },
    quotes: quotesInADay,
    points: rows,
    restart,
    growth: {
      residentMiB: round1((at(quotesInADay)?.residentMiB ?? 0) - (at(step)?.residentMiB ?? 0)),
      heapUsedMiB: round1((at(quotesInADay)?.heapUsedMiB ?? 0) - (at(step)?.heapUsedMiB ?? 0)),
    },
    journalOverRestart: round2((at(quotesInADay)?.journalKiB ?? 0) / restart.journalKiB),
  };
  const journalLimitKiB = Math.max(targets.journalOverRestart * restart.journalKiB, restart.journalKiB + targets.journalSlackKiB);
  const checks = {
    journal: rows.every((row) => row.quotes === 0 || row.journalKiB <= journalLimitKiB),
    resident: result.growth.residentMiB <= targets.residentGrowthMiB,
    heap: result.growth.heapUsedMiB <= targets.heapGrowthMiB,
  };
  const pass = Object.values(checks).every(Boolean);
  await mkdir(resultsDir, { recursive: true });
  await writeFile(join(resultsDir, 'soak.json'), `${JSON.stringify({ ...result, largestJournalKiB, targets, checks, pass }, null, 2)}\n`);
  await writeFile(join(resultsDir, 'soak.md'), report(result, journalLimitKiB, checks, pass));
  console.log(JSON.stringify({ ...result, checks, pass }));
  process.exitCode = pass ? 0 : 1;
} finally {
  await sandbox.close();
  await rm(userDataDir, { recursive: true, force: true });
}

/** The kiosk's process as plain JavaScript, so its memory is main's and not a TypeScript loader's. */
async function built(): Promise<string> {
  const { build } = await import('esbuild');
  const outfile = join(root, 'node_modules/.cache/kiosk-bench/kiosk-services-process.js');
  await build({
    entryPoints: [join(root, 'test/integration/main/process/kiosk-services-process.ts')],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node24',
    packages: 'external',
    logLevel: 'warning',
  });
  return outfile;
}

function report(
  result: {
    date: string;
    machine: { cpus: number; node: string; loadAverage: { before: number[]; after: number[] } };
    quotes: number;
    points: {
      quotes: number;
      residentMiB: number;
      heapUsedMiB: number;
      externalMiB: number;
      journalKiB: number;
      logKiB: number;
      seconds: number;
    }[];
    restart: { residentMiB: number; heapUsedMiB: number; journalKiB: number };
    growth: { residentMiB: number; heapUsedMiB: number };
    journalOverRestart: number;
  },
  journalLimitKiB: number,
  checks: Record<string, boolean>,
  pass: boolean,
): string {
  const mark = (ok: boolean | undefined) => (ok ? 'pass' : 'FAIL');
  const first = result.points[1]?.quotes ?? 0;
  return [
    '# A long day at one kiosk (`npm run bench:soak`)',
    '',
    `${result.date}, Node ${result.machine.node}, ${result.machine.cpus} CPUs, load average (1, 5, 15 min) ${result.machine.loadAverage.before.join(', ')} before and ` +
      `${result.machine.loadAverage.after.join(', ')} after. The kiosk composed as main composes it (createKiosk, the OS keychain under ` +
      `scripts/with-keyring.sh, log files), in its own Node process, against the sandbox (demo seed) in the benchmark's process; ` +
      `${result.quotes} quotes made one after another through the quote service. Memory read after a full collection (\`gc()\`).`,
    '',
    '| Quotes | Resident (RSS) | Heap used | External | Outbox journal | Log files | Time |',
    '| ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...result.points.map(
      (row) =>
        `| ${row.quotes} | ${row.residentMiB} MiB | ${row.heapUsedMiB} MiB | ${row.externalMiB} MiB | ${row.journalKiB} KiB | ${row.logKiB} KiB | ${row.seconds} s |`,
    ),
    `| restarted, no quote yet | ${result.restart.residentMiB} MiB | ${result.restart.heapUsedMiB} MiB | | ${result.restart.journalKiB} KiB | | |`,
    '',
    '| Measure | Result | Target | |',
    '| --- | --- | --- | --- |',
    `| Journal at every point, against what a restart leaves (${result.restart.journalKiB} KiB) | at ${result.quotes}: ${result.journalOverRestart} × | ≤ ${targets.journalOverRestart} × or + ${targets.journalSlackKiB} KiB (${round1(journalLimitKiB)} KiB) | ${mark(checks['journal'])} |`,
    `| Heap used after a full collection (what main keeps), ${first} → ${result.quotes} quotes | +${result.growth.heapUsedMiB} MiB | ≤ +${targets.heapGrowthMiB} MiB | ${mark(checks['heap'])} |`,
    `| Resident memory, ${first} → ${result.quotes} quotes | +${result.growth.residentMiB} MiB | ≤ +${targets.residentGrowthMiB} MiB | ${mark(checks['resident'])} |`,
    '',
    'Resident memory holds, besides what main keeps, V8’s young generation, which grows in steps with how fast objects are ' +
      'made (here a day’s quotes in seconds) and is not given back; the heap is what stays. `restarted`: the same folder ' +
      'opened again, its journal folded as it opens (the size a restart leaves).',
    '',
    `Overall: ${pass ? 'PASS' : 'FAIL'}`,
    '',
  ].join('\n');
}

function round1(value: number): number {
  return Math.round(value * 10) / 10;
}

function round2(value: number): number {
  return Math.round(value * 100) / 100;
}
