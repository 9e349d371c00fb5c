import { act, screen, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import { QuoteDetailScreen } from '../../../../renderer/screens/quotes/quote-detail-screen';
import { fakeKiosk, ok } from '../../fake-kiosk';
import { renderWithKiosk } from '../../render-with-kiosk';
import { sessionOf, training } from '../../staff-profiles';
import { testStore } from '../../../fixtures/test-kiosk-store';
import { ductedQuote } from '../../../fixtures/ducted-quote';

// A quote's detail (the service's Get Quote), and a cancel made from it, which the detail follows.

const quote = ductedQuote('Priya Raman', 'priya.raman@example.com');
const detail = { ...quote, mobile: '0455123987', repayment: { repaymentAmount: 13940, instalments: 52 } };

function renderDetail() {
  const kiosk = fakeKiosk();
  kiosk.answer('training:clock', ok({ now: '2026-10-27T02:00:00+00:00', pendingTimers: 0 }));
  kiosk.answer('quotes:get', ok(detail));
  kiosk.answer('quotes:cancel', ok({ ...quote, active: 0 }));
  act(() => {
    testStore().setState({ session: sessionOf(training) });
    testStore().getState().openQuote('quote_1');
  });
  return renderWithKiosk(<QuoteDetailScreen />, kiosk);
}

it('opens on the quote screen and shows what Get Quote answered', async () => {
  const { kiosk } = renderDetail();
  expect(testStore().getState().screen).toBe('quote');
  expect(await screen.findByRole('heading', { level: 1, name: /Priya Raman/ })).toBeTruthy();
  expect(kiosk.calls('quotes:get')).toEqual([{ id: 'quote_1' }]);
});

it('follows a cancel made from it, keeping the mobile and repayment only the kiosk knew', async () => {
  const { user } = renderDetail();
  await user.click(await screen.findByRole('button', { name: 'Cancel quote for Priya Raman' }));
  await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel the quote' }));
  expect(await screen.findByText('Cancelled.', { exact: true })).toBeTruthy();
  const customer = screen.getByRole('region', { name: 'Customer' });
  expect(within(customer).getByText('Cancelled', { exact: true })).toBeTruthy();
  expect(customer.textContent).toContain('0455 123 987');
  expect(screen.getByText('52 × $139.40 a fortnight')).toBeTruthy();
});
