import { expect, it } from 'vitest';
import { endpoints } from '../../../shared/wire/endpoints';
import { startTestSandbox } from './harness';

// Issue 38: training restarts its in-memory sandbox at every kiosk start. Each start hands out ids from its start time
// on, so a later start never gives an id an earlier run gave (the kiosk's outbox and records would take it for theirs).

/** One start of an in-memory demo sandbox at `startedAt`, and the quote it makes. */
async function oneStart(startedAt: number): Promise<{ quoteId: string }> {
  const running = await startTestSandbox({ seed: 'demo', startedAt });
  try {
    const answer = await running.asAdmin('POST', endpoints.createQuote.path, {
      body: {
        account_id: running.accountId,
        first_name: 'Walk',
        last_name: 'Away',
        phone: '0412345678',
        email: 'walk.away@example.com',
        total_purchase_amount: 795_000,
        deposit_amount: 0,
        repayment_term: 24,
        product_category: 'solar-panel-package',
        product_description: '6.6 kW rooftop system',
      },
    });
    expect(answer.http).toBe(200);
    return { quoteId: answer.body.quote.id };
  } finally {
    await running.close();
  }
}

it('two starts of the same in-memory seed never give the same id to a new quote', async () => {
  const startedAt = Date.parse('2026-12-05T09:00:00Z');
  const first = await oneStart(startedAt);
  // The next start, a second later at the earliest.
  const second = await oneStart(startedAt + 1_000);
  expect(second.quoteId).not.toBe(first.quoteId);
  const number = (id: string) => Number(id.replace(/^quote_/, ''));
  expect(number(second.quoteId)).toBeGreaterThan(number(first.quoteId));
});
