import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { chmod, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';

// What the release workflow must do for a fleet: test first, build every installer from the tag's version, upload
// them with electron-updater's files to a draft release, and publish it only when all are there. actionlint checks
// its syntax (test/unit/lint/workflows.test.ts); this checks its intent.

type Step = { name?: string; run?: string; uses?: string; with?: Record<string, unknown>; env?: Record<string, string> };
type Job = {
  needs?: string | string[];
  permissions?: Record<string, string>;
  container?: string;
  env?: Record<string, string>;
  strategy?: { matrix: { include: { os: string; builder: string }[] } };
  steps: Step[];
};
const workflow = parse(readFileSync('.github/workflows/release.yml', 'utf8')) as {
  on: { push: { tags: string[] } };
  permissions: Record<string, string>;
  jobs: Record<string, Job>;
};
const { jobs } = workflow;
const needs = (job: Job) => (job.needs === undefined ? [] : Array.isArray(job.needs) ? job.needs : [job.needs]);
const stepIndex = (job: Job, pattern: RegExp) => job.steps.findIndex((step) => pattern.test(step.run ?? ''));

const made: string[] = [];
afterAll(async () => {
  await Promise.all(made.map((dir) => rm(dir, { recursive: true, force: true })));
});

describe('the release workflow', () => {
  it('runs on a version tag, with the tests first and every other job after them', () => {
    expect(workflow.on.push.tags).toEqual(['v*']);
    expect(jobs.test?.container).toBe('node:24-bookworm');
    expect(jobs.test?.steps.map((step) => step.run).filter(Boolean)).toEqual(['bash .ci/run']);
    const afterTests = (name: string, seen = new Set<string>()): boolean =>
      needs(jobs[name] as Job).some((need) => need === 'test' || (!seen.has(need) && afterTests(need, seen.add(need))));
    for (const name of Object.keys(jobs).filter((name) => name !== 'test')) expect(afterTests(name), name).toBe(true);
  });

  it('may write to the repository only in the jobs that make and publish the release', () => {
    expect(workflow.permissions).toEqual({ contents: 'read' });
    const writers = Object.entries(jobs).filter(([, job]) => job.permissions?.contents === 'write');
    expect(writers.map(([name]) => name).sort()).toEqual(['draft', 'installers', 'publish']);
    expect(jobs.test?.permissions).toBeUndefined();
  });

  it('builds Linux, Windows and macOS installers from the tag, under Node 24, and uploads them', () => {
    const installers = jobs.installers as Job;
    expect(installers.strategy?.matrix.include.map((row) => row.builder.split(' ')[0])).toEqual(['--linux', '--win', '--mac']);
    expect(installers.steps.find((step) => step.uses?.startsWith('actions/setup-node@'))?.with?.['node-version']).toBe(24);
    const version = stepIndex(installers, /^npm version "\$\{GITHUB_REF_NAME#v\}" --no-git-tag-version --allow-same-version$/);
    const build = stepIndex(installers, /^npm run build$/);
    const builder = stepIndex(installers, /^npx electron-builder \$\{\{ matrix\.builder \}\} --publish always /);
    expect(version).toBeGreaterThan(stepIndex(installers, /^npm ci$/));
    expect(build).toBeGreaterThan(version);
    expect(builder).toBeGreaterThan(build);
    expect(installers.env?.GH_TOKEN).toBe('${{ secrets.GITHUB_TOKEN }}');
  });

  it('signs from the repository secrets before building', () => {
    const installers = jobs.installers as Job;
    const signing = stepIndex(installers, /scripts\/release\/signing-env\.sh/);
    expect(signing).toBeGreaterThan(-1);
    expect(signing).toBeLessThan(stepIndex(installers, /^npx electron-builder/));
    const env = installers.steps[signing]?.env ?? {};
    for (const name of [
      'WIN_CSC_LINK',
      'WIN_CSC_KEY_PASSWORD',
      'CSC_LINK',
      'CSC_KEY_PASSWORD',
      'APPLE_ID',
      'APPLE_APP_SPECIFIC_PASSWORD',
      'APPLE_TEAM_ID',
    ]) {
      expect(env[name], name).toBe(`\${{ secrets.${name} }}`);
    }
  });
});

describe("the publish job's check of the draft release", () => {
  const check = (jobs.publish as Job).steps.find((step) => step.name === 'Every installer and update file is attached')?.run ?? '';
  const complete = [
    'latest.yml',
    'latest-linux.yml',
    'latest-mac.yml',
    'Finance-Kiosk-Setup-1.2.3.exe',
    'Finance-Kiosk-Setup-1.2.3.exe.blockmap',
    'Finance-Kiosk-1.2.3.AppImage',
    'finance-kiosk_1.2.3_amd64.deb',
    'Finance-Kiosk-1.2.3.dmg',
    'Finance-Kiosk-1.2.3-arm64.dmg',
    'Finance-Kiosk-1.2.3-mac.zip',
    'Finance-Kiosk-1.2.3-mac.zip.blockmap',
    'Finance-Kiosk-1.2.3-arm64-mac.zip',
    'Finance-Kiosk-1.2.3-arm64-mac.zip.blockmap',
  ];

  /** Runs the step against a stand-in `gh` that lists these files as the release's. */
  async function run(assets: string[]): Promise<{ code: number; out: string }> {
    const dir = await mkdtemp(join(tmpdir(), 'release-check-'));
    made.push(dir);
    await writeFile(join(dir, 'gh'), `#!/bin/sh\nprintf '%s\\n' ${assets.map((name) => `'${name}'`).join(' ')}\n`);
    await chmod(join(dir, 'gh'), 0o755);
    const env = { PATH: `${dir}:${process.env.PATH ?? ''}`, GITHUB_REF_NAME: 'v1.2.3', GITHUB_REPOSITORY: 'owner/repo' };
    try {
      const { stdout } = await promisify(execFile)('bash', ['-e', '-c', check], { env });
      return { code: 0, out: stdout };
    } catch (error) {
      const { code, stdout } = error as { code: number; stdout: string };
      return { code, out: stdout };
    }
  }

  it('lets a release with every installer and update file through', async () => {
    expect(check).not.toBe('');
    expect((await run(complete)).code).toBe(0);
  });

  it("keeps it a draft, naming what is missing, when an update file or one CPU's Mac app is not there", async () => {
    const result = await run(complete.filter((name) => name !== 'latest-mac.yml' && !name.startsWith('Finance-Kiosk-1.2.3-arm64-mac.zip')));
    expect(result.code).toBe(1);
    expect(result.out).toContain(
      '::error::The draft release v1.2.3 lacks 1 × ^latest-mac\\.yml$, 2 × \\.zip$, 2 × \\.zip\\.blockmap$; it stays a draft.',
    );
  });
});
