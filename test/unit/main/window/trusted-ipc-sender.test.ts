import { describe, expect, it } from 'vitest';
import { isTrustedIpcSender } from '../../../../main/window/trusted-ipc-sender';

const appOrigin = 'app://kiosk';

describe('isTrustedIpcSender', () => {
  it('trusts our main frame', () => {
    expect(isTrustedIpcSender('app://kiosk/index.html', true, appOrigin)).toBe(true);
  });

  it('does not trust a sub-frame, even of our origin', () => {
    expect(isTrustedIpcSender('app://kiosk/index.html', false, appOrigin)).toBe(false);
  });

  it.each([
    'https://checkout.example.com/apply',
    'app://kiosk.evil.com/index.html',
    'app://kiosk@evil/index.html',
    'http://127.0.0.1:4317/',
    'about:blank',
    'data:text/html,hi',
    'file:///index.html',
    '',
  ])('does not trust a main frame showing %s', (url) => {
    expect(isTrustedIpcSender(url, true, appOrigin)).toBe(false);
  });
});
