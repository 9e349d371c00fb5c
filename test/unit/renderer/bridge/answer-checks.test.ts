import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { channels, contract } from '../../../../shared/contract';
import { outputSchemaOf, resultCheck } from '../../../../renderer/bridge/answer-checks';

// K15: the bridge client checks each answer with the first screen's schemas or the whole contract's, fetched on demand
// (issue 37); they must be the
// contract's own, channel for channel, or the browser host would trust something the contract does not promise.

describe('the bridge client’s answer checks', () => {
  it('find every channel’s output schema, the very one the contract holds', async () => {
    for (const channel of channels) expect(await outputSchemaOf(channel), channel).toBe(contract[channel].output);
  });

  it('check an answer as the contract’s result: the output, or a kiosk error', async () => {
    const check = await resultCheck('calculator:repayment');
    expect(z.safeParse(check, { ok: true, data: { repaymentAmount: 'lots' } }).success).toBe(false);
    expect(z.safeParse(check, { ok: false, error: { code: 'locked', message: 'The kiosk is locked.' } }).success).toBe(true);
    expect(await resultCheck('calculator:repayment')).toBe(check);
  });
});
