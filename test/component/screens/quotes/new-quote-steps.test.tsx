import { act, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { NewQuoteScreen } from '../../../../renderer/screens/quotes/new-quote-screen';
import { testStore } from '../../../fixtures/test-kiosk-store';
import { expectAccessible } from '../../expect-accessible';
import { fakeKiosk, ok } from '../../fake-kiosk';
import { renderWithKiosk } from '../../render-with-kiosk';

// Issue 38: each step of a new quote opens at its top, not where the last one was left scrolled, and after Send (by
// keyboard too) focus goes to what came of it, never back to the page's body.

function renderReview() {
  const kiosk = fakeKiosk();
  act(() =>
    testStore().setState({
      totalCents: 745_050,
      depositCents: 45_050,
      termMonths: 24,
      customer: {
        productCategory: 'Solar Panel Package',
        productDescription: '6.6 kW solar',
        firstName: 'Jamie',
        lastName: 'Nguyen',
        email: 'jamie@example.com',
        mobile: '0412 345 678',
      },
      quoteStep: 'details',
    }),
  );
  return renderWithKiosk(<NewQuoteScreen />, kiosk);
}

it('each step opens at its top, wherever the last one was scrolled', () => {
  renderReview();
  window.scrollTo(0, 600);
  expect(window.scrollY).toBe(600);
  act(() => testStore().getState().setQuoteStep('review'));
  expect(screen.getByRole('heading', { level: 1, name: 'Review the quote' })).toBeTruthy();
  expect(window.scrollY).toBe(0);
});

it('Send by keyboard moves focus to what came of it: the heading that says the quote is on its way', async () => {
  const { user, kiosk } = renderReview();
  act(() => testStore().getState().setQuoteStep('review'));
  kiosk.answer('quotes:create', ok({ state: 'queued', outboxId: 'outbox-entry-1' }));
  // The usual next step has the focus on the review: Enter sends.
  expect(document.activeElement?.textContent).toContain('Send quote by email');
  window.scrollTo(0, 600);
  await user.keyboard('{Enter}');
  const heading = await screen.findByRole('heading', { level: 1, name: /queued|sent/i });
  expect(document.activeElement).toBe(heading);
  expect(window.scrollY).toBe(0);
  await expectAccessible();
});
