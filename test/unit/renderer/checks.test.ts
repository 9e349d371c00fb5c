import { describe, expect, it } from 'vitest';
import { calculatorProblems, hasProblems } from '../../../renderer/screens/calculator/calculator-checks';
import { customerProblems } from '../../../renderer/screens/quotes/customer-checks';
import { emptyCustomer } from '../../../renderer/store/customer-slice';

describe('calculator checks (D6, D17, in the customer’s words)', () => {
  it('leaves the financed range to the branch’s service, which alone knows it (D19)', () => {
    expect(calculatorProblems(100_000, 0)).toEqual({});
    expect(calculatorProblems(50_000, 0)).toEqual({});
    expect(calculatorProblems(9_000_000, 500_000)).toEqual({});
  });
  it('puts a deposit not below the price next to the deposit (D17)', () => {
    expect(calculatorProblems(500_000, 500_000)).toEqual({ deposit: 'The deposit has to be less than the purchase price.' });
    expect(calculatorProblems(500_000, 600_000)).toEqual({ deposit: 'The deposit has to be less than the purchase price.' });
  });
  it('asks for the price when it is $0, rather than for a smaller deposit', () => {
    expect(calculatorProblems(0, 0)).toEqual({ total: expect.stringContaining('purchase price') });
  });
  it('asks for whole cents that are not negative (D6)', () => {
    expect(calculatorProblems(-100, 0)).toEqual({ total: expect.stringContaining('purchase price') });
    expect(calculatorProblems(500_000, -1)).toEqual({ deposit: expect.stringContaining('deposit') });
    expect(hasProblems(calculatorProblems(100_000.5, 0))).toBe(true);
  });
  it('asks for amounts that are not amounts yet', () => {
    expect(calculatorProblems(null, null)).toEqual({
      total: expect.stringContaining('purchase price'),
      deposit: expect.stringContaining('deposit'),
    });
  });
});

describe('customer checks (D12, D20, by the shared wire rules)', () => {
  const ready = {
    productCategory: 'Flooring',
    productDescription: 'Oak boards',
    firstName: 'A',
    lastName: 'B',
    email: 'a@b.example',
    mobile: '0412 345 678',
  };

  it('names every missing detail', () => {
    expect(Object.keys(customerProblems(emptyCustomer)).sort()).toEqual([
      'email',
      'firstName',
      'lastName',
      'mobile',
      'productCategory',
      'productDescription',
    ]);
  });
  it.each(['0412 345 678', '+61 412 345 678', '0412-345-678', '(04) 1234 5678', '61412345678'])(
    'accepts the mobile %s: spaces, dashes, brackets and +61 are read away (D12, D20)',
    (mobile) => {
      expect(customerProblems({ ...ready, mobile })).toEqual({});
    },
  );
  it.each(['0312345678', '041234567', '04123456789', '+61312345678', '04l2345678'])(
    'refuses the mobile %s: 04 and eight more digits (D12, D20)',
    (mobile) => {
      expect(customerProblems({ ...ready, mobile })).toEqual({ mobile: 'Enter an Australian mobile number: 10 digits starting with 04.' });
    },
  );
  it.each(['name', 'name@', 'name@example', 'two words@example.com'])('refuses the email %s', (email) => {
    expect(customerProblems({ ...ready, email })).toEqual({ email: 'Enter an email address like name@example.com.' });
  });
  it('says when a detail is too long for the service, rather than missing', () => {
    expect(customerProblems({ ...ready, firstName: 'A'.repeat(101) })).toEqual({
      firstName: 'Keep the first name to 100 characters or fewer.',
    });
    expect(customerProblems({ ...ready, productDescription: 'x'.repeat(1001) })).toEqual({
      productDescription: 'Keep the description to 1000 characters or fewer.',
    });
    expect(customerProblems({ ...ready, firstName: '   ' })).toEqual({ firstName: 'Enter the customer’s first name.' });
  });
});
