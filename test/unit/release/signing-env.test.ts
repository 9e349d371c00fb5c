import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

// The release workflow's signing step (scripts/release/signing-env.sh): the signing secrets go on to electron-builder when
// all are set; when any is not, the release stops, naming them; only a dry run asked for by name builds unsigned.

const script = 'scripts/release/signing-env.sh';
const made: string[] = [];
afterAll(async () => {
  await Promise.all(made.map((dir) => rm(dir, { recursive: true, force: true })));
});

const windowsSecrets = { AZURE_TENANT_ID: 'tenant', AZURE_CLIENT_ID: 'client', AZURE_CLIENT_SECRET: 's3cret' };
const macSecrets = {
  CSC_LINK: 'TUlJ\nQUJD',
  CSC_KEY_PASSWORD: 'pw',
  APPLE_ID: 'a@b.c',
  APPLE_APP_SPECIFIC_PASSWORD: 'abcd-efgh',
  APPLE_TEAM_ID: 'TEAM123',
};
const secretNames = [...Object.keys(windowsSecrets), ...Object.keys(macSecrets), 'WIN_CSC_LINK'];

/** Runs the step for one OS with these variables set (as GitHub sets an absent secret: to an empty string). */
async function signingStep(os: string, set: Record<string, string>): Promise<{ code: number; log: string; passedOn: string }> {
  const dir = await mkdtemp(join(tmpdir(), 'signing-env-'));
  made.push(dir);
  const githubEnv = join(dir, 'github-env');
  const env = {
    PATH: process.env.PATH ?? '',
    GITHUB_ENV: githubEnv,
    ...Object.fromEntries(secretNames.map((name) => [name, ''])),
    ...set,
  };
  const passedOn = () => readFile(githubEnv, 'utf8').catch(() => '');
  try {
    const { stdout } = await promisify(execFile)('bash', [script, os], { env });
    return { code: 0, log: stdout, passedOn: await passedOn() };
  } catch (error) {
    const { code, stdout, stderr } = error as { code: number; stdout: string; stderr: string };
    return { code, log: stdout + stderr, passedOn: await passedOn() };
  }
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
  it('stops the release without the Windows secrets, in one line naming the missing ones, passing nothing on', async () => {
    const { code, log, passedOn } = await signingStep('Windows', { AZURE_TENANT_ID: 'tenant', WIN_CSC_LINK: 'd2lu' });
    expect(code).toBe(1);
    expect(log.trim().split('\n')).toEqual([
      expect.stringMatching(
        /^::error::Cannot sign the Windows installer: the repository's secrets lack AZURE_CLIENT_ID, AZURE_CLIENT_SECRET \(/,
      ),
    ]);
    expect(passedOn).toBe('');
  });

  it('stops the release without the macOS secrets, a signing certificate without notarisation included', async () => {
    const bare = await signingStep('macOS', {});
    expect(bare.code).toBe(1);
    expect(bare.log).toContain(
      "the repository's secrets lack CSC_LINK, CSC_KEY_PASSWORD, APPLE_ID, APPLE_APP_SPECIFIC_PASSWORD, APPLE_TEAM_ID",
    );
    const unnotarised = await signingStep('macOS', { CSC_LINK: 'TUlJ', CSC_KEY_PASSWORD: 'pw', APPLE_ID: 'a@b.c' });
    expect(unnotarised.code).toBe(1);
    expect(unnotarised.log).toContain('lack APPLE_APP_SPECIFIC_PASSWORD, APPLE_TEAM_ID');
    expect(unnotarised.passedOn).toBe('');
  });

  it('passes Windows its Azure Trusted Signing credentials, never a certificate file', async () => {
    const { code, log, passedOn } = await signingStep('Windows', { ...windowsSecrets, WIN_CSC_LINK: 'd2lu', CSC_LINK: 'YXBwbGU=' });
    expect(code).toBe(0);
    expect(log).toContain('signed by Azure Trusted Signing');
    expect(log).not.toContain('s3cret');
    expect(variables(passedOn)).toEqual(windowsSecrets);
  });

  it('signs and notarises on macOS with all five secrets, a certificate spanning lines included', async () => {
    const { code, log, passedOn } = await signingStep('macOS', macSecrets);
    expect(code).toBe(0);
    expect(log).not.toContain('::');
    expect(variables(passedOn)).toEqual(macSecrets);
  });

  it('builds unsigned only when the dry run asks, saying so, and passes no secret on', async () => {
    for (const os of ['Windows', 'macOS']) {
      const { code, log, passedOn } = await signingStep(os, { ...windowsSecrets, CSC_LINK: 'TUlJ', UNSIGNED_DRY_RUN: 'true' });
      expect(code).toBe(0);
      expect(log).toMatch(/^::warning::UNSIGNED dry run, as asked/);
      expect(variables(passedOn)).toEqual({ CSC_IDENTITY_AUTO_DISCOVERY: 'false' });
    }
    expect((await signingStep('Windows', { UNSIGNED_DRY_RUN: 'false' })).code).toBe(1);
  });

  it('has nothing to sign on Linux, and refuses an OS it does not know', async () => {
    expect(await signingStep('Linux', {})).toMatchObject({ code: 0, passedOn: '' });
    expect(await signingStep('Plan9', {})).toMatchObject({ code: 1, log: expect.stringContaining("unknown OS 'Plan9'") });
  });
});
