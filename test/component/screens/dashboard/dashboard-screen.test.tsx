import { act, screen, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import { providerProblem } from '../../../../main/core/service-failure-words';
import { DashboardScreen } from '../../../../renderer/screens/dashboard/dashboard-screen';
import { testStore } from '../../../fixtures/test-kiosk-store';
import type { DashboardSummary } from '../../../../shared/contract/dashboard';
import { expectAccessible } from '../../expect-accessible';
import { fakeKiosk, ok, refused, type FakeKiosk } from '../../fake-kiosk';
import { renderWithKiosk } from '../../render-with-kiosk';
import { sessionOf, training } from '../../staff-profiles';

// The branch at a glance, its states: counting, counted (the 30 or 90 days chosen, the weeks as a table too), and
// failed (main's reason, no numbers, Retry). The counting itself: test/integration/main/ipc/dashboard-summary.test.ts;
// the figures' links: test/unit/renderer/store/list-openings.test.ts.

const week = (startDate: string, endDate: string, quotesSent: number) => ({
  startDate,
  endDate,
  quotesSent,
  quotesApplied: 1,
  applied: 2,
  approved: 1,
  declined: 1,
  paid: 0,
  financedCents: 0,
});

const summary = (startDate: string, weeks: DashboardSummary['weeks']): DashboardSummary => ({
  startDate,
  endDate: '2026-10-27',
  figures: {
    quotesSent: weeks.reduce((sum, each) => sum + each.quotesSent, 0),
    quotesApplied: 3,
    applied: 6,
    approved: 3,
    declined: 3,
    paid: 0,
    financedCents: 0,
  },
  funnel: { quotesSent: 12, applied: 3, approved: 2, paid: 0, applicationIds: [] },
  team: [
    { teamMember: 'Ava Chen', quotesSent: 8, applied: 4, approved: 2, paid: 0 },
    { teamMember: '', quotesSent: 4, applied: 2, approved: 1, paid: 0 },
  ],
  weeks,
});

const thirty = summary('2026-09-28', [week('2026-09-28', '2026-10-04', 4), week('2026-10-05', '2026-10-27', 8)]);
const ninety = summary('2026-07-30', [
  week('2026-07-30', '2026-08-02', 1),
  week('2026-08-03', '2026-09-27', 9),
  week('2026-09-28', '2026-10-27', 12),
]);

/** The screen, once `answer` has given main's answers: it asks for the figures as it opens. */
function renderDashboard(answer: (kiosk: FakeKiosk) => void) {
  const kiosk = fakeKiosk();
  answer(kiosk);
  act(() => testStore().setState({ session: sessionOf(training) }));
  return renderWithKiosk(<DashboardScreen />, kiosk);
}

const quotesSentTile = () =>
  within(screen.getByRole('list', { name: 'Figures; each opens its list' })).getByRole('button', { name: /Quotes sent$/ });

it('shows the last 30 days, then the 90 chosen, with the weeks as a table beside the charts', async () => {
  const { user, kiosk } = renderDashboard((kiosk) => kiosk.answer('dashboard:summary', (input) => ok(input.days === 90 ? ninety : thirty)));
  expect((await screen.findByRole('button', { name: 'Last 30 days' })).getAttribute('aria-pressed')).toBe('true');
  expect((await screen.findByRole('list', { name: 'Figures; each opens its list' })).textContent).toContain('12');
  expect(screen.getByRole('img', { name: 'Quotes sent and applications, week by week' })).toBeTruthy();

  await user.click(screen.getByRole('button', { name: 'Last 90 days' }));
  expect(screen.getByRole('button', { name: 'Last 90 days' }).getAttribute('aria-pressed')).toBe('true');
  await expect.poll(() => quotesSentTile().textContent).toContain('22');
  expect(kiosk.calls('dashboard:summary')).toEqual([{ days: 30 }, { days: 90 }]);
  expect(within(screen.getByRole('region', { name: 'The weeks as a table' })).getAllByRole('row')).toHaveLength(ninety.weeks.length + 1);
});

it('a table per salesperson: quotes sent, applications, approved and paid, and a row for records naming nobody', async () => {
  renderDashboard((kiosk) => kiosk.answer('dashboard:summary', ok(thirty)));
  const table = await screen.findByRole('region', { name: 'Figures per salesperson' });
  expect(
    within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent),
  ).toEqual(['Salesperson', 'Quotes sent', 'Applications', 'Approved', 'Paid']);
  expect(within(table).getByRole('row', { name: 'Ava Chen 8 4 2 0' })).toBeTruthy();
  expect(within(table).getByRole('row', { name: 'No salesperson named 4 2 1 0' })).toBeTruthy();
  await expectAccessible();
});

