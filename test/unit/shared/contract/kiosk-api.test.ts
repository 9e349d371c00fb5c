import { describe, expect, it, vi } from 'vitest';
import { buildKioskApi, type Invoke, type Listen } from '../../../../shared/contract/kiosk-api';
import type { StatusChange } from '../../../../shared/contract/watch';

const noEvents: Listen = () => () => undefined;

describe('buildKioskApi', () => {
  it('groups one function per channel by domain, each calling its own channel', async () => {
    const invoke = vi.fn<Invoke>(async () => ({ ok: true, data: { token: 'abc' } }));
    const kiosk = buildKioskApi(invoke, noEvents);
    expect(await kiosk.secureCode.send({ mobile: '0412345678' })).toEqual({ ok: true, data: { token: 'abc' } });
    expect(invoke).toHaveBeenCalledWith('secureCode:send', { mobile: '0412345678' });
  });

  it('sends an empty input for channels that need none', async () => {
    const invoke = vi.fn<Invoke>(async () => ({ ok: true, data: { quotes: [], hasMoreRecords: false } }));
    await buildKioskApi(invoke, noEvents).quotes.list();
    expect(invoke).toHaveBeenCalledWith('quotes:list', {});
  });

  it('passes typed errors on as they are', async () => {
    const error = { code: 'locked', message: 'The kiosk is locked.' };
    const kiosk = buildKioskApi(async () => ({ ok: false, error }), noEvents);
    expect(await kiosk.quotes.list()).toEqual({ ok: false, error });
  });

  it('turns an answer the contract does not promise into a typed error', async () => {
    const kiosk = buildKioskApi(async () => ({ ok: true, data: { repaymentAmount: 'lots' } }), noEvents);
    const answer = await kiosk.calculator.repayment({ totalPurchaseAmount: 1, depositAmount: 0, repaymentTerm: 12, includeFees: true });
    expect(answer).toEqual({ ok: false, error: { code: 'unavailable', message: expect.any(String) } });
  });

  it('turns a failed call into a typed error, never a rejection', async () => {
    const kiosk = buildKioskApi(() => Promise.reject(new Error('An object could not be cloned.')), noEvents);
    await expect(kiosk.session.status()).resolves.toEqual({ ok: false, error: { code: 'unavailable', message: expect.any(String) } });
  });

  it('hands each event payload the contract promises to its handler, drops others with a warning, and unsubscribes', () => {
    const deliverers = new Map<string, (payload: unknown) => void>();
    const unsubscribed: string[] = [];
    const listen: Listen = (event, deliver) => {
      deliverers.set(event, deliver);
      return () => void unsubscribed.push(event);
    };
    const warnings: string[] = [];
    const kiosk = buildKioskApi(
      async () => undefined,
      listen,
      (message) => void warnings.push(message),
    );
    const heard: StatusChange[][] = [];
    const stop = kiosk.on('watch:statusChanged', ({ changes }) => void heard.push(changes));
    const change: StatusChange = {
      applicationId: '7',
      from: 'REFER',
      to: 'APPROVED',
      at: '2026-11-22T04:00:00+00:00',
      reference_number: '',
      applicant: 'Jamie',
    };
    deliverers.get('watch:statusChanged')?.({ changes: [change] });
    deliverers.get('watch:statusChanged')?.({ changes: [{ ...change, to: 'LOST' }] });
    deliverers.get('watch:statusChanged')?.('nonsense');
    expect(heard).toEqual([[change]]);
    expect(warnings).toEqual([expect.stringContaining('watch:statusChanged'), expect.stringContaining('watch:statusChanged')]);
    stop();
    expect(unsubscribed).toEqual(['watch:statusChanged']);
  });
});
