import { describe, expect, it } from 'vitest';
import { customerModeAddresses } from '../../../../../main/services/administration/customer-mode-addresses';

describe('the lists of a public key made for this kiosk (D23)', () => {
  it('names the app origin and both loopback names of the browser host, like the demo key (D28)', () => {
    expect(customerModeAddresses('http://127.0.0.1:4310/checkout/return')).toEqual({
      referrer_urls: ['app://kiosk', 'http://127.0.0.1:4310', 'http://localhost:4310'],
      redirect_urls: ['http://127.0.0.1:4310/checkout/return', 'http://localhost:4310/checkout/return'],
    });
  });

  it('adds the host’s own address when it listens on another port', () => {
    const lists = customerModeAddresses('http://127.0.0.1:5999/checkout/return');
    expect(lists.referrer_urls).toContain('http://127.0.0.1:5999');
    expect(lists.redirect_urls).toContain('http://127.0.0.1:5999/checkout/return');
  });

  it('still names the fixed addresses before any host has said where it listens', () => {
    expect(customerModeAddresses(null).redirect_urls).toHaveLength(2);
  });
});
