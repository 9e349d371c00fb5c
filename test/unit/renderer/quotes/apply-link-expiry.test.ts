import { describe, expect, it } from 'vitest';
import { applyLinkExpiryWords } from '../../../../renderer/screens/quotes/apply-link-expiry';

// D17: a quote's link works for 30 days; the words count the days left by the service's clock, never below none.

const dayMs = 86_400_000;
const expires = '2026-12-24T01:00:00.000Z';
const at = Date.parse(expires);
// The test's own reading of the day, in the machine's time zone as the kiosk shows it.
const day = new Date(at).toLocaleDateString('en-AU', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }).replace(',', '');

describe('applyLinkExpiryWords', () => {
  it('names the day in full and counts whole days left, rounding a part day up', () => {
    expect(applyLinkExpiryWords(expires, at - 30 * dayMs)).toBe(`Works until ${day} — 30 days`);
    expect(applyLinkExpiryWords(expires, at - 29.5 * dayMs)).toBe(`Works until ${day} — 30 days`);
    expect(applyLinkExpiryWords(expires, at - 1)).toBe(`Works until ${day} — 1 day`);
    expect(applyLinkExpiryWords(expires, at + dayMs)).toBe(`Works until ${day} — 0 days`);
  });
});
