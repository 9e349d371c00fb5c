import { act, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { QuotesListScreen } from '../../../renderer/screens/quotes/quotes-list-screen';
import { testStore } from '../../fixtures/test-kiosk-store';
import { accessibleDescription } from '../accessible-description';
import { expectAccessible } from '../expect-accessible';
import { fakeKiosk, ok } from '../fake-kiosk';
import { renderWithKiosk } from '../render-with-kiosk';
import { sessionOf, training } from '../staff-profiles';

// A dated list's days, typed day first whatever the runtime's locale (issue 25; Node's here, like an en-US browser,
// writes 10/27/2026): a month-first date or a range that ends before it starts is said beside its field once the list
// is asked for, kept as typed and nothing sent; a day typed any day-first way is written back one way and crosses
// the contract as D4's YYYY-MM-DD. The reading of the text itself: test/unit/renderer/components/day-field.test.ts.

it('explains a month-first date and a backwards range beside the field, sends nothing, then sends D4 days', async () => {
  const kiosk = fakeKiosk();
  kiosk.answer('training:clock', ok({ now: '2026-10-27T02:00:00+00:00', pendingTimers: 0 }));
  kiosk.answer('quotes:list', ok({ quotes: [], hasMoreRecords: false }));
  act(() => testStore().setState({ session: sessionOf(training) }));
  const { user } = renderWithKiosk(<QuotesListScreen />, kiosk);
  const from = screen.getByLabelText('From', { exact: true });
  const to = screen.getByLabelText('To', { exact: true });
  // "Last 30 days": the sandbox's today and the 29 days before (D27).
  await expect.poll(() => (to as HTMLInputElement).value).toBe('27/10/2026');
  expect(from).toHaveProperty('value', '28/09/2026');
  expect(accessibleDescription(from)).toBe('DD/MM/YYYY');
  await expect.poll(() => kiosk.calls('quotes:list').length).toBe(1);

  await user.clear(from);
  await user.type(from, '10/27/2025');
  await user.tab();
  // Said once the list is asked for, not as the field is left: words appearing then would move the button from under a finger.
  expect(from.getAttribute('aria-invalid')).toBeNull();
  await user.click(screen.getByRole('button', { name: 'Show quotes' }));
  expect(document.activeElement).toBe(from);
  expect(from.getAttribute('aria-invalid')).toBe('true');
  expect(accessibleDescription(from)).toBe('DD/MM/YYYY There is no month 27. The day comes first, as in 27/10/2025.');
  expect(from).toHaveProperty('value', '10/27/2025');
  await expectAccessible();
  expect(kiosk.calls('quotes:list')).toHaveLength(1);

  // A last day before the first is refused beside it too (D4 would answer "Invalid date").
  await user.clear(from);
  await user.type(from, '27102025');
  await user.clear(to);
  await user.type(to, '1/1/2025');
  await user.click(screen.getByRole('button', { name: 'Show quotes' }));
  expect(document.activeElement).toBe(to);
  expect(accessibleDescription(to)).toBe('DD/MM/YYYY This is before the From date (27/10/2025).');
  await expectAccessible();
  expect(from).toHaveProperty('value', '27/10/2025');
  expect(kiosk.calls('quotes:list')).toHaveLength(1);

  await user.clear(to);
  await user.type(to, '31.12.2025');
  await user.click(screen.getByRole('button', { name: 'Show quotes' }));
  await expect.poll(() => kiosk.calls('quotes:list').at(-1)).toMatchObject({ startDate: '2025-10-27', endDate: '2025-12-31' });
  expect(to).toHaveProperty('value', '31/12/2025');
  expect(to.getAttribute('aria-invalid')).toBeNull();
});
