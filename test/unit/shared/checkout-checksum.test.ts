import { describe, expect, it } from 'vitest';
import { checkoutChecksum, checksumFields, checksumMatches, checksumText } from '../../../shared/checkout/checksum';

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
  it('D23 hashes the six fields in order, exactly as sent, with no separator', async () => {
    expect(checksumText(fields)).toBe('https://shop.example/return?a=15000.000.0012Solar Panel Package6.6 kW solar');
    expect(await checkoutChecksum(fields)).toBe('79aac7c824052fe1576f2f7451ae506bf3b4b8f5b571d25cc1f7a4d94e55f97b');
  });

  it('D23 takes the order from its list of fields, never from the order of an object’s keys', async () => {
    expect(checksumFields).toEqual([
      'redirect',
      'total_purchase_amount',
      'deposit_amount',
      'repayment_term',
      'product_category',
      'product_description',
    ]);
    const reversed = Object.fromEntries(Object.entries(fields).reverse());
    expect(await checkoutChecksum(reversed)).toBe(await checkoutChecksum(fields));
  });

  it('D23 hashes UTF-8', async () => {
    const unicode = {
      redirect: 'https://shop.example/r',
      total_purchase_amount: '1500.5',
      deposit_amount: '0',
      repayment_term: '12',
      product_category: 'Storage Battery(s)',
      product_description: 'Café – 10 kWh ✓',
    };
    expect(await checkoutChecksum(unicode)).toBe('12ae52cb8d54f4215b22a436b548c85100790eec5d40bf96bbb48ad2ef6e8612');
  });

  it('D23 compares case-insensitively, and any change to a field breaks it', async () => {
    const digest = await checkoutChecksum(fields);
    expect(await checksumMatches(fields, digest.toUpperCase())).toBe(true);
    expect(await checksumMatches({ ...fields, total_purchase_amount: '5000' }, digest)).toBe(false);
    expect(await checksumMatches(fields, '')).toBe(false);
  });

  it('D23 a missing field adds nothing to the concatenation, and other fields are ignored', async () => {
    const { product_description: _left, ...rest } = fields;
    expect(await checkoutChecksum(rest)).toBe(await checkoutChecksum({ ...rest, product_description: '' }));
    const withOthers = { ...fields, reference_number: 'SS-1', checksum: 'x' };
    expect(await checkoutChecksum(withOthers)).toBe(await checkoutChecksum(fields));
  });
});
