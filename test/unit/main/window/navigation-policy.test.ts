import { describe, expect, it } from 'vitest';
import { isAllowedNavigation, windowOpenDecision } from '../../../../main/window/navigation-policy';

const appOrigin = 'app://kiosk';

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

describe('windowOpenDecision', () => {
  it('always denies', () => {
    expect(windowOpenDecision()).toEqual({ action: 'deny' });
  });
});
