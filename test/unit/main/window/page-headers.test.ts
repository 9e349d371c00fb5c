import { describe, expect, it } from 'vitest';
import { isPage, rendererHeaders } from '../../../../main/window/page-headers';

describe('rendererHeaders (both hosts)', () => {
  it('a page may post to the checkout it is given, and sends its origin as referrer (K6, D23)', () => {
    const headers = rendererHeaders('text/html; charset=utf-8', 'https://checkout.example.com');
    expect(headers['content-type']).toBe('text/html; charset=utf-8');
    expect(headers['content-security-policy']).toContain('form-action https://checkout.example.com');
    expect(headers['referrer-policy']).toBe('strict-origin');
    expect(headers['x-content-type-options']).toBe('nosniff');
  });

  it('without a checkout, nothing may be posted anywhere', () => {
    expect(rendererHeaders('text/html; charset=utf-8', null)['content-security-policy']).toContain("form-action 'none'");
  });

  it('only HTML is a page: scripts, styles and pictures need no checkout lookup', () => {
    expect(isPage('text/html; charset=utf-8')).toBe(true);
    expect(isPage('text/javascript; charset=utf-8')).toBe(false);
    expect(isPage('text/css; charset=utf-8')).toBe(false);
    expect(isPage('image/svg+xml')).toBe(false);
  });
});
