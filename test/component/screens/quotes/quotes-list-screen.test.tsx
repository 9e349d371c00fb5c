import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { providerProblem, unreachable } from '../../../../main/core/service-failure-words';
import { QuotesListScreen } from '../../../../renderer/screens/quotes/quotes-list-screen';
import { testStore } from '../../../fixtures/test-kiosk-store';
import { ductedQuote } from '../../../fixtures/ducted-quote';
import type { ListedQuote } from '../../../../shared/contract/lists';
import { expectAccessible } from '../../expect-accessible';
import { fakeKiosk, ok, refused, type FakeKiosk } from '../../fake-kiosk';
import { renderWithKiosk } from '../../render-with-kiosk';
import { sessionOf, training } from '../../staff-profiles';

// The quotes list's states and rules: newest first though the service pages oldest first (D8), found by a mobile typed
// with spaces, only the actions the service accepts and a confirmed Cancel (D17); a failed load says which failure it
// is, once, shows no rows and never "0 quotes", and Retry loads the same dates.

/** The training sandbox's clock (D27): the lists' 30 days end on its today. */
const now = '2026-10-27T02:00:00+00:00';

const quote = (id: string, applicant: string, email: string, created: string, mobile?: string): ListedQuote =>
  ductedQuote(applicant, email, { id, created, team_member: 'Training', ...(mobile !== undefined && { mobile }) });

// As the service lists them: oldest first (D8).
const listed = [
  quote('q-1', 'Alex Oldest', 'alex.oldest@example.com', '2026-10-01T01:00:00+00:00'),
  quote('q-2', 'Sam Middle', 'sam.middle@example.com', '2026-10-12T01:00:00+00:00', '0412345678'),
  quote('q-3', 'Priya Raman', 'priya.raman@example.com', '2026-10-27T01:00:00+00:00', '0455123987'),
];

function renderQuotes(kiosk: FakeKiosk = fakeKiosk()) {
  kiosk.answer('training:clock', ok({ now, pendingTimers: 0 }));
  act(() => testStore().setState({ session: sessionOf(training) }));
  return renderWithKiosk(<QuotesListScreen />, kiosk);
}

const rows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);

