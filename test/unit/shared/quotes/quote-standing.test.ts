import { describe, expect, it } from 'vitest';
import { quoteActionsAllowed, quoteStanding, standingOfQuote } from '../../../../shared/quotes/quote-standing';

// D17: the screens offer resend and cancel exactly where the service accepts them; the sandbox refuses by the same rule.

const now = Date.parse('2031-03-15T02:00:00Z');
const later = '2031-04-01T00:00:00+00:00';
const earlier = '2031-03-15T01:59:59+00:00';

describe('what may be done to a quote (D17)', () => {
  it('an open quote (sent, active, not yet expired) may be resent and cancelled', () => {
    const standing = standingOfQuote({ status: 'SENT', active: 1, expires: later }, now);
    expect(standing).toBe('open');
    expect(quoteActionsAllowed(standing)).toEqual(['resend', 'cancel']);
  });

  it('applied, cancelled or expired: neither resend nor cancel', () => {
    expect(standingOfQuote({ status: 'COMPLETED', active: 1, expires: later }, now)).toBe('applied');
    expect(standingOfQuote({ status: 'SENT', active: 0, expires: later }, now)).toBe('cancelled');
    expect(standingOfQuote({ status: 'SENT', active: 1, expires: earlier }, now)).toBe('expired');
    for (const standing of ['applied', 'cancelled', 'expired'] as const) expect(quoteActionsAllowed(standing)).toEqual([]);
  });

  it('applied wins over cancelled, cancelled over expired, as the service refuses them', () => {
    expect(standingOfQuote({ status: 'COMPLETED', active: 0, expires: earlier }, now)).toBe('applied');
    expect(standingOfQuote({ status: 'SENT', active: 0, expires: earlier }, now)).toBe('cancelled');
  });

  it('expires at the instant itself, by the clock it is given (the service clock, not the kiosk one)', () => {
    const expiresAt = Date.parse(later);
    expect(quoteStanding({ status: 'SENT', active: true, expiresAt }, expiresAt - 1)).toBe('open');
    expect(quoteStanding({ status: 'SENT', active: true, expiresAt }, expiresAt)).toBe('expired');
  });
});
