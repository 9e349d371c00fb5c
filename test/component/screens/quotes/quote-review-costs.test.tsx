import { act, screen, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import { NewQuoteScreen } from '../../../../renderer/screens/quotes/new-quote-screen';
import { testStore } from '../../../fixtures/test-kiosk-store';
import { expectAccessible } from '../../expect-accessible';
import { fakeKiosk } from '../../fake-kiosk';
import { renderWithKiosk } from '../../render-with-kiosk';
import { answerLikeTheSandbox } from '../../sandbox-calculator';

// Issue 38 item 3: the review step shows the fees a quote carries and its total cost (D19), as the service states them.

async function renderReview(includeEstablishmentFee: boolean) {
  const kiosk = fakeKiosk();
  answerLikeTheSandbox(kiosk);
  act(() =>
    testStore().setState({
      totalCents: 745_050,
      depositCents: 45_050,
      termMonths: 24,
      includeEstablishmentFee,
      customer: {
        productCategory: 'Solar Panel Package',
        productDescription: '6.6 kW solar',
        firstName: 'Jamie',
        lastName: 'Nguyen',
        email: 'jamie@example.com',
        mobile: '0412 345 678',
      },
      quoteStep: 'review',
    }),
  );
  const view = renderWithKiosk(<NewQuoteScreen />, kiosk);
  await act(() => testStore().getState().calculate());
  return view;
}

function costs() {
  return within(screen.getByRole('region', { name: 'Fees and total cost' }));
}

it('shows the establishment and account-keeping fees and the total cost: the deposit and every repayment', async () => {
  await renderReview(true);
  expect(costs().getByText('$75.00, a first-time customer’s, spread over the repayments')).toBeTruthy();
  expect(costs().getByText('$4.60 a fortnight ($2.30 a week), in each repayment')).toBeTruthy();
  // 52 repayments of ceil((700,000 + 7,500) / 52) + 460 = $140.66, and the $450.50 deposit.
  expect(costs().getByText('$7,764.82: the deposit, all 52 repayments and any annual fee')).toBeTruthy();
  await expectAccessible();
});

it('without the establishment fee, says it is left out and the total is the lower repayments’', async () => {
  await renderReview(false);
  expect(costs().getByText('None: left out on the calculator (not a first-time customer)')).toBeTruthy();
  // ceil(700,000 / 52) + 460 = $139.22 each.
  expect(costs().getByText('$7,689.94: the deposit, all 52 repayments and any annual fee')).toBeTruthy();
});
