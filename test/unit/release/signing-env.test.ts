import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

// The release workflow's signing step (scripts/release/signing-env.sh): certificates from the repository's secrets go
// on to electron-builder when set; when not, the log says so as a warning and the build goes on unsigned.

const script = 'scripts/release/signing-env.sh';
const made: string[] = [];
afterAll(async () => {
  await Promise.all(made.map((dir) => rm(dir, { recursive: true, force: true })));
});

const secretNames = [
  'WIN_CSC_LINK',
  'WIN_CSC_KEY_PASSWORD',
  'CSC_LINK',
  'CSC_KEY_PASSWORD',
  'APPLE_ID',
  'APPLE_APP_SPECIFIC_PASSWORD',
  'APPLE_TEAM_ID',
];

/** Runs the step for one OS with these secrets set (as GitHub sets an absent secret: to an empty string). */
async function signingStep(os: string, secrets: Record<string, string>): Promise<{ log: string; passedOn: string }> {
  const dir = await mkdtemp(join(tmpdir(), 'signing-env-'));
  made.push(dir);
  const githubEnv = join(dir, 'github-env');
  const env = {
    PATH: process.env.PATH ?? '',
    GITHUB_ENV: githubEnv,
    ...Object.fromEntries(secretNames.map((name) => [name, ''])),
    ...secrets,
  };
  const { stdout } = await promisify(execFile)('bash', [script, os], { env });
  return { log: stdout, passedOn: await readFile(githubEnv, 'utf8').catch(() => '') };
}

/** The variables a GITHUB_ENV file sets, with their values (the `NAME<<DELIMITER` form and `NAME=value`). */
function variables(githubEnv: string): Record<string, string> {
  const result: Record<string, string> = {};
  const lines = githubEnv.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] ?? '';
    const heredoc = /^(\w+)<<(.+)$/.exec(line);
    if (heredoc) {
      const end = lines.indexOf(heredoc[2] ?? '', i + 1);
      result[heredoc[1] ?? ''] = lines.slice(i + 1, end).join('\n');
      i = end;
    } else if (line.includes('=')) {
      result[line.slice(0, line.indexOf('='))] = line.slice(line.indexOf('=') + 1);
    }
  }
  return result;
}

describe('the signing step', () => {
  it('without certificates warns in the log and builds unsigned, on Windows and macOS', async () => {
    for (const os of ['Windows', 'macOS']) {
      const { log, passedOn } = await signingStep(os, {});
      expect(log).toMatch(/^::warning::No (WIN_)?CSC_LINK secret, so the (Windows installer is|macOS apps are) built UNSIGNED/);
      expect(variables(passedOn)).toEqual({ CSC_IDENTITY_AUTO_DISCOVERY: 'false' });
    }
  });

  it("passes Windows its own certificate, never macOS's", async () => {
    const { log, passedOn } = await signingStep('Windows', { WIN_CSC_LINK: 'd2lu', WIN_CSC_KEY_PASSWORD: 'pw', CSC_LINK: 'YXBwbGU=' });
    expect(log).not.toContain('::warning::');
    expect(variables(passedOn)).toEqual({ WIN_CSC_LINK: 'd2lu', WIN_CSC_KEY_PASSWORD: 'pw' });
  });

  it('signs and notarises on macOS with all five secrets, a certificate spanning lines included', async () => {
    const secrets = {
      CSC_LINK: 'TUlJ\nQUJD',
      CSC_KEY_PASSWORD: 'pw',
      APPLE_ID: 'a@b.c',
      APPLE_APP_SPECIFIC_PASSWORD: 'abcd-efgh',
      APPLE_TEAM_ID: 'TEAM123',
    };
    const { log, passedOn } = await signingStep('macOS', secrets);
    expect(log).not.toContain('::warning::');
    expect(variables(passedOn)).toEqual(secrets);
  });

  it('signs but warns that macOS apps are not notarised when an Apple secret is missing', async () => {
    const { log, passedOn } = await signingStep('macOS', { CSC_LINK: 'TUlJ', CSC_KEY_PASSWORD: 'pw', APPLE_ID: 'a@b.c' });
    expect(log).toContain('::warning::Notarisation secrets missing (APPLE_APP_SPECIFIC_PASSWORD, APPLE_TEAM_ID)');
    expect(variables(passedOn)).toEqual({ CSC_LINK: 'TUlJ', CSC_KEY_PASSWORD: 'pw' });
  });

  it('has nothing to sign on Linux, and refuses an OS it does not know', async () => {
    expect((await signingStep('Linux', {})).passedOn).toBe('');
    await expect(signingStep('Plan9', {})).rejects.toThrow(/unknown OS 'Plan9'/);
  });
});
