import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { kioskOptionsFileName, KioskOptionsStore } from '../../../../main/settings/kiosk-options-store';
import { kioskOptions } from '../../../../shared/contract/kiosk-options';
import { defaultKioskOptions } from '../../../../shared/kiosk-option-defaults';

describe('KioskOptionsStore (K4: 120 s, configurable)', () => {
  let dir: string;
  let warnings: string[];
  let store: KioskOptionsStore;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'kiosk-options-'));
    warnings = [];
    store = new KioskOptionsStore(dir, (message) => void warnings.push(message));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('starts from defaults the contract accepts as they are', () => {
    expect(kioskOptions.parse(defaultKioskOptions)).toEqual(defaultKioskOptions);
  });

  it('is K4’s defaults on a new laptop, quietly', async () => {
    expect(await store.read()).toEqual(defaultKioskOptions);
    expect(defaultKioskOptions).toEqual({
      staffIdleSeconds: 120,
      customerIdleSeconds: 600,
      kioskMode: false,
      updateChannel: 'stable',
      quietHour: 3,
      startAtLogin: false,
      branch: { tradingName: '', address: '', phone: '', abn: '' },
    });
    expect(warnings).toEqual([]);
  });

  it('keeps what was saved, for the next start and for the checks that run every few seconds', async () => {
    const chosen = { ...defaultKioskOptions, staffIdleSeconds: 300, customerIdleSeconds: 900, kioskMode: true, quietHour: 22 };
    await store.write(chosen);
    expect(store.latest).toEqual(chosen);
    const nextStart = new KioskOptionsStore(dir, () => undefined);
    expect(nextStart.latest).toEqual(defaultKioskOptions);
    expect(await nextStart.read()).toEqual(chosen);
    expect(nextStart.latest).toEqual(chosen);
  });

  it('falls back to the defaults, says why, and leaves a damaged file as it is', async () => {
    const path = join(dir, kioskOptionsFileName);
    for (const text of [
      '{not json',
      JSON.stringify({ version: 1, options: { staffIdleSeconds: 5, customerIdleSeconds: 600, kioskMode: false } }),
    ]) {
      await writeFile(path, text);
      expect(await store.read()).toEqual(defaultKioskOptions);
      expect(await readFile(path, 'utf8')).toBe(text);
    }
    expect(warnings).toHaveLength(2);
    expect(warnings[0]).toContain('does not hold valid kiosk options');
  });

  it('reads options saved before updates had options, with the update defaults (K13) and no branch details (issue 38)', async () => {
    const before = { staffIdleSeconds: 300, customerIdleSeconds: 900, kioskMode: true };
    await writeFile(join(dir, kioskOptionsFileName), JSON.stringify({ version: 1, options: before }));
    expect(await store.read()).toEqual({
      ...before,
      updateChannel: 'stable',
      quietHour: 3,
      startAtLogin: false,
      branch: { tradingName: '', address: '', phone: '', abn: '' },
    });
  });

  it('keeps the branch’s details and refuses a wrong ABN (issue 38 item 7)', async () => {
    const branch = {
      tradingName: 'Harbour Solar',
      address: '12 Harbour Street, Sydney NSW 2000',
      phone: '02 9876 5432',
      abn: '51 824 753 556',
    };
    await store.write({ ...defaultKioskOptions, branch });
    expect((await new KioskOptionsStore(dir, () => undefined).read()).branch).toEqual(branch);
    await expect(store.write({ ...defaultKioskOptions, branch: { ...branch, abn: '51 824 753 557' } })).rejects.toThrow();
  });

  it('tells the host each time options are saved, so start at login follows at once', async () => {
    const told: unknown[] = [];
    const toldStore = new KioskOptionsStore(
      dir,
      () => undefined,
      (options) => void told.push(options),
    );
    await toldStore.write({ ...defaultKioskOptions, startAtLogin: true });
    expect(told).toEqual([{ ...defaultKioskOptions, startAtLogin: true }]);
  });

  it('refuses to save limits outside what K4 allows', async () => {
    await expect(store.write({ ...defaultKioskOptions, staffIdleSeconds: 5 })).rejects.toThrow();
    await expect(store.write({ ...defaultKioskOptions, quietHour: 24 })).rejects.toThrow();
    expect(await store.read()).toEqual(defaultKioskOptions);
  });
});
