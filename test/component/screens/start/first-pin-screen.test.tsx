import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { App } from '../../../../renderer/app';
import { testStore } from '../../../fixtures/test-kiosk-store';
import { accessibleDescription } from '../../accessible-description';
import { expectAccessible } from '../../expect-accessible';
import { fakeKiosk, ok, refused } from '../../fake-kiosk';
import { renderWithKiosk } from '../../render-with-kiosk';
import { sessionOf, training } from '../../staff-profiles';

// Issue 38 (K6, K15): a profile in use with no staff PIN yet (training's, on first start) chooses it before any other
// screen, typed twice, 6 to 8 digits; nothing else of the kiosk is there until main has it.

const newPinRule = 'A new PIN is 6 to 8 digits.';

function renderFirstStart() {
  const kiosk = fakeKiosk();
  const firstStart = sessionOf(training, { staffPinChosen: false });
  kiosk.answer('session:status', ok(firstStart));
  kiosk.answer('kioskOptions:get', refused('unavailable', 'Not in this test.'));
  act(() => testStore().setState({ session: firstStart }));
  return renderWithKiosk(<App />, kiosk);
}

describe('the first staff PIN (issue 38)', () => {
  it('comes before every other screen, is typed twice alike and 6 to 8 digits, and then the calculator opens', async () => {
    const { user, kiosk } = renderFirstStart();
    kiosk.answer('session:choosePin', ok(sessionOf(training)));
    const pin = await screen.findByLabelText('New staff PIN', { exact: true });
    const again = screen.getByLabelText('New staff PIN again', { exact: true });
    expect(screen.getByRole('heading', { level: 1, name: 'Choose your staff PIN' })).toBeTruthy();
    expect(document.activeElement).toBe(pin);
    // Nothing a customer could be shown, nor any way round: no navigation, no Lock, no calculator.
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Lock' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Repayment calculator' })).toBeNull();

    // K15: 4 digits are refused in the rule's words, and main is not asked.
    await user.type(pin, '2468');
    await user.type(again, '2468');
    await user.click(screen.getByRole('button', { name: 'Save my PIN' }));
    expect(accessibleDescription(pin)).toContain(newPinRule);
    expect(kiosk.calls('session:choosePin')).toEqual([]);

    // Typed twice, so a slip of the finger is caught before it becomes the PIN.
    await user.clear(pin);
    await user.type(pin, '246813');
    await user.clear(again);
    await user.type(again, '246814');
    await user.click(screen.getByRole('button', { name: 'Save my PIN' }));
    expect(screen.getByText(/^The two PINs are not the same\./)).toBeTruthy();
    expect(again.getAttribute('aria-invalid')).toBe('true');
    expect(kiosk.calls('session:choosePin')).toEqual([]);
    await expectAccessible();

    await user.clear(again);
    await user.type(again, '246813');
    await user.click(screen.getByRole('button', { name: 'Save my PIN' }));
    expect(kiosk.calls('session:choosePin')).toEqual([{ pin: '246813' }]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Repayment calculator' })).toBeTruthy();
  });

  it('says main’s refusal beside the form and keeps the screen', async () => {
    const { user, kiosk } = renderFirstStart();
    kiosk.answer('session:choosePin', refused('not-allowed', 'This profile already has a staff PIN.'));
    await user.type(await screen.findByLabelText('New staff PIN', { exact: true }), '246813');
    await user.type(screen.getByLabelText('New staff PIN again', { exact: true }), '246813');
    await user.click(screen.getByRole('button', { name: 'Save my PIN' }));
    expect(await screen.findByText('This profile already has a staff PIN.')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Choose your staff PIN' })).toBeTruthy();
  });
});
