import { describe, expect, it } from 'vitest';
import type { HandOver } from '../../../../shared/contract/hand-over';
import { handOver as handOverSchema } from '../../../../shared/contract/hand-over';
import type { SessionStatus } from '../../../../shared/contract/session';
import { HandOverService, type LockedSession } from '../../../../main/services/hand-over-service';

// K6 and K4: main holds the customer's screen only while the kiosk is locked for them, and forgets it after.

const alex: HandOver = handOverSchema.parse({
  customer: {
    firstName: 'Alex',
    lastName: 'Customer',
    email: 'alex@example.com',
    mobile: '0411 000 001',
    productCategory: 'Storage Battery(s)',
    productDescription: '10 kWh home battery',
  },
  totalCents: 500_001,
  depositCents: 0,
  termMonths: 12,
  repayment: { repaymentAmount: 19_691, instalments: 26 },
  legalTexts: [{ content_type: 'TNC', version: '2026-01-01T00:00:00+00:00', content: 'Sandbox terms' }],
});

function fakeSession() {
  let locked = false;
  const customerMode: boolean[] = [];
  const unlockListeners: (() => void)[] = [];
  const profileListeners: (() => void)[] = [];
  const session: LockedSession = {
    status: (): SessionStatus => ({ profile: null, locked, keychain: { available: true } }),
    onUnlock: (listener) => (unlockListeners.push(listener), () => undefined),
    onProfileChange: (listener) => (profileListeners.push(listener), () => undefined),
    setCustomerMode: async (on) => void customerMode.push(on),
  };
  return {
    session,
    customerMode,
    lock: () => (locked = true),
    unlock: () => {
      locked = false;
      for (const listener of unlockListeners) listener();
    },
    changeProfile: () => profileListeners.forEach((listener) => listener()),
  };
}

describe('HandOverService (K6, K4)', () => {
  it('keeps the hand-over while locked and gives it back on a reload; customer mode is written down first (K11)', async () => {
    const kiosk = fakeSession();
    const service = new HandOverService(kiosk.session);
    kiosk.lock();
    await service.keep(alex);
    expect(service.read()).toEqual({ handOver: alex });
    expect(kiosk.customerMode).toEqual([true]);
    await service.forget();
    expect(kiosk.customerMode).toEqual([true, false]);
  });

  it('refuses a hand-over while the kiosk is unlocked: it is only ever the locked customer’s', async () => {
    const kiosk = fakeSession();
    const service = new HandOverService(kiosk.session);
    await expect(service.keep(alex)).rejects.toThrow(/Lock the kiosk/);
    expect(kiosk.customerMode).toEqual([]);
    expect(service.read()).toEqual({ handOver: null });
  });

  it('forgets it when staff unlock, when the profile changes, and on the idle wipe', async () => {
    const kiosk = fakeSession();
    const service = new HandOverService(kiosk.session);
    kiosk.lock();
    await service.keep(alex);
    kiosk.unlock();
    kiosk.lock();
    expect(service.read()).toEqual({ handOver: null });

    await service.keep(alex);
    kiosk.changeProfile();
    expect(service.read()).toEqual({ handOver: null });

    await service.keep(alex);
    await service.forget();
    expect(service.read()).toEqual({ handOver: null });
  });

  it('never answers a hand-over once the kiosk is unlocked, even if no unlock was heard', async () => {
    let locked = true;
    const service = new HandOverService({
      status: () => ({ profile: null, locked, keychain: { available: true } }),
      onUnlock: () => () => undefined,
      onProfileChange: () => () => undefined,
      setCustomerMode: async () => undefined,
    });
    await service.keep(alex);
    locked = false;
    expect(service.read()).toEqual({ handOver: null });
    locked = true;
    expect(service.read()).toEqual({ handOver: null });
  });

  it('a forget while a keep is still writing customer mode down wins: the wiped screen never comes back (K4)', async () => {
    let written: () => void = () => undefined;
    const service = new HandOverService({
      status: () => ({ profile: null, locked: true, keychain: { available: true } }),
      onUnlock: () => () => undefined,
      onProfileChange: () => () => undefined,
      setCustomerMode: (on) => (on ? new Promise<void>((resolve) => (written = resolve)) : Promise.resolve()),
    });
    const kept = service.keep(alex);
    await service.forget();
    written();
    await kept;
    expect(service.read()).toEqual({ handOver: null });
  });
});
