import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import run from '@doyensec/electronegativity';

// Electron's security checks (electronegativity), part of `npm test` before anything ships to the showroom laptops. The tool walks every folder it is
// given, node_modules included, so the code that runs in Electron is copied to a folder of its own first; its
// package.json tells the tool which Electron this is. Any finding fails the run. A finding that is wrong for this
// app is silenced where it stands (`eng-disable`, with the reason beside it) or, for a whole-app check, here.

const root = fileURLToPath(new URL('..', import.meta.url));
const scanned = ['main', 'preload', 'renderer', 'shared', 'package.json'];

/** Whole-app checks that cannot see this app as it is, by the tool's class names, each with the reason. */
const excluded = {
  // The policy is a response header on every app:// page (main/window/page-headers.ts), which the tool only looks
  // for in <meta> tags and onHeadersReceived; a meta tag cannot carry it, as its frame-src follows the checkout in use.
  CSPGlobalCheck: 'CSP is sent as a header by the app:// protocol handler',
  // It downloads Electron's release list, and this machine has no network; `npm ls electron` and the release
  // workflow's dependency updates keep Electron on a supported major instead.
  AvailableSecurityFixesGlobalCheck: 'needs the network',
  // Only reports which Electron package.json names, for the check above.
  ElectronVersionJSONCheck: 'reports the version for the check above',
} as const;

// The tool downloads its translations as it loads (got 11, a 1 s timeout), whatever the checks. Offline, on Node 24,
// that request throws again from got's own timers after the scan has answered (ENOTFOUND, and p-cancelable's "onCancel
// handler attached after the promise settled"): nothing about the app. Errors from inside got are let go; any other
// still ends the run as a failure.
process.on('uncaughtException', (error) => {
  if (/node_modules[\\/](got|p-cancelable)[\\/]/.test(String(error.stack))) return;
  console.error(error);
  process.exit(1);
});

const stage = await mkdtemp(join(tmpdir(), 'electronegativity-'));
try {
  for (const entry of scanned) await cp(join(root, entry), join(stage, entry), { recursive: true });
  const result = await run({ input: stage, isRelative: true, excludeFromScan: Object.keys(excluded) });
  const where = (issue: (typeof result.issues)[number]) => `${issue.file}:${issue.location.line}:${issue.location.column}`;
  for (const issue of result.issues) console.error(`electronegativity: ${issue.id} at ${where(issue)}: ${issue.description}`);
  for (const error of result.errors) console.error(`electronegativity: could not read ${error.file}: ${error.message}`);
  console.log(
    `electronegativity: ${result.atomicChecks + result.globalChecks} checks, ${result.issues.length} findings, ` +
      `${result.errors.length} unreadable files; left out: ${Object.entries(excluded)
        .map(([check, why]) => `${check} (${why})`)
        .join(', ')}`,
  );
  if (result.issues.length > 0 || result.errors.length > 0) process.exitCode = 1;
} finally {
  await rm(stage, { recursive: true, force: true });
}
