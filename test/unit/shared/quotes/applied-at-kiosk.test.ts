import { describe, expect, it } from 'vitest';
import { appliedAtKioskWords, standingShown } from '../../../../shared/quotes/applied-at-kiosk';

// K10: the service holds a quote applied for at the kiosk as cancelled; the kiosk's record makes it applied.

const now = Date.parse('2026-11-10T00:00:00Z');
const cancelled = { status: 'SENT', active: 0, expires: '2026-12-01T00:00:00+00:00' } as const;

describe('where a quote stands as the kiosk shows it', () => {
  it('is the service’s standing without K10’s record', () => {
    expect(standingShown(cancelled, now)).toBe('cancelled');
    expect(standingShown({ ...cancelled, active: 1 }, now)).toBe('open');
  });

  it('is applied with it, whatever the service says (cancelled, or not yet: the cancel still queued)', () => {
    expect(standingShown({ ...cancelled, appliedAtKiosk: { applicationId: '4003257' } }, now)).toBe('applied');
    expect(standingShown({ ...cancelled, active: 1, appliedAtKiosk: { applicationId: '4003257' } }, now)).toBe('applied');
  });

  it('is applied when the funnel’s rule links it to an application made from it (issue 38 item 9)', () => {
    expect(standingShown({ ...cancelled, active: 1, appliedFor: { applicationId: '4003258' } }, now)).toBe('applied');
  });

  it('says so in one wording', () => {
    expect(appliedAtKioskWords('4003257')).toBe('Applied at the kiosk — application 4003257');
  });
});
