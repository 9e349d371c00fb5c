import { describe, expect, it } from 'vitest';
import { allowedRedirect, fromAllowedReferrer, originOf } from '../../../sandbox/checkout/key-restrictions';
import type { ApiKeyRecord } from '../../../sandbox/store/record-schemas';

const key: ApiKeyRecord = {
  id: 'key_1',
  account_id: '1001',
  type: 'PUBLIC',
  key: 'pk_test',
  referrer_urls: ['https://shop.example/basket', 'app://kiosk', 'http://127.0.0.1:4310'],
  redirect_urls: ['https://shop.example/checkout/return', 'http://127.0.0.1:4310/checkout/return'],
  created: 0,
};

describe("a public key's redirect list (D23)", () => {
  it.each([
    'https://shop.example/checkout/return',
    'https://shop.example/checkout/return?order=7#top',
    'https://shop.example/checkout/return/thanks',
    'https://SHOP.example:443/checkout/return',
    'http://127.0.0.1:4310/checkout/return?x=1',
  ])("D23 allows %s: same origin as an entry, path under the entry's", (redirect) => {
    expect(allowedRedirect(key, redirect)).toBeInstanceOf(URL);
  });

  it.each([
    ['another host', 'https://evil.example/checkout/return'],
    ['a look-alike host', 'https://shop.example.evil.example/checkout/return'],
    ['another port', 'https://shop.example:8443/checkout/return'],
    ['another scheme', 'http://shop.example/checkout/return'],
    ['another path', 'https://shop.example/account'],
    ['a path that climbs out', 'https://shop.example/checkout/return/../../account'],
    ['a relative address', '/checkout/return'],
    ['javascript:', 'javascript:alert(1)//https://shop.example/checkout/return'],
    ['localhost for 127.0.0.1', 'http://localhost:4310/checkout/return'],
    ['not a URL', 'shop.example/checkout/return'],
  ])('D23 refuses %s', (_name, redirect) => {
    expect(allowedRedirect(key, redirect)).toBeUndefined();
  });
});

describe("a public key's referrer list (D23)", () => {
  it.each([
    ['the Origin of an entry', { origin: 'https://shop.example' }],
    ['the Referer when there is no Origin, whatever its path', { referer: 'https://shop.example/other/page?x=1' }],
    ["the kiosk's app:// origin", { origin: 'app://kiosk' }],
    ['the loopback bridge', { origin: 'http://127.0.0.1:4310' }],
  ])('D23 accepts %s', (_name, headers) => {
    expect(fromAllowedReferrer(key, headers)).toBe(true);
  });

  it.each([
    ['no Origin or Referer', {}],
    ['an opaque Origin', { origin: 'null' }],
    ['another origin', { origin: 'https://evil.example' }],
    ['a listed Referer behind an Origin that is not', { origin: 'https://evil.example', referer: 'https://shop.example/basket' }],
    ['another app', { origin: 'app://other' }],
    ['garbage', { origin: 'not a url' }],
  ])('D23 refuses %s', (_name, headers) => {
    expect(fromAllowedReferrer(key, headers)).toBe(false);
  });

  it('spells out the origin of non-special schemes, which WHATWG URL calls "null"', () => {
    expect(originOf('app://kiosk/index.html')).toBe('app://kiosk');
    expect(originOf('https://shop.example:443/x')).toBe('https://shop.example');
    expect(originOf('file:///etc/passwd')).toBeUndefined();
  });
});