describe('the list', () => {
  it('is newest first, the last 30 days by the service’s clock, and a mobile typed with spaces finds its quote', async () => {
    const kiosk = fakeKiosk();
    kiosk.answer('quotes:list', ok({ quotes: listed, hasMoreRecords: false }));
    const { user } = renderQuotes(kiosk);
    expect(await screen.findByRole('heading', { name: /^Page 1 of 1 · 3 quotes/ })).toBeTruthy();
    expect(kiosk.calls('quotes:list')).toEqual([{ startDate: '2026-09-28', endDate: '2026-10-27', pageNumber: 1 }]);
    expect(rows().map((row) => within(row).getByRole('button', { name: /^Open quote for/ }).textContent)).toEqual([
      'Priya Raman',
      'Sam Middle',
      'Alex Oldest',
    ]);

    await user.type(screen.getByLabelText('Search by name, email or mobile'), '0455 123 987');
    expect(screen.getByRole('heading', { name: /^Page 1 of 1 · 1 of 3 quotes/ })).toBeTruthy();
    const [only] = rows();
    expect(rows()).toHaveLength(1);
    expect(only?.textContent).toContain('priya.raman@example.com');
    expect(only?.textContent).toContain('0455 123 987');
    expect(only?.textContent).toContain('Sent');
  });

  it('Cancel asks first and “Keep the quote” keeps it; cancelled, it offers no action the service would refuse (D17)', async () => {
    const kiosk = fakeKiosk();
    kiosk.answer('quotes:list', ok({ quotes: listed, hasMoreRecords: false }));
    kiosk.answer(
      'quotes:cancel',
      ok({ ...quote('q-3', 'Priya Raman', 'priya.raman@example.com', '2026-10-27T01:00:00+00:00'), active: 0 }),
    );
    const { user } = renderQuotes(kiosk);
    await user.click(await screen.findByRole('button', { name: 'Cancel quote for Priya Raman' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel the quote for Priya Raman?' });
    expect(dialog.textContent).toContain('The apply link in the email sent to priya.raman@example.com stops working');
    await user.click(within(dialog).getByRole('button', { name: 'Keep the quote' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(kiosk.calls('quotes:cancel')).toEqual([]);
    expect(rows()[0]?.textContent).toContain('Sent');

    await user.click(screen.getByRole('button', { name: 'Cancel quote for Priya Raman' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel the quote' }));
    expect(await screen.findByText('Cancelled.', { exact: true })).toBeTruthy();
    expect(kiosk.calls('quotes:cancel')).toEqual([{ id: 'q-3' }]);
    const first = rows()[0] as HTMLElement;
    expect(within(first).getByText('Cancelled', { exact: true })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cancel quote for Priya Raman' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Resend quote to Priya Raman' })).toBeNull();
    expect(first.textContent).toContain('No actions');
    // The mobile the kiosk knew stays with the quote the service answered, for search.
    expect(first.textContent).toContain('0455 123 987');
  });
});

describe('a quote the customer has since applied for (issue 38 item 9)', () => {
  it('shows Applied with its application, which it opens, and offers nothing the service would refuse', async () => {
    const kiosk = fakeKiosk();
    const applied: ListedQuote = {
      ...quote('q-2', 'Sam Middle', 'sam.middle@example.com', '2026-10-12T01:00:00+00:00'),
      status: 'COMPLETED',
    };
    kiosk.answer(
      'quotes:list',
      ok({ quotes: [listed[0] as ListedQuote, { ...applied, appliedFor: { applicationId: '4200' } }], hasMoreRecords: false }),
    );
    const { user } = renderQuotes(kiosk);
    const row = (await screen.findByRole('button', { name: 'Open quote for Sam Middle' })).closest('tr') as HTMLElement;
    expect(within(row).getByText('Applied', { exact: true })).toBeTruthy();
    expect(within(row).getByText('Application 4200', { exact: true })).toBeTruthy();
    expect(within(row).queryByRole('button', { name: /^(Resend|Cancel) quote/ })).toBeNull();
    await expectAccessible();
    await user.click(within(row).getByRole('button', { name: 'Open application 4200' }));
    expect(testStore().getState()).toMatchObject({ screen: 'application', openApplicationId: '4200' });
  });
});

describe('a failed load', () => {
  it('a provider error says so with its message, once, never as an empty list; Retry loads the same dates', async () => {
    const kiosk = fakeKiosk();
    kiosk.answer('quotes:list', refused('service-error', providerProblem('Internal error')));
    const { user } = renderQuotes(kiosk);
    const failure =
      'The quotes could not be loaded: The financing service had a problem (its message: Internal error). Try again in a moment.';
    expect(await screen.findByText(failure)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await expect.poll(() => kiosk.calls('quotes:list').length).toBe(2);
    expect(await screen.findAllByText(failure)).toHaveLength(1);
    expect(screen.getByRole('heading', { name: 'Quotes not loaded' })).toBeTruthy();
    expect(document.body.textContent).not.toContain('0 quotes');
    expect(document.body.textContent).not.toContain('No quotes in these dates');
    expect(document.body.textContent).not.toContain('cannot be reached');
    await expectAccessible();

    kiosk.answer('quotes:list', ok({ quotes: listed, hasMoreRecords: false }));
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: /^Page 1 of 1 · 3 quotes/ })).toBeTruthy();
    expect(screen.queryByText(failure)).toBeNull();
    const [first, ...again] = kiosk.calls('quotes:list');
    expect(again).toEqual([first, first]);
  });

  it('a service that cannot be reached says so, with Retry, and never as an empty list', async () => {
    const kiosk = fakeKiosk();
    kiosk.answer('quotes:list', refused('unavailable', unreachable));
    renderQuotes(kiosk);
    expect(
      await screen.findByText(
        'The quotes could not be loaded: The financing service cannot be reached — check the connection and try again.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
    expect(document.body.textContent).not.toContain('0 quotes');
    expect(document.body.textContent).not.toContain('had a problem');
    await expectAccessible();
  });
});
