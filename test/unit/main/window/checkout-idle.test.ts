import { describe, expect, it } from 'vitest';
import { customerIdleSeconds, leaveIdleCheckout } from '../../../../main/window/checkout-idle';

const appOrigin = 'app://kiosk';

describe('leaveIdleCheckout (K4 on the service’s pages)', () => {
  it('leaves the hosted form once nobody has touched the kiosk for the idle time', () => {
    expect(leaveIdleCheckout('http://127.0.0.1:41234/checkout/form/abc', customerIdleSeconds, appOrigin)).toBe(true);
    expect(leaveIdleCheckout('https://finance.example/apply', 600, appOrigin)).toBe(true);
  });

  it('stays while the customer is still using it', () => {
    expect(leaveIdleCheckout('http://127.0.0.1:41234/checkout/form/abc', customerIdleSeconds - 1, appOrigin)).toBe(false);
  });

  it('leaves our own pages to their own idle timer, and a window with nothing loaded alone', () => {
    expect(leaveIdleCheckout('app://kiosk/?x=1#checkout-return', 10_000, appOrigin)).toBe(false);
    expect(leaveIdleCheckout('', 10_000, appOrigin)).toBe(false);
  });

  it('takes another limit', () => {
    expect(leaveIdleCheckout('http://127.0.0.1:41234/checkout', 30, appOrigin, 30)).toBe(true);
  });
});
