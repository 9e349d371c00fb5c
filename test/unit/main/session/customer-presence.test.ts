import { describe, expect, it } from 'vitest';
import { customerBeingServed, presenceOf } from '../../../../main/session/customer-presence';

// Is a customer being served? Customer mode, or the screens unlocked and touched within the idle limit (K4, K13).

const base = { customerMode: false, locked: false, userIdleSeconds: 10, staffIdleSeconds: 120 };

describe('presenceOf', () => {
  it('counts screens touched within the idle limit, unlocked, as in use', () => {
    expect(presenceOf(base)).toEqual({ customerMode: false, screensInUse: true });
    expect(presenceOf({ ...base, userIdleSeconds: 120 })).toEqual({ customerMode: false, screensInUse: false });
    expect(presenceOf({ ...base, locked: true })).toEqual({ customerMode: false, screensInUse: false });
  });

  it('counts unlocked screens as in use where the host cannot tell idleness (the browser host)', () => {
    expect(presenceOf({ ...base, userIdleSeconds: null }).screensInUse).toBe(true);
  });

  it('customer mode is a customer served, however long untouched', () => {
    const presence = presenceOf({ ...base, customerMode: true, locked: true, userIdleSeconds: 5000 });
    expect(customerBeingServed(presence)).toBe(true);
    expect(customerBeingServed(presenceOf({ ...base, userIdleSeconds: 5000 }))).toBe(false);
  });
});
