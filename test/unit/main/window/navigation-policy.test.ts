import { describe, expect, it } from 'vitest';
import { navigationDecision, windowOpenDecision, type NavigationPlaces } from '../../../../main/window/navigation-policy';

const appOrigin = 'app://kiosk';
const places: NavigationPlaces = { appOrigin, checkoutOrigin: null, checkoutReturnUrl: 'http://127.0.0.1:4310/checkout/return' };
const isAllowedNavigation = (url: string, origin: string) => navigationDecision(url, { ...places, appOrigin: origin }).action === 'allow';

describe('isAllowedNavigation', () => {
  it.each([
    'app://kiosk',
    'app://kiosk/',
    'app://kiosk/index.html',
    'app://kiosk/quotes/new?amount=500000#top',
    'app://kiosk/../../etc/passwd',
    'APP://KIOSK/index.html',
    '  app://kiosk/index.html',
  ])('allows our own page %s', (url) => {
    expect(isAllowedNavigation(url, appOrigin)).toBe(true);
  });

  it.each([
    ['a look-alike host', 'app://kiosk.evil.com/'],
    ['a host that merely starts with ours', 'app://kioskevil/'],
    ['a trailing-dot host', 'app://kiosk./'],
    ['a sub-domain of ours', 'app://evil.kiosk/'],
    ['userinfo hiding the real host', 'app://kiosk@evil/'],
    ['userinfo before our host', 'app://evil@kiosk/'],
    ['userinfo with a password', 'app://kiosk:pw@kiosk/'],
    ['a backslash trick', 'app://kiosk\\@evil.com/'],
    ['a percent-encoded host', 'app://kios%6B/'],
    ['another port', 'app://kiosk:443/'],
    ['no host', 'app:///kiosk/index.html'],
    ['no authority', 'app:kiosk'],
    ['http to the same name', 'http://kiosk/'],
    ['https elsewhere', 'https://evil.example/'],
    ['javascript:', 'javascript:alert(1)'],
    ['uppercase JAVASCRIPT:', 'JAVASCRIPT:alert(document.domain)'],
    ['file:', 'file:///etc/passwd'],
    ['uppercase FILE:', 'FILE:///C:/Windows/win.ini'],
    ['a data: page', 'data:text/html,<script>alert(1)</script>'],
    ['an uppercase DATA: page', 'DATA:text/html;base64,PHNjcmlwdD4='],
    ['a blob: of our origin', 'blob:app://kiosk/6f1c0c1e-2c52-4d8a-9d1b-6f0e0f4b7a11'],
    ['about:blank', 'about:blank'],
    ['chrome:', 'chrome://settings'],
    ['a relative path', '/index.html'],
    ['an empty string', ''],
    ['garbage', 'not a url'],
  ])('denies %s', (_, url) => {
    expect(isAllowedNavigation(url, appOrigin)).toBe(false);
  });

  it('denies everything when the app origin itself does not parse', () => {
    expect(isAllowedNavigation('app://kiosk/', 'not an origin')).toBe(false);
    expect(isAllowedNavigation('not a url', 'not an origin')).toBe(false);
  });

  it('accepts the app origin written as a URL', () => {
    expect(isAllowedNavigation('app://kiosk/a', 'app://kiosk/index.html')).toBe(true);
  });
});

describe('navigationDecision in customer mode (K6, D23)', () => {
  const customer: NavigationPlaces = { ...places, checkoutOrigin: 'http://127.0.0.1:41234' };

  it.each([
    'http://127.0.0.1:41234/checkout?key=pk_demo',
    'http://127.0.0.1:41234/checkout/form/abc123',
    'http://127.0.0.1:41234/content/terms',
  ])('lets the customer go to the checkout the page may post to: %s', (url) => {
    expect(navigationDecision(url, customer)).toEqual({ action: 'allow' });
  });

  it.each([
    ['no checkout allowed for the page in use', 'http://127.0.0.1:41234/checkout', places],
    ['another port on the same host', 'http://127.0.0.1:41235/checkout', customer],
    ['https instead of http', 'https://127.0.0.1:41234/checkout', customer],
    ['another site linked from the form', 'https://evil.example/', customer],
    ['userinfo hiding the real host', 'http://127.0.0.1:41234@evil.example/', customer],
  ])('denies %s', (_, url, where) => {
    expect(navigationDecision(url, where)).toEqual({ action: 'deny' });
  });

  it('turns the redirect back into our own page, carrying only the signed query', () => {
    const back = 'http://127.0.0.1:4310/checkout/return?error_code=10000&transaction_id=4000123&signature=ab&timestamp=1&token=t#x';
    expect(navigationDecision(back, customer)).toEqual({
      action: 'return',
      to: 'app://kiosk/?error_code=10000&transaction_id=4000123&signature=ab&timestamp=1&token=t#checkout-return',
    });
    expect(navigationDecision('http://127.0.0.1:4310/checkout/return', places)).toEqual({
      action: 'return',
      to: 'app://kiosk/#checkout-return',
    });
  });

  it.each([
    ['another path on the return host', 'http://127.0.0.1:4310/checkout/returned?error_code=10000'],
    ['the return path under another host', 'http://localhost.evil:4310/checkout/return'],
    ['the return path on another port', 'http://127.0.0.1:4311/checkout/return'],
  ])('does not mistake %s for the return', (_, url) => {
    expect(navigationDecision(url, customer)).toEqual({ action: 'deny' });
  });
});

describe('windowOpenDecision', () => {
  it('always denies', () => {
    expect(windowOpenDecision()).toEqual({ action: 'deny' });
  });
});
