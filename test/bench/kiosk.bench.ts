import { chromium } from '@playwright/test';
import { mkdtemp, readFile, rm, writeFile, mkdir } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { interactiveTimings, quantile, screensInPlace, type Timings } from './kiosk/interactive-timing';
import { startFloorPage } from './kiosk/floor-page';
import { startReactFloorPage } from './kiosk/react-floor-page';
import { startMainAlone } from './kiosk/main-alone';
import { npmStart } from './kiosk/npm-start';
import { chooseFirstPin } from './kiosk/first-pin';
import { letIn } from './kiosk/let-in';
import { scriptsBeforeAnswer } from './kiosk/scripts-before-answer';
import { timeToQuoteSent } from './kiosk/quote-script';

// The kiosk's weight and speed in one run on one machine: `npm run bench:kiosk`. `npm start` timed to its address,
// cold (nothing built) and warm; resident memory after a quote, of what `npm start` runs and of main alone; the
// JavaScript fetched before the calculator answers a typed price, gzipped; navigation to an interactive calculator beside the floor (a page whose script renders
// one input) and React's own floor (the same, through React DOM) in the same Chromium; a scripted quote sent. Writes test/bench/results/kiosk.{json,md} with the load
// average; exits 1 when a target is missed.

const root = fileURLToPath(new URL('../../', import.meta.url));
const resultsDir = fileURLToPath(new URL('results/', import.meta.url));
const runs = Number(process.env['BENCH_RUNS'] ?? 15);
const warmStarts = 3;
const quotes = 3;
const targets = {
  warmStartMs: 2000,
  // Not in the issue: a rebuild after a change, on a loaded 2-core machine, within a minute.
  coldStartMs: 60_000,
  hostResidentMiB: 250,
  // Not in the issue: main's own share of the host's budget.
  mainResidentMiB: 150,
  // Issue 37: every script the page fetched before the calculator's answer to a typed price showed.
  beforeAnswerJsGzipKiB: 120,
  interactiveOverFloorMedianMs: 150,
  interactiveOverFloorP95Ms: 300,
  // Not in the issue: a quote sent, scripted, within five seconds.
  quoteSentMs: 5000,
} as const;

