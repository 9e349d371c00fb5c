import { act, screen, within } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { NeedsYouButton } from '../../../renderer/components/needs-you-panel';
import { useKioskEvents } from '../../../renderer/kiosk-events';
import { testStore } from '../../fixtures/test-kiosk-store';
import type { NeedsYouList, StatusAlert } from '../../../shared/contract/alerts';
import { expectAccessible } from '../expect-accessible';
import { fakeKiosk, ok } from '../fake-kiosk';
import { renderWithKiosk } from '../render-with-kiosk';
import { sessionOf, training } from '../staff-profiles';

// Issue 38 item 12: the top bar's Needs you (its count as main pushes the list, each line opening its application),
// and status alerts: the browser's notification when staff allowed it, and a click on one (or on main's OS
// notification) opening the application, unless a customer has the kiosk (K6). The list itself: test/integration/main/
// services/needs-you.test.ts.

/** What app.tsx does beside the screens: main's pushed events into the store. */
function KioskEvents() {
  useKioskEvents();
  return null;
}

const list: NeedsYouList = {
  items: [
    { applicationId: '1041', status: 'APPROVED', reason: 'invoiceMissing', since: '2026-12-05T01:00:00+00:00' },
    { applicationId: '1038', status: 'REFER', reason: 'referred', since: '2026-12-04T23:30:00+00:00' },
    { applicationId: '1020', status: 'APPROVED', reason: 'requestPayment', since: '2026-12-01T02:00:00+00:00' },
  ],
};

function renderNeedsYou(first: NeedsYouList = { items: [] }) {
  const kiosk = fakeKiosk();
  kiosk.answer('needsYou:list', ok(first));
  act(() => testStore().setState({ session: sessionOf(training) }));
  const view = renderWithKiosk(
    <>
      <KioskEvents />
      <NeedsYouButton />
    </>,
    kiosk,
  );
  return view;
}

afterEach(() => vi.unstubAllGlobals());

it('counts what main pushes, lists each line with why it needs you, and a line opens its application', async () => {
  const { user, kiosk } = renderNeedsYou();
  expect(screen.getByRole('button', { name: 'Needs you: nothing now' })).toBeTruthy();
  act(() => kiosk.emit('needsYou:changed', list));
  const button = await screen.findByRole('button', { name: 'Needs you: 3 applications' });
  expect(button.querySelector('.badge')?.textContent).toBe('3');

  kiosk.answer('needsYou:list', ok(list));
  await user.click(button);
  const panel = await screen.findByRole('dialog', { name: 'Needs you' });
  const lines = within(within(panel).getByRole('list', { name: 'Applications that need you' })).getAllByRole('listitem');
  expect(lines.map((line) => line.textContent)).toEqual([
    expect.stringMatching(/^Application 1041Approved, no invoice yet: upload it, then request payment\.since /),
    expect.stringMatching(/^Application 1038Being reviewed by the provider, who may ask the customer for more\.since /),
    expect.stringMatching(/^Application 1020Approved: request payment once the job is delivered\.since /),
  ]);
  await expectAccessible();

  await user.click(within(panel).getByRole('button', { name: 'Open application 1038' }));
  expect(screen.queryByRole('dialog', { name: 'Needs you' })).toBeNull();
  expect(testStore().getState()).toMatchObject({ screen: 'application', openApplicationId: '1038' });
});

it('stays through Next customer (numbers and statuses, no customer: K4), and a list read on its way does not replace a pushed one', async () => {
  const kiosk = fakeKiosk();
  let answer: (first: NeedsYouList) => void = () => {};
  kiosk.answer('needsYou:list', () => new Promise((resolve) => (answer = (first) => resolve(ok(first)))));
  act(() => testStore().setState({ session: sessionOf(training) }));
  renderWithKiosk(
    <>
      <KioskEvents />
      <NeedsYouButton />
    </>,
    kiosk,
  );
  act(() => kiosk.emit('needsYou:changed', list));
  await act(async () => answer({ items: [] }));
  expect(await screen.findByRole('button', { name: 'Needs you: 3 applications' })).toBeTruthy();
  act(() => testStore().getState().nextCustomer());
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  expect(screen.getByRole('button', { name: 'Needs you: 3 applications' })).toBeTruthy();
  expect(kiosk.calls('needsYou:list')).toHaveLength(1);
});

it('says so when nothing needs you', async () => {
  const { user } = renderNeedsYou();
  await user.click(screen.getByRole('button', { name: 'Needs you: nothing now' }));
  expect(within(await screen.findByRole('dialog', { name: 'Needs you' })).getByText('Nothing needs you now.')).toBeTruthy();
});

it('main’s OS notification clicked opens its application, unless the kiosk is locked for a customer by then (K6)', () => {
  const { kiosk } = renderNeedsYou();
  act(() => testStore().setState({ session: sessionOf(training, { locked: true }) }));
  act(() => kiosk.emit('alerts:opened', { applicationId: '1041' }));
  expect(testStore().getState().screen).toBe('calculator');
  act(() => testStore().setState({ session: sessionOf(training) }));
  act(() => kiosk.emit('alerts:opened', { applicationId: '1041' }));
  expect(testStore().getState()).toMatchObject({ screen: 'application', openApplicationId: '1041' });
});

/** The browser's Notification, as a test sees it: what was shown, and whether staff have allowed it. */
function stubBrowserNotifications(permission: NotificationPermission) {
  const shown: { title: string; options: NotificationOptions | undefined; notification: { onclick: (() => void) | null } }[] = [];
  class FakeNotification {
    static permission = permission;
    onclick: (() => void) | null = null;
    constructor(title: string, options?: NotificationOptions) {
      shown.push({ title, options, notification: this });
    }
    close(): void {}
  }
  vi.stubGlobal('Notification', FakeNotification);
  return shown;
}

const approved: StatusAlert = {
  applicationId: '1041',
  status: 'APPROVED',
  title: 'Application 1041: Approved',
  body: 'Request payment once the job is delivered; upload the invoice first.',
};

it('the browser host: main’s alert shows as the browser’s notification once allowed, and clicking it opens the application', () => {
  const shown = stubBrowserNotifications('granted');
  const { kiosk } = renderNeedsYou();
  act(() => kiosk.emit('alerts:raised', approved));
  expect(shown.map(({ title, options }) => ({ title, body: options?.body, tag: options?.tag }))).toEqual([
    { title: 'Application 1041: Approved', body: approved.body, tag: 'application-1041' },
  ]);
  act(() => shown[0]?.notification.onclick?.());
  expect(testStore().getState()).toMatchObject({ screen: 'application', openApplicationId: '1041' });
});

it('the browser host: no notification until staff allow them', () => {
  const shown = stubBrowserNotifications('default');
  const { kiosk } = renderNeedsYou();
  act(() => kiosk.emit('alerts:raised', approved));
  expect(shown).toEqual([]);
});
