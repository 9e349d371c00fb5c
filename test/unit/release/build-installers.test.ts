import { execFile } from 'node:child_process';
import { chmod, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

// The release workflow's build step (scripts/release/build-installers.sh): what it asks electron-builder for on a tag
// push, in a dry run, and in an unsigned dry run.

const made: string[] = [];
afterAll(async () => {
  await Promise.all(made.map((dir) => rm(dir, { recursive: true, force: true })));
});

/** Runs the step with a stand-in `npx` that prints the arguments it was given, one a line. */
async function buildStep(event: string, unsigned: string): Promise<{ code: number; args: string[]; out: string }> {
  const dir = await mkdtemp(join(tmpdir(), 'build-installers-'));
  made.push(dir);
  await writeFile(join(dir, 'npx'), `#!/bin/sh\nprintf '%s\\n' "$@"\n`);
  await chmod(join(dir, 'npx'), 0o755);
  const env = {
    PATH: `${dir}:${process.env.PATH ?? ''}`,
    GITHUB_EVENT_NAME: event,
    GITHUB_REPOSITORY: 'acme/kiosk',
    GITHUB_REPOSITORY_OWNER: 'acme',
    UNSIGNED_DRY_RUN: unsigned,
  };
  try {
    const { stdout } = await promisify(execFile)('bash', ['scripts/release/build-installers.sh', '--mac', '-c.npmRebuild'], { env });
    return { code: 0, args: stdout.split('\n').filter(Boolean), out: stdout };
  } catch (error) {
    const { code, stdout } = error as { code: number; stdout: string };
    return { code, args: [], out: stdout };
  }
}

const feed = ['-c.publish.owner=acme', '-c.publish.repo=kiosk'];

/** What every build of the matrix's macOS entry runs, before where it publishes. */
const macBuild = ['electron-builder', '--mac', '-c.npmRebuild', ...feed];

describe('the build step', () => {
  it("on a tag push publishes to the draft release, the feed naming the workflow's repository", async () => {
    expect(await buildStep('push', 'false')).toMatchObject({
      code: 0,
      args: [...macBuild, '--publish', 'always'],
    });
  });

  it('in a dry run only builds', async () => {
    expect((await buildStep('workflow_dispatch', 'false')).args).toEqual([...macBuild, '--publish', 'never']);
  });

  it('in an unsigned dry run turns Windows signing off and says UNSIGNED in every file name', async () => {
    expect((await buildStep('workflow_dispatch', 'true')).args).toEqual([
      ...macBuild,
      '--publish',
      'never',
      '-c.win.signExecutable=false',
      '-c.artifactName=${productName}-${version}-${arch}-UNSIGNED.${ext}',
    ]);
  });

  it('never publishes an unsigned build', async () => {
    const result = await buildStep('push', 'true');
    expect(result.code).toBe(1);
    expect(result.out).toContain('::error::An unsigned build is a dry run only, and is never published.');
  });
});
