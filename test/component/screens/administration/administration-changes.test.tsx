import { act, screen, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import type { ChannelResult } from '../../../../shared/contract';
import { AdministrationScreen } from '../../../../renderer/screens/administration/administration-screen';
import { fakeKiosk, ok } from '../../fake-kiosk';
import { renderWithKiosk } from '../../render-with-kiosk';
import { priya, sessionOf } from '../../staff-profiles';
import { testStore } from '../../../fixtures/test-kiosk-store';
import { useKiosk } from '../../../../renderer/store/kiosk-store';
import { cachedText } from '../../queries/cached-text';

// K9: an administration change (with the PIN) shows main's answer and says what happened; K4: an answer that arrives
// after "Next customer" lands in no list and on no screen.

const hook = { id: 'webhook-1', url: 'https://hooks.example.com/kiosk', created: '2026-12-05T01:00:00+00:00', isThisKiosk: false };

/** As app.tsx draws it: a new screen with each customer's epoch. */
function Administration() {
  const epoch = useKiosk((state) => state.customerEpoch);
  return <AdministrationScreen key={epoch} />;
}

async function addWebhook(answer: () => Promise<ChannelResult<'webhooks:add'>>) {
  testStore().setState({ session: sessionOf(priya) });
  const kiosk = fakeKiosk();
  kiosk.answer('users:list', ok({ users: [], hasMoreRecords: false }));
  kiosk.answer('webhooks:list', ok({ webhooks: [] }));
  kiosk.answer('webhooks:add', answer);
  const rendered = renderWithKiosk(<Administration />, kiosk);
  const { user } = rendered;
  await user.click(screen.getByRole('button', { name: 'Webhooks' }));
  expect(await screen.findByText('This branch has no webhooks yet.')).toBeTruthy();
  await user.type(screen.getByLabelText('Webhook address'), hook.url);
  await user.click(screen.getByRole('button', { name: 'Add webhook' }));
  const dialog = screen.getByRole('dialog');
  await user.type(within(dialog).getByLabelText('Staff PIN', { exact: true }), '246813');
  await user.click(within(dialog).getByRole('button', { name: 'Add webhook' }));
  return { ...rendered, kiosk };
}

it('an added webhook is listed as main answered, and the screen says so', async () => {
  const { kiosk } = await addWebhook(async () => ok({ webhooks: [hook] }));
  expect(await screen.findByText('The webhook is added.')).toBeTruthy();
  expect(screen.getByText(hook.url)).toBeTruthy();
  expect(kiosk.calls('webhooks:add')).toEqual([{ pin: '246813', url: hook.url }]);
  expect(kiosk.calls('webhooks:list')).toHaveLength(1);
});

it('K4: an answer held back across "Next customer" lands in no list and on no screen', async () => {
  let release: () => void = () => {};
  const { queryClient } = await addWebhook(() => new Promise((resolve) => (release = () => resolve(ok({ webhooks: [hook] })))));
  act(() => testStore().getState().nextCustomer());
  await act(async () => release());
  expect(screen.queryByText('The webhook is added.')).toBeNull();
  expect(screen.queryByText(hook.url)).toBeNull();
  expect(cachedText(queryClient)).not.toContain(hook.url);
});
