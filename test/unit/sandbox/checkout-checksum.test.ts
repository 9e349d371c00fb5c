import { describe, expect, it } from 'vitest';
import { checkoutChecksum, checksumMatches } from '../../../sandbox/checkout/checksum';

// D23: lowercase hex SHA-256 of the UTF-8 concatenation of six fields exactly as submitted, no separator.
// The expected digests come from `printf '%s' … | sha256sum`.

const fields = {
  redirect: 'https://shop.example/return?a=1',
  total_purchase_amount: '5000.00',
  deposit_amount: '0.00',
  repayment_term: '12',
  product_category: 'Solar Panel Package',
  product_description: '6.6 kW solar',
};

describe('checkout checksum (D23)', () => {
  it('D23 hashes the six fields in order, exactly as sent, with no separator', () => {
    expect(checkoutChecksum(fields)).toBe('79aac7c824052fe1576f2f7451ae506bf3b4b8f5b571d25cc1f7a4d94e55f97b');
  });

  it('D23 hashes UTF-8', () => {
    const unicode = {
      redirect: 'https://shop.example/r',
      total_purchase_amount: '1500.5',
      deposit_amount: '0',
      repayment_term: '12',
      product_category: 'Storage Battery(s)',
      product_description: 'Café – 10 kWh ✓',
    };
    expect(checkoutChecksum(unicode)).toBe('12ae52cb8d54f4215b22a436b548c85100790eec5d40bf96bbb48ad2ef6e8612');
  });

  it('D23 compares case-insensitively, and any change to a field breaks it', () => {
    const digest = checkoutChecksum(fields);
    expect(checksumMatches(fields, digest.toUpperCase())).toBe(true);
    expect(checksumMatches({ ...fields, total_purchase_amount: '5000' }, digest)).toBe(false);
    expect(checksumMatches(fields, '')).toBe(false);
  });

  it('D23 a missing field adds nothing to the concatenation', () => {
    const { product_description: _left, ...rest } = fields;
    expect(checkoutChecksum(rest)).toBe(checkoutChecksum({ ...rest, product_description: '' }));
  });
});
