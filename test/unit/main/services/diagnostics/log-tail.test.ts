import { mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { lastLogLines } from '../../../../../main/services/diagnostics/log-tail';

// K12: the diagnostics carry the last lines main logged: from the newest file, then the one rotated before it, in
// the order written, each scrubbed once more.

const line = (n: number) => JSON.stringify({ level: 30, msg: `line ${n}` });

describe('the last log lines (K12)', () => {
  let folder: string;
  beforeEach(async () => {
    folder = await mkdtemp(join(tmpdir(), 'log-tail-'));
  });
  afterEach(() => rm(folder, { recursive: true, force: true }));

  it('takes the newest lines, reaching into the rotated file for the rest, oldest first', async () => {
    await writeFile(join(folder, 'main.1.log'), `${[1, 2, 3, 4].map(line).join('\n')}\n`);
    await writeFile(join(folder, 'main.log'), `${[5, 6].map(line).join('\n')}\n`);
    // A rotation keeps both files' times close: the lower number is still the newer file.
    const at = new Date();
    await utimes(join(folder, 'main.1.log'), at, at);
    await utimes(join(folder, 'main.log'), at, at);
    expect(await lastLogLines(folder, 3)).toEqual({ files: ['main.log', 'main.1.log'], lines: [4, 5, 6].map(line) });
    expect((await lastLogLines(folder, 200)).lines).toEqual([1, 2, 3, 4, 5, 6].map(line));
  });

  it('passes each line through the scrub again: no email, mobile or token-like string', async () => {
    const leaked = JSON.stringify({ msg: 'sent to jo.bloggs@example.com on 0412 345 678 with Zx8vQ2mP9rT4wY7uK1nB5cD3' });
    await writeFile(join(folder, 'main.log'), `${leaked}\n`);
    const { lines } = await lastLogLines(folder);
    expect(lines).toEqual([JSON.stringify({ msg: 'sent to [email] on [mobile] with [redacted]' })]);
  });

  it('reads only the end of a large file, and leaves out the line its start cut', async () => {
    const long = Array.from({ length: 20_000 }, (_, n) => line(n)).join('\n');
    await writeFile(join(folder, 'main.log'), `${long}\n`);
    const { lines } = await lastLogLines(folder, 200);
    expect(lines).toHaveLength(200);
    expect(lines.at(-1)).toBe(line(19_999));
    expect(lines[0]).toBe(line(19_800));
    for (const each of lines) expect(() => JSON.parse(each) as unknown).not.toThrow();
  });

  it('says so when there is no log yet', async () => {
    expect(await lastLogLines(join(folder, 'logs'))).toEqual({ files: [], lines: [], note: expect.stringMatching(/^No log file yet/) });
  });
});
