import { describe, expect, it } from 'vitest';
import { calculatorProblems, hasProblems } from '../../../renderer/screens/calculator/calculator-checks';
import { customerProblems } from '../../../renderer/screens/quotes/customer-checks';
import { emptyCustomer } from '../../../renderer/store/customer-slice';

describe('calculator checks (D19, in the customer’s words)', () => {
  it('accepts $1,000.00 to $55,000.00 financed', () => {
    expect(hasProblems(calculatorProblems(100_000, 0))).toBe(false);
    expect(hasProblems(calculatorProblems(6_000_000, 500_000))).toBe(false);
  });
  it('explains amounts outside the limits next to the price', () => {
    expect(calculatorProblems(99_999, 0).total).toContain('at least $1,000.00');
    expect(calculatorProblems(5_500_001, 0).total).toContain('$55,000.00');
  });
  it('puts a deposit not below the price next to the deposit', () => {
    expect(calculatorProblems(500_000, 500_000)).toEqual({ deposit: 'The deposit has to be less than the purchase price.' });
  });
  it('asks for amounts that are not amounts yet', () => {
    expect(calculatorProblems(null, null)).toEqual({
      total: expect.stringContaining('purchase price'),
      deposit: expect.stringContaining('deposit'),
    });
  });
});

describe('customer checks', () => {
  it('names every missing detail', () => {
    expect(Object.keys(customerProblems(emptyCustomer)).sort()).toEqual(['email', 'firstName', 'lastName', 'mobile', 'productCategory', 'productDescription']);
  });
  it('accepts a mobile written with spaces (D12)', () => {
    const ready = { productCategory: 'Flooring', productDescription: 'Oak boards', firstName: 'A', lastName: 'B', email: 'a@b.example', mobile: '0412 345 678' };
    expect(customerProblems(ready)).toEqual({});
  });
});
