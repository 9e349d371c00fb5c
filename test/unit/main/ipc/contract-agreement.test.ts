import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MemoryStore } from '../../../../main/credentials/memory-store';
import { contractHandlers } from '../../../../main/ipc/contract-handlers';
import { registerContract } from '../../../../main/ipc/registry';
import { createKiosk } from '../../../../main/compose';
import { connectServiceClient } from '../../../../main/vendor/service-client';
import { buildKioskApi } from '../../../../shared/contract/kiosk-api';
import { channels, contract, eventIpcChannel, events, kioskEvents } from '../../../../shared/contract';

// One contract, three uses (docs/house-plan.md): the contract's channels, the handlers main registers and the
// functions window.kiosk offers are the same set, with the same names.

const noSandbox = () => Promise.reject(new Error('not started in this test'));
const log = { info: () => undefined, warn: () => {}, error: () => {} };

describe('contract, registry and preload agree', () => {
  it('have the same channels, by the same names', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'agreement-'));
    try {
      const kiosk = await createKiosk({
        userDataDir: dir,
        keychain: new MemoryStore(),
        connectVendor: connectServiceClient,
        startTrainingSandbox: noSandbox,
        now: Date.now,
        log,
      });
      const handlers = contractHandlers(kiosk.services);
      const registered: string[] = [];
      registerContract({ handle: (channel) => void registered.push(channel) }, handlers, log, () => false);

      const api = buildKioskApi(
        async () => undefined,
        () => () => undefined,
      );
      const exposed = Object.entries(api).flatMap(([domain, functions]) =>
        domain === 'on' ? [] : Object.keys(functions).map((verb) => `${domain}:${verb}`),
      );

      const names = Object.keys(contract).sort();
      expect(names.length).toBeGreaterThanOrEqual(27);
      expect([...channels].sort()).toEqual(names);
      expect(Object.keys(handlers).sort()).toEqual(names);
      expect(registered.sort()).toEqual(names);
      expect(exposed.sort()).toEqual(names);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('names every channel domain:verb, in camelCase, so it reads as kiosk.domain.verb()', () => {
    for (const channel of channels) expect(channel).toMatch(/^[a-z][a-zA-Z]*:[a-z][a-zA-Z]*$/);
  });

  it('offers only named functions, never a generic invoke, and `on` for the contract events', () => {
    const api = buildKioskApi(
      async () => undefined,
      () => () => undefined,
    );
    const { on, ...domains } = api;
    const members = Object.values(domains).flatMap((functions) => Object.values(functions));
    expect(members).toHaveLength(channels.length);
    for (const member of members) expect(member).toBeTypeOf('function');
    expect(on).toBeTypeOf('function');
  });

  it('names every event domain:verb too, on an IPC name no request channel can take', () => {
    expect([...kioskEvents].sort()).toEqual(Object.keys(events).sort());
    for (const event of kioskEvents) {
      expect(event).toMatch(/^[a-z][a-zA-Z]*:[a-z][a-zA-Z]*$/);
      expect(channels).not.toContain(eventIpcChannel(event));
      expect(channels.map(String)).not.toContain(event);
    }
    // `on` is a member of window.kiosk, so no channel's domain may be called that.
    expect(channels.some((channel) => channel.startsWith('on:'))).toBe(false);
  });
});