const loadBefore = loadavg();
const configHome = await mkdtemp(join(tmpdir(), 'kiosk-bench-config-'));
const mainAloneData = await mkdtemp(join(tmpdir(), 'kiosk-bench-main-'));
const browser = await chromium.launch({
  executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--headless', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
const floor = await startFloorPage();
const reactFloor = await startReactFloorPage();
try {
  // Cold: what `npm start` does after a change to the sources (its build cache emptied), on a new user-data folder.
  await rm(join(root, 'dist'), { recursive: true, force: true });
  const cold = await npmStart(root, configHome);
  await cold.stop();
  const warm: number[] = [];
  let kiosk = await npmStart(root, configHome);
  warm.push(kiosk.startMs);
  while (warm.length < warmStarts) {
    await kiosk.stop();
    kiosk = await npmStart(root, configHome);
    warm.push(kiosk.startMs);
  }
  const kioskPage = await letIn(kiosk.url);
  await chooseFirstPin(browser, kioskPage);
  const quoteTimes: number[] = [];
  for (let quote = 0; quote < quotes; quote++) quoteTimes.push(await timeToQuoteSent(browser, kioskPage));
  const hostResident = await kiosk.residentMiB();
  const interactive = await interactiveTimings(browser, { kiosk: kioskPage, floor, reactFloor }, runs, {
    kiosk: screensInPlace,
  });
  const fetchedBeforeAnswer = (await scriptsBeforeAnswer(browser, kioskPage)).map((path) => path.replace(/^\//, ''));
  await kiosk.stop();

  const mainAlone = await startMainAlone(root, { userDataDir: mainAloneData, rendererDir: join(root, 'dist/renderer') });
  const mainAlonePage = await letIn(mainAlone.url);
  await chooseFirstPin(browser, mainAlonePage);
  await timeToQuoteSent(browser, mainAlonePage);
  const mainResident = await mainAlone.residentMiB();
  await mainAlone.stop();

  const rendererDir = join(root, 'dist/renderer');
  // In the browser host the bridge client is among them (K1: in Electron the preload does its work instead).
  const beforeAnswerJs = await gzipSizes(rendererDir, fetchedBeforeAnswer);
  const result = {
    date: new Date().toISOString(),
    machine: { cpus: cpus().length, node: process.version, loadAverage: { before: loadBefore.map(round2), after: loadavg().map(round2) } },
    startMs: { cold: Math.round(cold.startMs), warmMedian: quantile(warm, 0.5), warm: warm.map(Math.round) },
    residentMiB: { host: Math.round(hostResident), mainAlone: Math.round(mainResident) },
    beforeAnswerJs,
    interactiveMs: interactive,
    quoteSentMs: { median: quantile(quoteTimes, 0.5), all: quoteTimes.map(Math.round) },
    runs,
  };
  const checks = {
    warmStart: result.startMs.warmMedian <= targets.warmStartMs,
    coldStart: result.startMs.cold <= targets.coldStartMs,
    hostResident: result.residentMiB.host <= targets.hostResidentMiB,
    mainResident: result.residentMiB.mainAlone <= targets.mainResidentMiB,
    beforeAnswerJs: result.beforeAnswerJs.gzipKiB <= targets.beforeAnswerJsGzipKiB,
    interactiveMedian: interactive.kiosk.median - interactive.floor.median <= targets.interactiveOverFloorMedianMs,
    interactiveP95: interactive.kiosk.p95 - interactive.floor.p95 <= targets.interactiveOverFloorP95Ms,
    quoteSent: result.quoteSentMs.median <= targets.quoteSentMs,
  };
  const pass = Object.values(checks).every(Boolean);
  await mkdir(resultsDir, { recursive: true });
  await writeFile(join(resultsDir, 'kiosk.json'), `${JSON.stringify({ ...result, targets, checks, pass }, null, 2)}\n`);
  await writeFile(join(resultsDir, 'kiosk.md'), report(result, checks, pass));
  console.log(JSON.stringify({ ...result, checks, pass }));
  process.exitCode = pass ? 0 : 1;
} finally {
  await floor.close();
  await reactFloor.close();
  await browser.close();
  await rm(configHome, { recursive: true, force: true });
  await rm(mainAloneData, { recursive: true, force: true });
}

async function gzipSizes(rendererDir: string, files: string[]) {
  let raw = 0;
  let gzip = 0;
  for (const file of files) {
    const bytes = await readFile(join(rendererDir, file));
    raw += bytes.length;
    gzip += gzipSync(bytes, { level: 9 }).length;
  }
  return { files, rawKiB: round1(raw / 1024), gzipKiB: round1(gzip / 1024) };
}

function report(
  result: {
    date: string;
    machine: { cpus: number; node: string; loadAverage: { before: number[]; after: number[] } };
    startMs: { cold: number; warmMedian: number; warm: number[] };
    residentMiB: { host: number; mainAlone: number };
    beforeAnswerJs: { rawKiB: number; gzipKiB: number; files: string[] };
    interactiveMs: Record<'kiosk' | 'floor' | 'reactFloor', Timings>;
    quoteSentMs: { median: number; all: number[] };
    runs: number;
  },
  checks: Record<string, boolean>,
  pass: boolean,
): string {
  const mark = (ok: boolean | undefined) => (ok ? 'pass' : 'FAIL');
  const { interactiveMs: interactive } = result;
  return [
    '# The kiosk, lighter and quicker (`npm run bench:kiosk`)',
    '',
    `${result.date}, Node ${result.machine.node}, ${result.machine.cpus} CPUs, load average (1, 5, 15 min) ${result.machine.loadAverage.before.join(', ')} before and ` +
      `${result.machine.loadAverage.after.join(', ')} after. \`npm start\` without a display (the browser host, training), ` +
      `Debian Chromium headless at 1280×800, a fresh context for every page.`,
    '',
    '| Measure | Result | Target | |',
    '| --- | --- | --- | --- |',
    `| \`npm start\` → address, cold (dist/ removed, so it builds) | ${result.startMs.cold} ms | ≤ ${targets.coldStartMs} ms | ${mark(checks['coldStart'])} |`,
    `| \`npm start\` → address, warm (median of ${result.startMs.warm.length}: ${result.startMs.warm.join(', ')}) | ${result.startMs.warmMedian} ms | ≤ ${targets.warmStartMs} ms | ${mark(checks['warmStart'])} |`,
    `| Resident memory after a quote, what \`npm start\` runs | ${result.residentMiB.host} MiB | ≤ ${targets.hostResidentMiB} MiB | ${mark(checks['hostResident'])} |`,
    `| Resident memory after a quote, main alone (training's service in its own process) | ${result.residentMiB.mainAlone} MiB | ≤ ${targets.mainResidentMiB} MiB | ${mark(checks['mainResident'])} |`,
    `| JS fetched before the calculator answers a typed price, gzip level 9 (${result.beforeAnswerJs.files.length} files, ${result.beforeAnswerJs.rawKiB} KiB raw; the bridge client among them, in the browser host only) | ${result.beforeAnswerJs.gzipKiB} KiB | ≤ ${targets.beforeAnswerJsGzipKiB} KiB | ${mark(checks['beforeAnswerJs'])} |`,
    `| Navigation → interactive calculator, median of ${result.runs} (floor ${interactive.floor.median} ms) | ${interactive.kiosk.median} ms (+${interactive.kiosk.median - interactive.floor.median}) | ≤ floor + ${targets.interactiveOverFloorMedianMs} ms | ${mark(checks['interactiveMedian'])} |`,
    `| Navigation → interactive calculator, p95 (floor ${interactive.floor.p95} ms) | ${interactive.kiosk.p95} ms (+${interactive.kiosk.p95 - interactive.floor.p95}) | ≤ floor p95 + ${targets.interactiveOverFloorP95Ms} ms | ${mark(checks['interactiveP95'])} |`,
    `| Navigation → the first screen hydrated (main draws the calculator into the page; its buttons work from here; not a target), median and p95 | ${interactive.kiosk.ready?.median ?? '—'} ms, ${interactive.kiosk.ready?.p95 ?? '—'} ms | | |`,
    `| React's own floor: React DOM rendering one input, median and p95 (not a target: what React alone costs here) | ${interactive.reactFloor.median} ms (+${interactive.reactFloor.median - interactive.floor.median}), ${interactive.reactFloor.p95} ms | | |`,
    `| Navigation → quote sent, scripted (median of ${result.quoteSentMs.all.length}: ${result.quoteSentMs.all.join(', ')}) | ${result.quoteSentMs.median} ms | ≤ ${targets.quoteSentMs} ms | ${mark(checks['quoteSent'])} |`,
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
