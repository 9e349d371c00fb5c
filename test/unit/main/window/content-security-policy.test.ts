import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from '../../../../main/window/content-security-policy';

function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(';').map((directive) => {
      const [name = '', ...sources] = directive.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

describe('contentSecurityPolicy', () => {
  it('keeps everything to our own origin by default', () => {
    const policy = directives(contentSecurityPolicy());
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
    expect(policy.get('media-src')).toEqual(["'self'", 'blob:', 'mediastream:']);
    expect(policy.get('connect-src')).toEqual(["'self'"]);
    expect(policy.get('frame-src')).toEqual(["'none'"]);
    expect(policy.get('form-action')).toEqual(["'none'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'none'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
  });

  it('never allows eval, inline script or wildcards', () => {
    const policy = contentSecurityPolicy({
      bridgeOrigin: 'http://127.0.0.1:4317',
      checkoutOrigin: 'https://checkout.example.com',
    });
    expect(policy).not.toMatch(/unsafe-eval|unsafe-inline|wasm-unsafe-eval|\*/);
  });

  it('lets the renderer reach the loopback bridge', () => {
    for (const bridge of ['http://127.0.0.1:4317', 'http://localhost:4317/', 'http://[::1]:4317/status']) {
      const connect = directives(contentSecurityPolicy({ bridgeOrigin: bridge })).get('connect-src');
      expect(connect).toEqual(["'self'", new URL(bridge).origin]);
    }
  });

  it.each([
    'https://127.0.0.1:4317',
    'http://127.0.0.1.evil.com:4317',
    'http://192.168.1.20:4317',
    'http://localhost@evil.com:4317',
    'app://kiosk',
    'not a url',
  ])('refuses %s as the bridge', (bridgeOrigin) => {
    expect(() => contentSecurityPolicy({ bridgeOrigin })).toThrow(TypeError);
  });

  it('frames only the checkout origin, in customer mode', () => {
    const policy = directives(contentSecurityPolicy({ checkoutOrigin: 'https://checkout.example.com/apply?key=k' }));
    expect(policy.get('frame-src')).toEqual(['https://checkout.example.com']);
    expect(policy.get('form-action')).toEqual(['https://checkout.example.com']);
    expect(policy.get('connect-src')).toEqual(["'self'"]);
  });

  it.each([
    "https://checkout.example.com; script-src 'unsafe-eval'",
    'javascript:alert(1)',
    'data:text/html,hi',
    'file:///checkout',
    'https://user@checkout.example.com',
    '',
  ])('refuses %s as the checkout origin', (checkoutOrigin) => {
    expect(() => contentSecurityPolicy({ checkoutOrigin })).toThrow(TypeError);
  });
});