it('no quotes or applications in the dates: the salesperson card says so instead of an empty table', async () => {
  renderDashboard((kiosk) => kiosk.answer('dashboard:summary', ok({ ...thirty, team: [] })));
  expect(await screen.findByText('No quotes or applications in these dates.')).toBeTruthy();
  expect(screen.queryByRole('region', { name: 'Figures per salesperson' })).toBeNull();
});

it('figures that could not be counted say why, show no numbers, and Retry counts them', async () => {
  const { user, kiosk } = renderDashboard((kiosk) =>
    kiosk.answer('dashboard:summary', refused('service-error', providerProblem(undefined))),
  );
  const failure = await screen.findByText(/^The branch’s figures could not be counted: /);
  expect(failure.textContent).toContain('The financing service had a problem');
  expect(screen.queryByRole('list', { name: 'Figures; each opens its list' })).toBeNull();
  await expectAccessible();

  kiosk.answer('dashboard:summary', ok(thirty));
  await user.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('list', { name: 'Figures; each opens its list' })).toBeTruthy();
  expect(screen.queryByText(/^The branch’s figures could not be counted: /)).toBeNull();
});

it('a late answer for the days no longer chosen is not shown (issue 37: each choice of days is its own read)', async () => {
  let answerThirty: () => void = () => undefined;
  const { user } = renderDashboard((kiosk) =>
    kiosk.answer('dashboard:summary', (input) =>
      input.days === 90 ? ok(ninety) : new Promise((resolve) => (answerThirty = () => resolve(ok(thirty)))),
    ),
  );
  await user.click(await screen.findByRole('button', { name: 'Last 90 days' }));
  await expect.poll(() => quotesSentTile().textContent).toContain('22');
  await act(async () => answerThirty());
  expect(quotesSentTile().textContent).toContain('22');
  expect(screen.getByRole('button', { name: 'Last 90 days' }).getAttribute('aria-pressed')).toBe('true');
});

it('other days that could not be counted show no figures, never the last days’ as theirs', async () => {
  const { user } = renderDashboard((kiosk) =>
    kiosk.answer('dashboard:summary', (input) => (input.days === 90 ? refused('service-error', providerProblem(undefined)) : ok(thirty))),
  );
  await screen.findByRole('list', { name: 'Figures; each opens its list' });
  await user.click(screen.getByRole('button', { name: 'Last 90 days' }));
  expect(await screen.findByText(/^The branch’s figures could not be counted: /)).toBeTruthy();
  expect(screen.queryByRole('list', { name: 'Figures; each opens its list' })).toBeNull();
});

it('a figure opens its list on exactly the figures’ dates (what the list is read for), with the status it counts', async () => {
  const { user } = renderDashboard((kiosk) => kiosk.answer('dashboard:summary', ok(thirty)));
  const figures = await screen.findByRole('list', { name: 'Figures; each opens its list' });
  await user.click(within(figures).getByRole('button', { name: /Approved$/ }));
  expect(testStore().getState()).toMatchObject({ screen: 'applications', applicationsStatus: 'EVER_APPROVED' });
  expect(testStore().getState().applicationsShown).toEqual({ startDate: '2026-09-28', endDate: '2026-10-27' });
});
