import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { once } from 'node:events';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { seedHandout } from '../../../shared/wire/control';

// D29: `npm run sandbox -- --port 0` is `node --import tsx sandbox/cli.ts`; it prints one JSON line once
// listening, and refuses bad flags with exit code 2 and a message.

const root = fileURLToPath(new URL('../../../', import.meta.url));

function sandboxProcess(...flags: string[]): ChildProcessWithoutNullStreams {
  return withEnv({}, ...flags);
}

/** The CLI with environment variables of its own (SANDBOX_*), none inherited from the test's. */
function withEnv(env: Record<string, string>, ...flags: string[]): ChildProcessWithoutNullStreams {
  const inherited = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('SANDBOX_')));
  return spawn(process.execPath, ['--import', 'tsx', 'sandbox/cli.ts', ...flags], { cwd: root, env: { ...inherited, ...env } });
}

async function firstLine(child: ChildProcessWithoutNullStreams): Promise<string> {
  const lines = createInterface({ input: child.stdout });
  const exited = once(child, 'exit').then(([code]) => {
    throw new Error(`sandbox exited (${String(code)}) before printing its line`);
  });
  try {
    const [line] = (await Promise.race([once(lines, 'line'), exited])) as [string];
    return line;
  } finally {
    lines.close();
  }
}

async function ended(child: ChildProcessWithoutNullStreams): Promise<{ code: number | null; stdout: string; stderr: string }> {
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const [code] = (await once(child, 'exit')) as [number | null];
  return { code, stdout, stderr };
}

const refusal = (...flags: string[]) => ended(sandboxProcess(...flags));

describe('Command line (D29)', () => {
  let child: ChildProcessWithoutNullStreams;
  let line: string;

  beforeAll(async () => {
    const started = performance.now();
    child = sandboxProcess('--port', '0', '--seed', 'demo');
    line = await firstLine(child);
    console.info(`sandbox CLI: spawn to JSON line in ${Math.round(performance.now() - started)} ms`);
  });

  afterAll(async () => {
    if (child.exitCode !== null) return;
    const exited = once(child, 'exit');
    child.kill('SIGTERM');
    await exited;
  });

  it('prints one JSON line with the base URL, both credentials and both keys', () => {
    const printed: unknown = JSON.parse(line);
    const handout = seedHandout.extend({ baseUrl: z.url() }).parse(printed);
    expect(handout.baseUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(handout.credentials.teamMember).toBeDefined();
    expect(handout.publicKey).toMatch(/^pk_/);
    expect(handout.privateKey).toMatch(/^sk_/);
  });

  it('serves the demo data: the administrator pages account 1001 in pages of 500 (D8)', async () => {
    const { baseUrl, credentials } = JSON.parse(line);
    const json = { accept: 'application/json', 'content-type': 'application/json' };
    const created = await fetch(`${baseUrl}/rest/vendor/v1/session`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify(credentials.administrator),
    });
    expect(created.status).toBe(200);
    const { sessionKey, sessionToken } = await created.json();
    const page = async (n: number) => {
      const answer = await fetch(`${baseUrl}/rest/vendor/v1/applications?accountId=1001&pageNumber=${n}`, {
        headers: { ...json, 'x-session-key': sessionKey, 'x-session-token': sessionToken },
      });
      expect(answer.status).toBe(200);
      return answer.json();
    };
    const first = await page(1);
    expect(first.applications).toHaveLength(500);
    expect(first.hasMoreRecords).toBe(1);
    const third = await page(3);
    expect(third.applications.length).toBeGreaterThan(0);
    expect(third.hasMoreRecords).toBe(0);
  });

  it('refuses --port abc with exit code 2 and says why', async () => {
    const { code, stderr } = await refusal('--port', 'abc');
    expect(code).toBe(2);
    expect(stderr).toContain('--port');
    expect(stderr).toContain('usage:');
  });

  it('refuses --seed nope with exit code 2 and names the seeds', async () => {
    const { code, stderr } = await refusal('--seed', 'nope');
    expect(code).toBe(2);
    expect(stderr).toContain('--seed');
    expect(stderr).toContain('demo, empty');
  });

  it('--help lists every option with its default and its environment variable; --version says the package’s', async () => {
    const { code, stdout } = await ended(sandboxProcess('--help'));
    expect(code).toBe(0);
    for (const [option, variable] of [
      ['--port N', 'SANDBOX_PORT'],
      ['--host HOST', 'SANDBOX_HOST'],
      ['--data DIR', 'SANDBOX_DATA'],
      ['--decision-delay DURATION', 'SANDBOX_DECISION_DELAY'],
      ['--seed demo|empty', 'SANDBOX_SEED'],
    ] as const)
      expect(stdout).toMatch(new RegExp(`^  ${option.replace('|', '\\|')} .*; or ${variable}$`, 'm'));
    expect(stdout).toContain('(default 127.0.0.1)');
    expect(stdout).toContain('(default 180s)');
    expect(stdout).toContain('(default demo)');
    const version = await ended(sandboxProcess('--version'));
    const { version: packageVersion } = JSON.parse(await readFile(join(root, 'package.json'), 'utf8')) as { version: string };
    expect(version).toMatchObject({ code: 0, stdout: `${packageVersion}\n` });
  });

  it('takes each option from its environment variable, a flag winning, and names the variable when refusing it', async () => {
    const empty = withEnv({ SANDBOX_SEED: 'empty', SANDBOX_PORT: '1' }, '--port', '0');
    try {
      const printed = JSON.parse(await firstLine(empty)) as { baseUrl: string; credentials: Record<string, unknown>; publicKey: unknown };
      // D28's empty seed: one administrator, no team member, no checkout keys (the demo seed has all three).
      expect(Object.keys(printed.credentials)).toEqual(['administrator']);
      expect(printed.publicKey).toBeNull();
      // --port 0 won over SANDBOX_PORT=1.
      expect(printed.baseUrl).toMatch(/^http:\/\/127\.0\.0\.1:(?!1$)\d+$/);
    } finally {
      empty.kill('SIGTERM');
      await once(empty, 'exit');
    }
    const refused = await ended(withEnv({ SANDBOX_DECISION_DELAY: 'soon' }));
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain('SANDBOX_DECISION_DELAY: "soon" is not a duration');
  });
});
