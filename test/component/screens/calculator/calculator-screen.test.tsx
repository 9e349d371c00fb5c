import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CalculatorScreen } from '../../../../renderer/screens/calculator/calculator-screen';
import { fakeKiosk, refused } from '../../fake-kiosk';
import { accessibleDescription } from '../../accessible-description';
import { expectAccessible } from '../../expect-accessible';
import { renderWithKiosk } from '../../render-with-kiosk';
import { answerLikeTheSandbox } from '../../sandbox-calculator';

// The calculator's own rules: every wrong amount explained by its field (K5), the service's refusal by the field it
// names and the amounts kept as typed (D19), a failed answer with Retry and nothing edited, the fee per fortnight.

function renderCalculator() {
  const kiosk = fakeKiosk();
  answerLikeTheSandbox(kiosk);
  return renderWithKiosk(<CalculatorScreen />, kiosk);
}

const notAnAmount = 'That is not an amount in dollars. Type digits, for example 5,000 or 4,999.95.';
const negative = 'An amount cannot be negative. Leave out the minus sign.';
const tooManyDecimals = 'Only two digits can follow the point (the cents). For thousands use a comma, like 1,234.';

describe('wrong amounts are explained next to their field (K5)', () => {
  it.each([
    ['abc', notAnAmount],
    ['-500', negative],
    ['1.234', tooManyDecimals],
    ['5,00', notAnAmount],
    ['99999999999999999', 'That number is far too large for an amount. Check the digits.'],
    ['', 'Enter the purchase price in dollars, for example 5,000 or 4,999.95.'],
  ])('the price %j says why it is not an amount', async (typed, reason) => {
    const { user } = renderCalculator();
    const price = screen.getByLabelText('Purchase price');
    await user.type(price, '1');
    await user.clear(price);
    if (typed !== '') await user.type(price, typed);
    expect(price).toHaveProperty('value', typed);
    expect(price.getAttribute('aria-invalid')).toBe('true');
    expect(accessibleDescription(price)).toBe(reason);
    await expectAccessible();
  });

  it.each([
    ['abc', notAnAmount],
    ['-500', negative],
    ['1.234', tooManyDecimals],
    ['', 'Enter the deposit in dollars, or 0 for no deposit.'],
    ['9,000', 'The deposit has to be less than the purchase price.'],
  ])('the deposit %j says why it cannot be used', async (typed, reason) => {
    const { user } = renderCalculator();
    await user.type(screen.getByLabelText('Purchase price'), '8 500');
    const deposit = screen.getByLabelText('Deposit');
    await user.clear(deposit);
    if (typed !== '') await user.type(deposit, typed);
    expect(deposit.getAttribute('aria-invalid')).toBe('true');
    expect(accessibleDescription(deposit)).toBe(reason);
  });

  it('"8 500" is read as $8,500 and kept as typed; a deposit of 500 leaves $8,000 financed', async () => {
    const { user } = renderCalculator();
    const price = screen.getByLabelText('Purchase price');
    await user.type(price, '8 500');
    const fees = await screen.findByLabelText('Fee breakdown');
    expect(price.getAttribute('aria-invalid')).toBeNull();
    expect(price).toHaveProperty('value', '8 500');
    expect(screen.getByRole('group', { name: 'Popular terms' })).toBeTruthy();
    expect(fees.textContent).toContain('$8,500.00');
    const deposit = screen.getByLabelText('Deposit');
    await user.clear(deposit);
    await user.type(deposit, '500');
    expect(deposit.getAttribute('aria-invalid')).toBeNull();
    await expect.poll(() => screen.getByLabelText('Fee breakdown').textContent).toContain('$8,000.00');
  });
});

