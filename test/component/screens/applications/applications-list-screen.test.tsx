import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { providerProblem } from '../../../../main/core/service-failure-words';
import { ApplicationsListScreen } from '../../../../renderer/screens/applications/applications-list-screen';
import type { ChannelResult } from '../../../../shared/contract';
import type { Application } from '../../../../shared/wire/applications';
import { expectAccessible } from '../../expect-accessible';
import { fakeKiosk, ok, refused, type FakeKiosk } from '../../fake-kiosk';
import { renderWithKiosk } from '../../render-with-kiosk';
import { sessionOf, training } from '../../staff-profiles';
import { testStore } from '../../../fixtures/test-kiosk-store';

// Issue 38 item 9: a search on the Applications list looks through every date the service holds, not only the dates
// loaded. Get Applications with no dates is the service's first day to its today (the document's defaults), 500 a page
// oldest first (D8); staff read how far back it went, and that it is still looking while pages arrive.

/** The training sandbox's clock (D27): the list's 30 days end on its today. */
const now = '2026-10-27T02:00:00+00:00';

const application = (id: string, name: string, created: string): Application => ({
  id,
  account_id: 'acc-1',
  applicants: [{ id: `p-${id}`, name, email: `${id}@example.com`, mobile: '0412345678', dob: '1980-01-01', joint_applicant: 0 }],
  team_member: 'Training',
  financed_amount: 500_000,
  repayment_term: 24,
  product_category: 'Air-Conditioning',
  product_description: 'Ducted heat pump',
  reference_number: '',
  status: 'APPROVED',
  status_history: [{ status: 'APPROVED', time: created }],
  created,
});

const oldest = application('1001', 'Alex Walker', '2025-06-03T01:00:00+00:00');
const older = application('1002', 'Sam Walker', '2026-01-15T01:00:00+00:00');
const recent = application('1003', 'Priya Walker', '2026-10-20T01:00:00+00:00');

type ListAnswer = ChannelResult<'applications:list'>;

/** The list's dates answer the recent one; with no dates, page 1 and page 2 as `pages` give them. */
function renderApplications(pages: (pageNumber: number) => ListAnswer | Promise<ListAnswer>) {
  const kiosk: FakeKiosk = fakeKiosk();
  kiosk.answer('training:clock', ok({ now, pendingTimers: 0 }));
  kiosk.answer('applications:list', (input) =>
    input.startDate === undefined ? pages(input.pageNumber ?? 1) : ok({ applications: [recent], hasMoreRecords: false }),
  );
  act(() => testStore().setState({ session: sessionOf(training) }));
  return renderWithKiosk(<ApplicationsListScreen />, kiosk);
}

const rowNames = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[2]?.textContent);

const twoPages = (pageNumber: number): ListAnswer =>
  pageNumber === 1 ? ok({ applications: [oldest], hasMoreRecords: true }) : ok({ applications: [older, recent], hasMoreRecords: false });

/** Every date's first page at once; the last one held until the test answers it. */
function renderWithLastPageHeld() {
  let answerLastPage: (answer: ListAnswer) => void = () => undefined;
  const view = renderApplications((pageNumber) =>
    pageNumber === 1
      ? ok({ applications: [oldest], hasMoreRecords: true })
      : new Promise<ListAnswer>((resolve) => {
          answerLastPage = resolve;
        }),
  );
  return { ...view, lastPage: (answer: ListAnswer) => answerLastPage(answer) };
}

