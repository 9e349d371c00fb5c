import { describe, expect, it } from 'vitest';
import { serviceAddressProblem } from '../../../../shared/profiles/service-address-rule';

// K15: a real service's address is https://; http:// only for a vendor's own sandbox on this laptop.

const elsewhere = 'Use the service’s https:// address: http:// is only for a sandbox on this laptop (127.0.0.1, ::1 or localhost).';

describe('serviceAddressProblem', () => {
  it('takes https:// for either kind of service', () => {
    expect(serviceAddressProblem('live', 'https://api.example.com.au')).toBeNull();
    expect(serviceAddressProblem('sandbox', ' https://sandbox.example.com.au/ ')).toBeNull();
  });

  it('takes http:// only for a sandbox on this laptop', () => {
    for (const address of ['http://127.0.0.1:8080', 'http://[::1]:8080/', 'http://localhost:3000'])
      expect(serviceAddressProblem('sandbox', address), address).toBeNull();
    for (const address of ['http://localhost.example.com', 'http://127.0.0.1.nip.io', 'http://10.0.0.9', 'http://service.example.com.au'])
      expect(serviceAddressProblem('sandbox', address), address).toBe(elsewhere);
    expect(serviceAddressProblem('live', 'http://127.0.0.1:8080')).toBe('A live service address starts with https://');
  });

  it('asks for an address where there is none', () => {
    for (const address of ['', 'service.example.com.au', 'ftp://service.example.com.au', 'javascript:alert(1)'])
      expect(serviceAddressProblem('sandbox', address), address).toBe('Enter the service address, starting with https://');
  });
});
