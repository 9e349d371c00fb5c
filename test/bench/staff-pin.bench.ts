import { spawn } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import { availableParallelism, cpus, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { hashStaffPin, staffPinHashCost, staffPinMatches } from '../../main/credentials/staff-pin-hash';

// K15: what one staff PIN check costs here (`npm run bench:staff-pin`), as it is and with every core kept busy, and so
// how long someone holding a copy of the hash needs to try every PIN of each length allowed, per core of this speed.
// A check's CPU time is what a core spends on it whatever else runs (scrypt runs on one libuv thread while main
// waits), so it is the cost figure; the wall-clock time is what staff wait, and grows with the machine's load.
// Writes test/bench/results/staff-pin.{json,md}; exits 1 when the median CPU time is outside 150–300 ms.

const resultsDir = fileURLToPath(new URL('results/', import.meta.url));
const runs = Number(process.env['BENCH_RUNS'] ?? 15);
const target = { minMs: 150, maxMs: 300 } as const;
const pinLengths = [4, 5, 6, 7, 8] as const;

const sorted = (values: number[]) => [...values].sort((a, b) => a - b);
const at = (values: number[], share: number) => sorted(values)[Math.min(values.length - 1, Math.floor(values.length * share))] ?? NaN;

interface Checks {
  cpuMedianMs: number;
  medianMs: number;
  p10Ms: number;
  p90Ms: number;
  maxMs: number;
  load: number[];
}

/** One check, as unlocking does it: the right PIN against its stored hash. */
async function timeChecks(stored: string): Promise<Checks> {
  await staffPinMatches('246813', stored); // warm-up
  const before = loadavg()[0] ?? NaN;
  const times: number[] = [];
  const cpuTimes: number[] = [];
  for (let run = 0; run < runs; run++) {
    const cpu = process.cpuUsage();
    const started = performance.now();
    if (!(await staffPinMatches('246813', stored))) throw new Error('the right PIN did not match');
    times.push(performance.now() - started);
    const spent = process.cpuUsage(cpu);
    cpuTimes.push((spent.user + spent.system) / 1000);
  }
  const round = (ms: number) => Math.round(ms);
  return {
    cpuMedianMs: round(at(cpuTimes, 0.5)),
    medianMs: round(at(times, 0.5)),
    p10Ms: round(at(times, 0.1)),
    p90Ms: round(at(times, 0.9)),
    maxMs: round(Math.max(...times)),
    load: [before, loadavg()[0] ?? NaN].map((value) => Math.round(value * 10) / 10),
  };
}

/** Every core spinning in processes of their own (so their CPU time is not counted as ours), as other work would. */
async function whileBusy<T>(measure: () => Promise<T>): Promise<T> {
  const spinners = Array.from({ length: availableParallelism() }, () =>
    spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }),
  );
  await new Promise((resolve) => setTimeout(resolve, 500));
  try {
    return await measure();
  } finally {
    for (const spinner of spinners) spinner.kill('SIGKILL');
  }
}

function duration(seconds: number): string {
  const units: [number, string][] = [
    [365.25 * 86_400, 'years'],
    [86_400, 'days'],
    [3_600, 'hours'],
    [60, 'minutes'],
  ];
  for (const [size, name] of units) if (seconds >= size) return `${(seconds / size).toFixed(1)} ${name}`;
  return `${seconds.toFixed(0)} seconds`;
}

const stored = await hashStaffPin('246813');
const quiet = await timeChecks(stored);
const busy = await whileBusy(() => timeChecks(stored));
// Every PIN of a length, and on average half of them, one check after another on one core of this speed.
const checkMs = quiet.cpuMedianMs;
const search = pinLengths.map((digits) => {
  const pins = 10 ** digits;
  const allSeconds = (pins * checkMs) / 1000;
  return { digits, chosenNow: digits >= 6, pins, allSeconds: Math.round(allSeconds), averageSeconds: Math.round(allSeconds / 2) };
});

const result = {
  date: new Date().toISOString(),
  cpu: cpus()[0]?.model ?? 'unknown',
  cores: availableParallelism(),
  cost: { ...staffPinHashCost, memoryMiB: (128 * staffPinHashCost.N * staffPinHashCost.r) / 2 ** 20 },
  runs,
  target,
  quiet,
  busy,
  searchPerCore: search,
};
const lines = [
  '# Staff PIN check benchmark (`npm run bench:staff-pin`)',
  '',
  `${result.date}, ${result.cpu}, ${result.cores} cores. scrypt N=${result.cost.N}, r=${result.cost.r}, p=${result.cost.p} (${result.cost.memoryMiB} MiB a check); ${runs} checks after one warm-up, each the right PIN against its stored hash, as an unlock does.`,
  '"As it is" runs beside whatever else the machine runs (see its load average); "busy" adds a process spinning on every core.',
  "CPU time is what one core spends on a check, whatever else runs: the check's cost. Wall clock is what staff wait.",
  '',
  '| Load | CPU time, median | Wall clock, median | p10 / p90 / max | Load average, before → after |',
  '| --- | --- | --- | --- | --- |',
  `| as it is | ${quiet.cpuMedianMs} ms | ${quiet.medianMs} ms | ${quiet.p10Ms} / ${quiet.p90Ms} / ${quiet.maxMs} ms | ${quiet.load.join(' → ')} |`,
  `| busy | ${busy.cpuMedianMs} ms | ${busy.medianMs} ms | ${busy.p10Ms} / ${busy.p90Ms} / ${busy.maxMs} ms | ${busy.load.join(' → ')} |`,
  '',
  `## An offline search of a copied hash, per core at ${checkMs} ms a check (K15)`,
  '',
  'Someone who reads the hash out of the keychain tries PINs on their own computer, where the wrong-PIN pause (K11) does not apply.',
  'Each core of this speed tries one PIN per check; n cores take 1/n of the time. Searching shorter lengths first adds at most 11%.',
  '',
  '| Digits | PINs | Every PIN | On average (half) | Chosen now |',
  '| --- | --- | --- | --- | --- |',
  ...search.map(
    (row) =>
      `| ${row.digits} | ${row.pins.toLocaleString('en-AU')} | ${duration(row.allSeconds)} | ${duration(row.averageSeconds)} | ${row.chosenNow ? 'yes' : 'no (kept from before, asked to change)'} |`,
  ),
  '',
];
await mkdir(resultsDir, { recursive: true });
await writeFile(`${resultsDir}staff-pin.json`, `${JSON.stringify(result, null, 2)}\n`);
await writeFile(`${resultsDir}staff-pin.md`, lines.join('\n'));
console.log(lines.join('\n'));
if (checkMs < target.minMs || checkMs > target.maxMs) {
  console.error(`One check took ${checkMs} ms of CPU time (median), outside ${target.minMs}–${target.maxMs} ms.`);
  process.exit(1);
}
