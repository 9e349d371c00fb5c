import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { categorySlug, productCategoryNames } from '../../../../shared/enums';
import { NewQuoteScreen } from '../../../../renderer/screens/quotes/new-quote-screen';
import { testStore } from '../../../fixtures/test-kiosk-store';
import { fakeKiosk, ok } from '../../fake-kiosk';
import { accessibleDescription } from '../../accessible-description';
import { expectAccessible } from '../../expect-accessible';
import { renderWithKiosk } from '../../render-with-kiosk';

// The new quote's details step: each field's reason beside it, what was typed kept (K5), a failed "Review quote"
// moving focus to the first field in error in screen order, names that need a letter, mobiles as the provider gets
// them (D12, D20).

const nameNeedsALetter = (which: 'first' | 'last') => `A ${which} name needs at least one letter: numbers or symbols alone are not a name.`;

function renderDetails() {
  const kiosk = fakeKiosk();
  // D22: the service's twenty categories; no icon, so the page fetches nothing.
  kiosk.answer('categories:list', ok({ categories: productCategoryNames.map((name) => ({ name, slug: categorySlug(name), icon: '' })) }));
  // Amounts the calculator has answered: the step needs them before it asks for the customer.
  act(() => testStore().setState({ totalCents: 745_050, depositCents: 45_050, termMonths: 24 }));
  return renderWithKiosk(<NewQuoteScreen />, kiosk);
}

const field = (label: string) => screen.getByLabelText(label, { exact: true });
const review = () => screen.getByRole('button', { name: 'Review quote' });

describe('the customer’s details', () => {
  it('a failed "Review quote" moves focus to the first field in error, in screen order, the category last', async () => {
    const { user } = renderDetails();
    await screen.findByRole('radio', { name: 'Solar Panel Package' });
    expect(document.activeElement).toBe(field('First name'));
    await user.click(review());
    expect(document.activeElement).toBe(field('First name'));
    await user.type(field('First name'), 'Jamie');
    await user.type(field('Last name'), 'Nguyen');
    await user.click(review());
    expect(document.activeElement).toBe(field('Email'));
    await user.type(field('Email'), 'focus@example.com');
    await user.type(field('Mobile'), '0412 345 67');
    await user.click(review());
    expect(document.activeElement).toBe(field('Mobile'));
    await user.clear(field('Mobile'));
    await user.type(field('Mobile'), '0412 345 678');
    await user.type(field('Description'), '6.6 kW solar system, installed');
    await user.click(review());
    // Only the category is left: focus goes to its tiles, where its reason is.
    expect(document.activeElement).toBe(screen.getAllByRole('radio')[0]);
    expect(screen.getByText('Choose what the customer is buying.')).toBeTruthy();
    await expectAccessible();
  });

  it('Tab reaches the category tiles after the description and before "Review quote"; arrows choose among them', async () => {
    const { user } = renderDetails();
    const radios = await screen.findAllByRole('radio');
    field('Description').focus();
    await user.tab();
    expect(document.activeElement).toBe(radios[0]);
    await user.keyboard('{ArrowDown}');
    expect(radios[1]).toHaveProperty('checked', true);
    await user.tab();
    expect(document.activeElement).toBe(review());
  });

  it('a name with no letter is refused beside its field, keeping what was typed; a real one goes on to review', async () => {
    const { user } = renderDetails();
    await user.type(field('First name'), '😀');
    await user.type(field('Last name'), '-500');
    await user.type(field('Email'), 'jamie@example.com');
    await user.type(field('Mobile'), '0412 345 678');
    await user.type(field('Description'), 'Solar panels');
    await user.click(await screen.findByRole('radio', { name: 'Solar Panel Package' }));
    await user.click(review());
    expect(screen.getByText(nameNeedsALetter('first'))).toBeTruthy();
    expect(screen.getByText(nameNeedsALetter('last'))).toBeTruthy();
    expect(field('First name').getAttribute('aria-invalid')).toBe('true');
    expect(field('First name')).toHaveProperty('value', '😀');
    expect(field('Last name')).toHaveProperty('value', '-500');

    await user.clear(field('Last name'));
    await user.type(field('Last name'), '0');
    await user.click(review());
    expect(screen.getByText(nameNeedsALetter('last'))).toBeTruthy();

    await user.clear(field('First name'));
    await user.type(field('First name'), 'Zoë');
    await user.clear(field('Last name'));
    await user.type(field('Last name'), 'Nguyen-Tran');
    await user.click(review());
    expect(await screen.findByRole('heading', { level: 1, name: 'Review the quote' })).toBeTruthy();
    expect(screen.getByText('0412 345 678', { exact: true })).toBeTruthy();
  });
});

describe('mobiles as people type them (D12, D20)', () => {
  it.each(['+61 412 345 678', '0412-345-678', '(04) 1234 5678', '61412345678'])(
    '"%s" is shown going to the provider as 0412345678',
    async (typed) => {
      const { user } = renderDetails();
      await user.type(field('Mobile'), typed);
      expect(accessibleDescription(field('Mobile'))).toBe('Goes to the provider as 0412345678.');
    },
  );

  it('a mobile that is not one is refused, in words', async () => {
    const { user } = renderDetails();
    await user.type(field('Mobile'), '+44 7412 345678');
    await user.click(review());
    expect(accessibleDescription(field('Mobile'))).toMatch(/Enter an Australian mobile number: 10 digits starting with 04\./);
  });
});
