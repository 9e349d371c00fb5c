import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { seedHandout } from '../../../shared/wire/control';

// D29: `npm run sandbox -- --port 0` is `node --import tsx sandbox/cli.ts`; it prints one JSON line once
// listening, and refuses bad flags with exit code 2 and a message.

const root = fileURLToPath(new URL('../../../', import.meta.url));

function sandboxProcess(...flags: string[]): ChildProcessWithoutNullStreams {
  return spawn(process.execPath, ['--import', 'tsx', 'sandbox/cli.ts', ...flags], { cwd: root });
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

async function refusal(...flags: string[]): Promise<{ code: number | null; stderr: string }> {
  const child = sandboxProcess(...flags);
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const [code] = (await once(child, 'exit')) as [number | null];
  return { code, stderr };
}

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
});
