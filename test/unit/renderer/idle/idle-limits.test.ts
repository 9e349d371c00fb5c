import { describe, expect, it } from 'vitest';
import { customerIdleSeconds, staffIdleSeconds } from '../../../../shared/idle-limits';
import { idleLimitsFrom } from '../../../../renderer/idle-limits';

describe('idleLimitsFrom (K4, K6)', () => {
  it('is K4’s 120 s for staff and 10 minutes for a customer in customer mode by default', () => {
    expect(idleLimitsFrom('')).toEqual({ staffSeconds: 120, customerSeconds: 600 });
    expect(staffIdleSeconds).toBe(120);
    expect(customerIdleSeconds).toBe(600);
  });

  it('scales customer mode with a short staff limit, so tests never wait 10 real minutes', () => {
    expect(idleLimitsFrom('?idle=6')).toEqual({ staffSeconds: 6, customerSeconds: 30 });
  });

  it('takes a customer limit of its own', () => {
    expect(idleLimitsFrom('?idle=6&customerIdle=14')).toEqual({ staffSeconds: 6, customerSeconds: 14 });
    expect(idleLimitsFrom('?customerIdle=14')).toEqual({ staffSeconds: 120, customerSeconds: 14 });
  });

  it('keeps this kiosk’s own limits when there is no query', () => {
    const options = { staffIdleSeconds: 300, customerIdleSeconds: 900 };
    expect(idleLimitsFrom('', options)).toEqual({ staffSeconds: 300, customerSeconds: 900 });
    expect(idleLimitsFrom('?idle=6', options)).toEqual({ staffSeconds: 6, customerSeconds: 30 });
  });

  it('ignores limits that are not a number of seconds from 1 to an hour', () => {
    for (const search of ['?idle=', '?idle=0', '?idle=-5', '?idle=abc', '?idle=3601', '?customerIdle=0']) {
      expect(idleLimitsFrom(search)).toEqual({ staffSeconds: 120, customerSeconds: 600 });
    }
  });
});
