import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { chmod, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';

// What the release workflow must do for a fleet: test first, build every installer from the tag's version, signed,
// upload them with electron-updater's files for the tag's channel to a draft release, and publish it only when all are
// there — a beta as a prerelease, which stable kiosks never read; run by hand, a dry run that releases nothing.
// actionlint checks its syntax (test/unit/lint/workflows.test.ts); this checks its intent.

type Step = {
  id?: string;
  name?: string;
  if?: string;
  run?: string;
  uses?: string;
  with?: Record<string, unknown>;
  env?: Record<string, string>;
};
type Job = {
  if?: string;
  needs?: string | string[];
  permissions?: Record<string, string>;
  container?: string;
  env?: Record<string, string>;
  strategy?: { matrix: { include: { os: string; builder: string }[] } };
  steps: Step[];
};
const workflow = parse(readFileSync('.github/workflows/release.yml', 'utf8')) as {
  on: { push: { tags: string[] }; workflow_dispatch: { inputs: Record<string, { type: string; default: unknown }> } };
  permissions: Record<string, string>;
  jobs: Record<string, Job>;
};
const { jobs } = workflow;
const needs = (job: Job) => (job.needs === undefined ? [] : Array.isArray(job.needs) ? job.needs : [job.needs]);
const stepIndex = (job: Job, pattern: RegExp) => job.steps.findIndex((step) => pattern.test(step.run ?? ''));
const stepNamed = (job: string, name: string) => jobs[job]?.steps.find((step) => step.name === name)?.run ?? '';

const made: string[] = [];
afterAll(async () => {
  await Promise.all(made.map((dir) => rm(dir, { recursive: true, force: true })));
});

/**
 * Runs a step's script as GitHub would (bash -e), with this environment and a stand-in `gh` that prints `ghOutput`,
 * exits with `ghStatus`, and records each call's arguments; returns the exit status, the log, the calls and what the
 * step wrote to $GITHUB_OUTPUT.
 */
async function runStep(
  script: string,
  env: Record<string, string>,
  gh: { output?: string[]; status?: number } = {},
): Promise<{ code: number; out: string; ghCalls: string[]; outputs: string }> {
  const dir = await mkdtemp(join(tmpdir(), 'release-step-'));
  made.push(dir);
  const calls = join(dir, 'gh-calls');
  const output = (gh.output ?? []).map((line) => `'${line}'`).join(' ');
  await writeFile(
    join(dir, 'gh'),
    `#!/bin/sh\necho "$*" >>'${calls}'\n${output ? `printf '%s\\n' ${output}\n` : ''}exit ${gh.status ?? 0}\n`,
  );
  await chmod(join(dir, 'gh'), 0o755);
  const githubOutput = join(dir, 'github-output');
  const read = (path: string) => readFile(path, 'utf8').catch(() => '');
  const fullEnv = { PATH: `${dir}:${process.env.PATH ?? ''}`, GITHUB_REPOSITORY: 'owner/repo', GITHUB_OUTPUT: githubOutput, ...env };
  let code = 0;
  let out: string;
  try {
    out = (await promisify(execFile)('bash', ['-e', '-c', script], { env: fullEnv })).stdout;
  } catch (error) {
    ({ code, stdout: out } = error as { code: number; stdout: string });
  }
  return { code, out, ghCalls: (await read(calls)).split('\n').filter(Boolean), outputs: await read(githubOutput) };
}

describe('the release workflow', () => {
  it('runs on a version tag, or by hand as a dry run, with the tests first and every other job after them', () => {
    expect(workflow.on.push.tags).toEqual(['v*']);
    expect(workflow.on.workflow_dispatch.inputs).toEqual({
      unsigned: expect.objectContaining({ type: 'boolean', default: false }),
    });
    expect(jobs.test?.container).toBe('node:24-bookworm');
    expect(jobs.test?.steps.map((step) => step.run).filter(Boolean)).toEqual(['bash .ci/run']);
    const afterTests = (name: string, seen = new Set<string>()): boolean =>
      needs(jobs[name] as Job).some((need) => need === 'test' || (!seen.has(need) && afterTests(need, seen.add(need))));
    for (const name of Object.keys(jobs).filter((name) => name !== 'test')) expect(afterTests(name), name).toBe(true);
  });

  it('drafts and publishes a release only for a tag push; a dry run builds the installers without a draft', () => {
    expect(jobs.draft?.if).toBe("github.event_name == 'push'");
    expect(jobs.publish?.if).toBe("github.event_name == 'push'");
    // A skipped draft fails nothing, so the installers still build; a failed one stops them.
    expect(jobs.installers?.if).toBe('${{ !failure() && !cancelled() }}');
    const upload = (jobs.installers as Job).steps.find((step) => step.uses?.startsWith('actions/upload-artifact@'));
    expect(upload?.if).toBe("github.event_name == 'workflow_dispatch'");
    expect(upload?.with?.name).toBe("installers-${{ runner.os }}${{ inputs.unsigned && '-UNSIGNED' || '' }}");
    expect(jobs.installers?.env?.UNSIGNED_DRY_RUN).toBe("${{ github.event_name == 'workflow_dispatch' && inputs.unsigned }}");
  });

  it('may write to the repository only in the jobs that make and publish the release', () => {
    expect(workflow.permissions).toEqual({ contents: 'read' });
    const writers = Object.entries(jobs).filter(([, job]) => job.permissions?.contents === 'write');
    expect(writers.map(([name]) => name).sort()).toEqual(['draft', 'installers', 'publish']);
    expect(jobs.test?.permissions).toBeUndefined();
  });

  it('builds Linux, Windows and macOS installers from the tag, under Node 24, after refusing placeholders', () => {
    const installers = jobs.installers as Job;
    expect(installers.strategy?.matrix.include.map((row) => row.builder.split(' ')[0])).toEqual(['--linux', '--win', '--mac']);
    expect(installers.steps.find((step) => step.uses?.startsWith('actions/setup-node@'))?.with?.['node-version']).toBe(24);
    const placeholders = stepIndex(installers, /^node --import tsx scripts\/release\/refuse-placeholders\.ts$/);
    const version = stepIndex(installers, /^npm version "\$\{GITHUB_REF_NAME#v\}" --no-git-tag-version --allow-same-version$/);
    const build = stepIndex(installers, /^npm run build$/);
    const builder = stepIndex(installers, /^bash scripts\/release\/build-installers\.sh \$\{\{ matrix\.builder \}\}$/);
    expect(placeholders).toBeGreaterThan(stepIndex(installers, /^npm ci$/));
    expect(version).toBeGreaterThan(placeholders);
    expect(installers.steps[version]?.if).toBe("github.ref_type == 'tag'");
    expect(build).toBeGreaterThan(version);
    expect(builder).toBeGreaterThan(build);
    expect(installers.env?.GH_TOKEN).toBe('${{ secrets.GITHUB_TOKEN }}');
  });

  it('signs from the repository secrets before building: Azure Trusted Signing for Windows, no certificate file', () => {
    const installers = jobs.installers as Job;
    const signing = stepIndex(installers, /scripts\/release\/signing-env\.sh/);
    expect(signing).toBeGreaterThan(-1);
    expect(signing).toBeLessThan(stepIndex(installers, /build-installers\.sh/));
    const env = installers.steps[signing]?.env ?? {};
    const names = [
      'AZURE_TENANT_ID',
      'AZURE_CLIENT_ID',
      'AZURE_CLIENT_SECRET',
      'CSC_LINK',
      'CSC_KEY_PASSWORD',
      'APPLE_ID',
      'APPLE_APP_SPECIFIC_PASSWORD',
      'APPLE_TEAM_ID',
    ];
    expect(Object.keys(env).sort()).toEqual([...names].sort());
    for (const name of names) expect(env[name], name).toBe(`\${{ secrets.${name} }}`);
  });
});

describe("the draft job's channel", () => {
  const channelStep = stepNamed('draft', 'Channel from the tag');

  it('is latest for a release tag and beta for a beta tag', async () => {
    expect((await runStep(channelStep, { GITHUB_REF_NAME: 'v1.2.0' })).outputs).toBe('channel=latest\n');
    expect((await runStep(channelStep, { GITHUB_REF_NAME: 'v1.2.0-beta.1' })).outputs).toBe('channel=beta\n');
  });

  it('refuses any other tag, which no kiosk would read', async () => {
    for (const tag of ['v1.2.0-rc.1', 'v1.2', 'v1.2.0-beta']) {
      const result = await runStep(channelStep, { GITHUB_REF_NAME: tag });
      expect(result.code, tag).toBe(1);
      expect(result.out).toContain(`::error::Tag ${tag} is neither a release (v1.2.0) nor a beta (v1.2.0-beta.1)`);
    }
  });

  it('drafts a beta as a prerelease, and a release as a release', async () => {
    const draft = stepNamed('draft', 'Draft release for the tag');
    const beta = await runStep(draft, { GITHUB_REF_NAME: 'v1.2.0-beta.1', CHANNEL: 'beta' }, { status: 1 });
    expect(beta.ghCalls.at(-1)).toBe(
      'release create v1.2.0-beta.1 --repo owner/repo --draft --prerelease --verify-tag --title v1.2.0-beta.1 --generate-notes',
    );
    const stable = await runStep(draft, { GITHUB_REF_NAME: 'v1.2.0', CHANNEL: 'latest' }, { status: 1 });
    expect(stable.ghCalls.at(-1)).toBe('release create v1.2.0 --repo owner/repo --draft --verify-tag --title v1.2.0 --generate-notes');
  });
});

describe("the publish job's check of the draft release", () => {
  const check = stepNamed('publish', 'Every installer and update file is attached');
  const installers = [
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
  const complete = ['latest.yml', 'latest-linux.yml', 'latest-mac.yml', ...installers];
  const betaComplete = ['beta.yml', 'beta-linux.yml', 'beta-mac.yml', ...installers];
  const checked = (assets: string[], channel: string) =>
    runStep(check, { GITHUB_REF_NAME: channel === 'beta' ? 'v1.2.3-beta.1' : 'v1.2.3', CHANNEL: channel }, { output: assets });

  it("lets a release with every installer and its channel's update files through", async () => {
    expect(check).not.toBe('');
    expect((await checked(complete, 'latest')).code).toBe(0);
    expect((await checked(betaComplete, 'beta')).code).toBe(0);
  });

  it("keeps it a draft, naming what is missing, when an update file or one CPU's Mac app is not there", async () => {
    const result = await checked(
      complete.filter((name) => name !== 'latest-mac.yml' && !name.startsWith('Finance-Kiosk-1.2.3-arm64-mac.zip')),
      'latest',
    );
    expect(result.code).toBe(1);
    expect(result.out).toContain(
      '::error::The draft release v1.2.3 lacks 1 × ^latest-mac\\.yml$, 2 × \\.zip$, 2 × \\.zip\\.blockmap$; it stays a draft.',
    );
  });

  it("expects a beta's beta*.yml, not latest*.yml", async () => {
    const result = await checked(complete, 'beta');
    expect(result.code).toBe(1);
    expect(result.out).toContain('lacks 1 × ^beta\\.yml$, 1 × ^beta-linux\\.yml$, 1 × ^beta-mac\\.yml$; it stays a draft.');
  });
});

describe("the publish job's release", () => {
  const publish = stepNamed('publish', 'Publish the release');

  it("publishes a beta as a prerelease that is never GitHub's latest, the release stable kiosks read", async () => {
    const { ghCalls } = await runStep(publish, { GITHUB_REF_NAME: 'v1.2.3-beta.1', CHANNEL: 'beta' });
    expect(ghCalls).toEqual(['release edit v1.2.3-beta.1 --repo owner/repo --draft=false --prerelease --latest=false']);
  });

  it('publishes a release as the latest', async () => {
    const { ghCalls } = await runStep(publish, { GITHUB_REF_NAME: 'v1.2.3', CHANNEL: 'latest' });
    expect(ghCalls).toEqual(['release edit v1.2.3 --repo owner/repo --draft=false --latest']);
  });

  it("takes the channel from the draft job's output", () => {
    expect(jobs.publish?.env?.CHANNEL).toBe('${{ needs.draft.outputs.channel }}');
    expect(needs(jobs.publish as Job)).toContain('draft');
    expect(jobs.draft?.steps.find((step) => step.name === 'Draft release for the tag')?.env?.CHANNEL).toBe(
      '${{ steps.channel.outputs.channel }}',
    );
  });
});
