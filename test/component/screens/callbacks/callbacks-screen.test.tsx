import { act, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { CallbacksScreen } from '../../../../renderer/screens/callbacks/callbacks-screen';
import { testStore } from '../../../fixtures/test-kiosk-store';
import { fakeKiosk, ok } from '../../fake-kiosk';
import { renderWithKiosk } from '../../render-with-kiosk';
import { sessionOf, training } from '../../staff-profiles';

// K8: training without a keychain keeps its outbox's key in memory only, so after a restart its call-backs list is
// empty; the screen says why instead of leaving staff to wonder where they went (issue 38).

const freshEachStart = /starts afresh each time the kiosk starts/;

it.each([
  ['without a keychain, says training starts afresh each time', false, 1],
  ['with a keychain, says nothing of it', true, 0],
])('an empty call-backs list in training %s', async (_, available, notes) => {
  const kiosk = fakeKiosk();
  kiosk.answer('callouts:list', ok({ callbacks: [] }));
  renderWithKiosk(<CallbacksScreen />, kiosk);
  act(() => testStore().setState({ session: { ...sessionOf(training), keychain: { available } } }));
  expect(await screen.findByText('No call-backs have been asked for from this kiosk this week.')).toBeTruthy();
  expect(screen.queryAllByText(freshEachStart)).toHaveLength(notes);
});