describe('a search on the Applications list', () => {
  it('looks through every date the service holds, newest first, and says how far back it went', async () => {
    const { user, kiosk } = renderApplications(twoPages);
    expect(await screen.findByRole('heading', { name: /^Page 1 of 1 · 1 application/ })).toBeTruthy();
    expect(kiosk.calls('applications:list')).toEqual([{ startDate: '2026-09-28', endDate: '2026-10-27', pageNumber: 1 }]);

    await user.type(screen.getByLabelText('Search by name or reference'), 'walker');
    expect(
      await screen.findByText('Searched every date the financing service holds: 3 applications, from 3 June 2025 to today.'),
    ).toBeTruthy();
    // Once, however many letters were typed; no dates: the service's own first day to its today.
    expect(kiosk.calls('applications:list').slice(1)).toEqual([{ pageNumber: 1 }, { pageNumber: 2 }]);
    expect(rowNames()).toEqual(['Priya Walker', 'Sam Walker', 'Alex Walker']);
    expect(screen.getByRole('heading', { name: /^Page 1 of 1 · 3 of 3 applications/ })).toBeTruthy();

    await user.clear(screen.getByLabelText('Search by name or reference'));
    await user.type(screen.getByLabelText('Search by name or reference'), 'alex');
    expect(rowNames()).toEqual(['Alex Walker']);
    await expectAccessible();
  });

  it('says it is still looking while pages arrive, showing what it has found so far with the dates loaded', async () => {
    const { user, lastPage } = renderWithLastPageHeld();
    await screen.findByRole('heading', { name: /^Page 1 of 1 · 1 application/ });
    await user.type(screen.getByLabelText('Search by name or reference'), 'walker');
    expect(
      await screen.findByText('Still looking through every date the financing service holds: 1 application so far, back to 3 June 2025…'),
    ).toBeTruthy();
    expect(rowNames()).toEqual(['Priya Walker', 'Alex Walker']);
    await expectAccessible();

    act(() => lastPage(ok({ applications: [older, recent], hasMoreRecords: false })));
    expect(await screen.findByText(/^Searched every date the financing service holds: 3 applications/)).toBeTruthy();
    expect(rowNames()).toEqual(['Priya Walker', 'Sam Walker', 'Alex Walker']);
  });

  it('a search that stops says so and why, keeps what it found, and Retry looks again', async () => {
    let failing = true;
    const { user, kiosk } = renderApplications((pageNumber) =>
      pageNumber === 2 && failing ? refused('service-error', providerProblem('Internal error')) : twoPages(pageNumber),
    );
    await screen.findByRole('heading', { name: /^Page 1 of 1 · 1 application/ });
    await user.type(screen.getByLabelText('Search by name or reference'), 'walker');
    expect(
      await screen.findByText(
        'The search through every date stopped after 1 application, so newer ones may be missing: The financing service had a problem (its message: Internal error). Try again in a moment.',
      ),
    ).toBeTruthy();
    expect(rowNames()).toEqual(['Priya Walker', 'Alex Walker']);
    expect(screen.getByLabelText('Search by name or reference')).toHaveProperty('value', 'walker');

    failing = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText(/^Searched every date the financing service holds: 3 applications/)).toBeTruthy();
    expect(kiosk.calls('applications:list').filter((input) => input.startDate === undefined)).toHaveLength(4);
  });

  it('K4: Next customer takes every date’s applications with the search, and a page that answers late brings none back', async () => {
    const { user, lastPage, queryClient } = renderWithLastPageHeld();
    await screen.findByRole('heading', { name: /^Page 1 of 1 · 1 application/ });
    await user.type(screen.getByLabelText('Search by name or reference'), 'walker');
    await screen.findByText(/^Still looking/);
    act(() => testStore().getState().nextCustomer());
    act(() => lastPage(ok({ applications: [older, recent], hasMoreRecords: false })));
    await act(async () => undefined);
    expect(testStore().getState().applicationsSearch).toBe('');
    // Issue 37: the query cache went with the customer (K4), and the late page made no entry of its own.
    expect(queryClient.getQueryData([training.id, 'applications:list', {}])).toBeUndefined();
  });
});

describe('the dates’ applications', () => {
  /** The dated list's pages (D8: oldest first, 500 a page) answered by `pages`. */
  function renderDated(pages: (pageNumber: number) => ListAnswer) {
    const kiosk: FakeKiosk = fakeKiosk();
    kiosk.answer('training:clock', ok({ now, pendingTimers: 0 }));
    kiosk.answer('applications:list', (input) => pages(input.pageNumber ?? 1));
    act(() => testStore().setState({ session: sessionOf(training) }));
    return renderWithKiosk(<ApplicationsListScreen />, kiosk);
  }

  it('reads every page of the dates and shows them newest first', async () => {
    const { kiosk } = renderDated(twoPages);
    expect(await screen.findByRole('heading', { name: /^Page 1 of 1 · 3 applications/ })).toBeTruthy();
    expect(kiosk.calls('applications:list').map((input) => input.pageNumber)).toEqual([1, 2]);
    expect(rowNames()).toEqual(['Priya Walker', 'Sam Walker', 'Alex Walker']);
  });

  it('a page that fails says why in plain words and shows no rows, never an empty list', async () => {
    renderDated((pageNumber) => (pageNumber === 1 ? twoPages(1) : refused('service-error', providerProblem('Internal error'))));
    expect(await screen.findByText(/^The applications could not be loaded: The financing service had a problem/)).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Applications not loaded' })).toBeTruthy();
  });
});