describe('the service judges the financed range (D19)', () => {
  const reason = 'Financed amount must be between $1,000.00 and $55,000.00';

  it('its refusal appears by the price, which stays as typed; corrected, the repayments come and the reason goes', async () => {
    const { user } = renderCalculator();
    const price = screen.getByLabelText('Purchase price');
    await user.type(price, '500');
    expect(await within(fieldOf(price)).findByText(reason)).toBeTruthy();
    expect(accessibleDescription(price)).toBe(reason);
    expect(price.getAttribute('aria-invalid')).toBe('true');
    expect(price).toHaveProperty('value', '500');
    expect(screen.queryByLabelText('Fortnightly repayment')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Create a quote' })).toBeNull();
    await expectAccessible();

    await user.clear(price);
    await user.type(price, '5,000');
    // 24 months, the default term (D19).
    expect((await screen.findByLabelText('Fortnightly repayment')).textContent).toBe('$102.20');
    expect(screen.queryByText(reason)).toBeNull();
    expect(price.getAttribute('aria-invalid')).toBeNull();
  });

  it('a smaller deposit that leaves too much to finance is refused by the price, the service naming the total', async () => {
    const { user } = renderCalculator();
    const price = screen.getByLabelText('Purchase price');
    const deposit = screen.getByLabelText('Deposit');
    await user.clear(deposit);
    await user.type(deposit, '1,000');
    await user.type(price, '56,000');
    await screen.findByLabelText('Fortnightly repayment');
    await user.clear(deposit);
    await user.type(deposit, '500');
    expect(await within(fieldOf(price)).findByText(reason)).toBeTruthy();
    expect(deposit).toHaveProperty('value', '500');
    expect(price).toHaveProperty('value', '56,000');
  });
});

it('a failed answer offers Retry, which asks again for the amounts as typed', async () => {
  const kiosk = fakeKiosk();
  kiosk.answer('calculator:breakdown', refused('service-error', 'The financing service had a problem. Try again in a moment.'));
  kiosk.answer('calculator:repayment', refused('service-error', 'The financing service had a problem. Try again in a moment.'));
  kiosk.answer('calculator:compareTerms', refused('service-error', 'The financing service had a problem. Try again in a moment.'));
  const { user } = renderWithKiosk(<CalculatorScreen />, kiosk);
  const price = screen.getByLabelText('Purchase price');
  await user.type(price, '5,000');
  expect(await screen.findByText(/^The financing service had a problem/)).toBeTruthy();
  expect(screen.queryByLabelText('Fortnightly repayment')).toBeNull();
  await expectAccessible();

  answerLikeTheSandbox(kiosk);
  await user.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByLabelText('Fortnightly repayment')).toBeTruthy();
  expect(screen.queryByText(/^The financing service had a problem/)).toBeNull();
  expect(price).toHaveProperty('value', '5,000');
  expect(kiosk.calls('calculator:repayment').at(-1)).toMatchObject({ totalPurchaseAmount: 500_000, depositAmount: 0 });
});

it('the account-keeping fee is said per fortnight beside the fortnightly repayment', async () => {
  const { user } = renderCalculator();
  await user.type(screen.getByLabelText('Purchase price'), '7,450.50');
  const fees = await screen.findByLabelText('Fee breakdown');
  const perRepayment = within(fees)
    .getAllByRole('definition')
    .find((definition) => definition.textContent?.includes('in each repayment'));
  expect(perRepayment?.textContent).toBe('$4.60 a fortnight ($2.30 a week), in each repayment');
});

it('a popular term pressed becomes the term, and its repayment is the comparison’s', async () => {
  const { user } = renderCalculator();
  await user.type(screen.getByLabelText('Purchase price'), '5,000');
  const popular = await screen.findByRole('group', { name: 'Popular terms' });
  expect(
    within(popular)
      .getAllByRole('button')
      .map((button) => button.textContent?.replace(/\$.*/, '')),
  ).toEqual(['12 months', '24 months', '36 months']);
  expect(
    within(popular)
      .getByRole('button', { name: /^24 months/ })
      .getAttribute('aria-pressed'),
  ).toBe('true');
  await user.click(within(popular).getByRole('button', { name: /^36 months/ }));
  expect(screen.getByLabelText('Term')).toHaveProperty('value', '36');
  expect(await screen.findByText('78 fortnightly repayments over 36 months')).toBeTruthy();
  const chosen = within(screen.getByRole('group', { name: 'Popular terms' })).getByRole('button', { name: /^36 months/ });
  expect(chosen.getAttribute('aria-pressed')).toBe('true');
  const row = within(screen.getByRole('table')).getByRole('row', { name: /^36 months/ });
  expect(row.textContent).toContain(chosen.textContent?.match(/\$[\d,.]+/)?.[0]);
  expect(screen.getByRole('table').textContent).toContain('120 months');
});

function fieldOf(control: HTMLElement): HTMLElement {
  const field = control.closest<HTMLElement>('.field');
  if (!field) throw new Error('the control is not in a field');
  return field;
}
