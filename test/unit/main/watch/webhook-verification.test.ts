import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sign } from '../../../../shared/signature';
import { SeenTokens } from '../../../../main/watch/seen-tokens';
import { verifyWebhook } from '../../../../main/watch/webhook-verification';

const privateKey = 'pk_test_watch_unit_0123456789abcdef';
const now = Date.parse('2026-11-22T04:00:00Z');
const nowSeconds = now / 1000;
const token = 'T'.repeat(25) + 'k'.repeat(25);

async function body(fields: { timestamp?: number; token?: string; key?: string; status?: string } = {}) {
  const timestamp = String(fields.timestamp ?? nowSeconds);
  const tokenValue = fields.token ?? token;
  const signature = await sign(fields.key ?? privateKey, timestamp, tokenValue);
  return { id: '4242', reference_number: 'INV-1', status: fields.status ?? 'APPROVED', timestamp, token: tokenValue, signature };
}

const check = (seenTokens = new SeenTokens()) => ({ privateKey, now, seenTokens });

describe('verifyWebhook (D26)', () => {
  it('accepts a well-signed, fresh event and reports it', async () => {
    const verdict = await verifyWebhook(JSON.stringify(await body()), check());
    expect(verdict).toEqual({
      accepted: true,
      report: { applicationId: '4242', status: 'APPROVED', reference_number: 'INV-1', sentAt: now },
    });
  });

  it('refuses with 406: one character of the signature flipped, another key, a missing signature', async () => {
    const good = await body();
    const flipped = {
      ...good,
      signature: `${good.signature.slice(0, 10)}${good.signature[10] === 'a' ? 'b' : 'a'}${good.signature.slice(11)}`,
    };
    const { signature: _dropped, ...unsigned } = good;
    for (const message of [flipped, await body({ key: 'pk_someone_else' }), unsigned, { ...good, signature: 42 }]) {
      expect(await verifyWebhook(JSON.stringify(message), check())).toMatchObject({ accepted: false, http: 406 });
    }
  });

  it('refuses a timestamp more than 24 h old or more than 5 min ahead, and accepts the limits themselves', async () => {
    const at = async (timestamp: number) => (await verifyWebhook(JSON.stringify(await body({ timestamp })), check())).accepted;
    expect(await at(nowSeconds - 86_400 - 1)).toBe(false);
    expect(await at(nowSeconds + 300 + 1)).toBe(false);
    expect(await at(nowSeconds - 86_400)).toBe(true);
    expect(await at(nowSeconds + 300)).toBe(true);
  });

  it('refuses a token seen in the last 24 h, even freshly signed again', async () => {
    const seen = new SeenTokens();
    expect((await verifyWebhook(JSON.stringify(await body()), check(seen))).accepted).toBe(true);
    expect(await verifyWebhook(JSON.stringify(await body()), check(seen))).toMatchObject({
      accepted: false,
      http: 406,
      reason: 'token already seen',
    });
    expect(await verifyWebhook(JSON.stringify(await body({ timestamp: nowSeconds - 60 })), check(seen))).toMatchObject({
      accepted: false,
      http: 406,
    });
  });

  it('refuses a signed body that is not a status event, and remembers no token of a refused message', async () => {
    const seen = new SeenTokens();
    expect(await verifyWebhook(JSON.stringify(await body({ status: 'SHIPPED' })), check(seen))).toMatchObject({
      accepted: false,
      http: 406,
    });
    expect(await verifyWebhook(JSON.stringify(await body({ key: 'other' })), check(seen))).toMatchObject({ accepted: false, http: 406 });
    expect(seen.size).toBe(0);
  });

  it('answers 429 rather than forget a token early when its memory is full', async () => {
    const seen = new SeenTokens(1);
    expect((await verifyWebhook(JSON.stringify(await body()), check(seen))).accepted).toBe(true);
    expect(await verifyWebhook(JSON.stringify(await body({ token: 'another-token' })), check(seen))).toMatchObject({
      accepted: false,
      http: 429,
    });
  });

  it('never throws and never accepts whatever text arrives (property)', async () => {
    const jsonish = fc.oneof(
      fc.string(),
      fc.json(),
      fc
        .record({ signature: fc.anything(), timestamp: fc.anything(), token: fc.anything(), id: fc.anything(), status: fc.anything() })
        .map((value) => JSON.stringify(value)),
    );
    await fc.assert(
      fc.asyncProperty(jsonish, async (text) => {
        const verdict = await verifyWebhook(text, check());
        expect(verdict).toMatchObject({ accepted: false, http: 406 });
      }),
      { numRuns: 300 },
    );
  });
});
