import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFileLogger } from '../../../../main/core/logger';

// K12: JSON lines with ids, counts, states and codes; a customer's details and secrets are taken out by the name of
// the field that carries them, and by a last scrub of the whole line for what a message or an error carries.

describe('the file logger', () => {
  let folder: string;
  afterEach(async () => {
    vi.restoreAllMocks();
    await rm(folder, { recursive: true, force: true });
  });

  async function lines(): Promise<Record<string, unknown>[]> {
    const text = await readFile(join(folder, 'main.log'), 'utf8');
    return text
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as Record<string, unknown>);
  }

  it('writes one JSON line per call, with its level, time, message and fields', async () => {
    folder = await mkdtemp(join(tmpdir(), 'logger-'));
    const log = createFileLogger({ folder, console: false });
    log.info('outbox: written down', { outboxId: 'o1', kind: 'quote', state: 'pending' });
    log.warn('watch: could not check', { failures: 2 });
    log.close();
    expect(await lines()).toEqual([
      expect.objectContaining({ level: 30, msg: 'outbox: written down', outboxId: 'o1', kind: 'quote', state: 'pending' }),
      expect.objectContaining({ level: 40, msg: 'watch: could not check', failures: 2, time: expect.stringMatching(/^\d{4}-/) }),
    ]);
  });

  it('censors the fields that carry a customer or a secret, by name', async () => {
    folder = await mkdtemp(join(tmpdir(), 'logger-'));
    const log = createFileLogger({ folder, console: false });
    const fields = {
      first_name: 'Ada',
      last_name: 'Lovelace',
      dob: '1985-03-14',
      address: '1 Main St',
      pin: '2468',
      apiSecret: 'shh',
      count: 3,
    };
    log.info('a line that should never carry these', fields);
    log.close();
    const [line] = await lines();
    expect(line).toMatchObject({
      first_name: '[redacted]',
      last_name: '[redacted]',
      dob: '[redacted]',
      address: '[redacted]',
      pin: '[redacted]',
    });
    expect(line).toMatchObject({ apiSecret: '[redacted]', count: 3 });
  });

  it('scrubs emails, mobiles and token-like strings from messages and errors, and keeps profile ids', async () => {
    folder = await mkdtemp(join(tmpdir(), 'logger-'));
    const log = createFileLogger({ folder, console: false });
    const token = 'Zk3v9QmT0pLr8sXw2yBn4cHd6eJa1uGo';
    const profileId = '0b9d4c3e-6f1a-4e2b-9c8d-7a6b5c4d3e2f';
    log.warn('sent to ada@example.com.au on 0412 345 678 and +61412345679', { profileId });
    log.error('session refused', new Error(`token ${token} refused`, { cause: new Error(token) }));
    log.close();
    const text = await readFile(join(folder, 'main.log'), 'utf8');
    expect(text).not.toMatch(/ada@example|0412 345 678|412345679/);
    expect(text).not.toContain(token);
    expect(text).toContain('[email]');
    expect(text).toContain('[mobile]');
    expect(text).toContain(profileId);
    const [, failure] = await lines();
    expect(failure).toMatchObject({ level: 50, error: { type: 'Error', message: 'token [redacted] refused' } });
    expect(String((failure?.['error'] as { stack: string }).stack)).toMatch(/caused by Error: \[redacted\]/);
  });

  it('tells the console of warnings and errors only, as one plain scrubbed line', async () => {
    folder = await mkdtemp(join(tmpdir(), 'logger-'));
    const printed: string[] = [];
    vi.spyOn(console, 'warn').mockImplementation((text: string) => void printed.push(`warn ${text}`));
    vi.spyOn(console, 'error').mockImplementation((text: string) => void printed.push(`error ${text}`));
    const log = createFileLogger({ folder });
    log.info('quiet on the console');
    log.warn('No OS keychain for ada@example.com', { profiles: 0 });
    log.error('could not start', new Error('boom'));
    log.close();
    expect(printed).toEqual([
      'warn No OS keychain for [email] {"profiles":0}',
      expect.stringMatching(/^error could not start: Error: boom\n\s+at /),
    ]);
    expect(await lines()).toHaveLength(3);
  });
});
