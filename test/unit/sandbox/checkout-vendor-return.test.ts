import { describe, expect, it } from 'vitest';
import { rejectionUrl, withQueryAppended } from '../../../sandbox/checkout/vendor-return';

describe('the way back to the vendor (D23)', () => {
  it.each([
    ['https://shop.example/return', 'https://shop.example/return?error_code=10002&error_msg=x+y'],
    ['https://shop.example/return?order=7', 'https://shop.example/return?order=7&error_code=10002&error_msg=x+y'],
    ['https://shop.example/return?', 'https://shop.example/return?error_code=10002&error_msg=x+y'],
    ['https://shop.example/return?order=7&', 'https://shop.example/return?order=7&error_code=10002&error_msg=x+y'],
    ['https://shop.example/return?cart=a%20b#done', 'https://shop.example/return?cart=a%20b&error_code=10002&error_msg=x+y#done'],
    ['https://shop.example/return#done?not-a-query', 'https://shop.example/return?error_code=10002&error_msg=x+y#done?not-a-query'],
  ])('D23 appends to the existing query of %s, keeping it byte for byte', (redirect, expected) => {
    expect(withQueryAppended(redirect, { error_code: '10002', error_msg: 'x y' })).toBe(expected);
  });

  it('D23 a rejection carries error_code 10002 and the reason, encoded', () => {
    const url = new URL(rejectionUrl('https://shop.example/return', 'Invalid total_purchase_amount: must be dollars & cents'));
    expect(url.searchParams.get('error_code')).toBe('10002');
    expect(url.searchParams.get('error_msg')).toBe('Invalid total_purchase_amount: must be dollars & cents');
  });
});
