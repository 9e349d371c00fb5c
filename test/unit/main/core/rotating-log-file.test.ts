import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { RotatingLogFile } from '../../../../main/core/rotating-log-file';

// K12: about 10 MB × 5 in the kiosk; here a few hundred bytes × 3, so rotation is seen in a moment.

describe('RotatingLogFile', () => {
  let folder: string;
  afterEach(() => rm(folder, { recursive: true, force: true }));

  const line = (n: number) => `${JSON.stringify({ n, msg: 'x'.repeat(40) })}\n`;

  it('rotates before a line would pass the limit, keeps the newest files and drops the oldest', async () => {
    folder = await mkdtemp(join(tmpdir(), 'log-rotation-'));
    const file = new RotatingLogFile({ folder, maxBytes: 200, files: 3 });
    for (let n = 0; n < 40; n++) file.write(line(n));
    file.close();
    expect((await readdir(folder)).sort()).toEqual(['main.1.log', 'main.2.log', 'main.log']);
    for (const name of ['main.log', 'main.1.log', 'main.2.log']) expect((await stat(join(folder, name))).size).toBeLessThanOrEqual(200);
    const numbers = async (name: string) =>
      (await readFile(join(folder, name), 'utf8'))
        .trim()
        .split('\n')
        .map((text) => (JSON.parse(text) as { n: number }).n);
    const newest = await numbers('main.log');
    expect(newest.at(-1)).toBe(39);
    // Oldest to newest across the files, with nothing torn and nothing out of order.
    const kept = [...(await numbers('main.2.log')), ...(await numbers('main.1.log')), ...newest];
    expect(kept).toEqual(Array.from({ length: kept.length }, (_, i) => 40 - kept.length + i));
    expect(kept.length).toBeLessThan(40);
  });

  it('goes on appending to the file an earlier run left, counting its size', async () => {
    folder = await mkdtemp(join(tmpdir(), 'log-rotation-'));
    const first = new RotatingLogFile({ folder, maxBytes: 200, files: 2 });
    first.write(line(1));
    first.close();
    const second = new RotatingLogFile({ folder, maxBytes: 200, files: 2 });
    second.write(line(2));
    second.write(line(3));
    second.write(line(4));
    second.close();
    expect(await readFile(join(folder, 'main.1.log'), 'utf8')).toBe(line(1) + line(2) + line(3));
    expect(await readFile(join(folder, 'main.log'), 'utf8')).toBe(line(4));
  });

  it('keeps its files owner-only', async () => {
    folder = await mkdtemp(join(tmpdir(), 'log-rotation-'));
    const file = new RotatingLogFile({ folder: join(folder, 'logs'), maxBytes: 100, files: 2 });
    file.write(line(1));
    file.write(line(2));
    file.close();
    for (const name of await readdir(join(folder, 'logs'))) expect((await stat(join(folder, 'logs', name))).mode & 0o077).toBe(0);
  });
});
