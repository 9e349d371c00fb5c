import { describe, expect, it, vi } from 'vitest';
import { buildKioskApi, type Invoke } from '../../../preload/kiosk-api';

describe('buildKioskApi', () => {
  it('groups one function per channel by domain, each calling its own channel', async () => {
    const invoke = vi.fn<Invoke>(async () => ({ ok: true, data: { token: 'abc' } }));
    const kiosk = buildKioskApi(invoke);
    expect(await kiosk.secureCode.send({ mobile: '0412345678' })).toEqual({ ok: true, data: { token: 'abc' } });
    expect(invoke).toHaveBeenCalledWith('secureCode:send', { mobile: '0412345678' });
  });

  it('sends an empty input for channels that need none', async () => {
    const invoke = vi.fn<Invoke>(async () => ({ ok: true, data: { quotes: [], hasMoreRecords: false } }));
    await buildKioskApi(invoke).quotes.list();
    expect(invoke).toHaveBeenCalledWith('quotes:list', {});
  });

  it('passes typed errors on as they are', async () => {
    const error = { code: 'locked', message: 'The kiosk is locked.' };
    const kiosk = buildKioskApi(async () => ({ ok: false, error }));
    expect(await kiosk.quotes.list()).toEqual({ ok: false, error });
  });

  it('turns an answer the contract does not promise into a typed error', async () => {
    const kiosk = buildKioskApi(async () => ({ ok: true, data: { repaymentAmount: 'lots' } }));
    const answer = await kiosk.calculator.repayment({ totalPurchaseAmount: 1, depositAmount: 0, repaymentTerm: 12, includeFees: true });
    expect(answer).toEqual({ ok: false, error: { code: 'unavailable', message: expect.any(String) } });
  });

  it('turns a failed call into a typed error, never a rejection', async () => {
    const kiosk = buildKioskApi(() => Promise.reject(new Error('An object could not be cloned.')));
    await expect(kiosk.session.status()).resolves.toEqual({ ok: false, error: { code: 'unavailable', message: expect.any(String) } });
  });
});
