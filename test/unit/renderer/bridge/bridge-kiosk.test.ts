import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserKiosk } from '../../../../renderer/bridge/bridge-kiosk';

// The browser host's window.kiosk: each call goes to its own channel over the bridge, and its answer is checked
// against the contract (K15), with the first screen's schemas or the whole contract's, fetched on demand (issue 37).

afterEach(() => vi.unstubAllGlobals());

function bridgeAnswering(answer: unknown) {
  const fetchBridge = vi.fn<typeof fetch>(async () => Response.json(answer));
  vi.stubGlobal('fetch', fetchBridge);
  return fetchBridge;
}

describe('browserKiosk', () => {
  it('posts a call to its own channel and passes a typed error on as it is', async () => {
    const error = { code: 'locked', message: 'The kiosk is locked.' };
    const fetchBridge = bridgeAnswering({ ok: false, error });
    expect(await browserKiosk().outbox.list()).toEqual({ ok: false, error });
    expect(fetchBridge).toHaveBeenCalledWith('/bridge/outbox:list', expect.objectContaining({ method: 'POST', body: '{}' }));
  });

  it('turns an answer the contract does not promise into a typed error, with the first screen’s schemas and with the whole contract’s', async () => {
    bridgeAnswering({ ok: true, data: { repaymentAmount: 'lots' } });
    const unavailable = { ok: false, error: { code: 'unavailable', message: expect.any(String) } };
    const kiosk = browserKiosk();
    expect(await kiosk.calculator.repayment({ totalPurchaseAmount: 1, depositAmount: 0, repaymentTerm: 12, includeFees: true })).toEqual(
      unavailable,
    );
    expect(await kiosk.quotes.list()).toEqual(unavailable);
  });
});
