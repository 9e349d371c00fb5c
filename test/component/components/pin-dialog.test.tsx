import { act, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PageFrame } from '../../../renderer/components/page-frame';
import { CustomerWords } from '../../../renderer/i18n/customer-words';
import { CustomerFrame } from '../../../renderer/screens/customer/customer-frame';
import { testStore } from '../../fixtures/test-kiosk-store';
import { expectAccessible } from '../expect-accessible';
import { fakeKiosk, ok, refused } from '../fake-kiosk';
import { renderWithKiosk } from '../render-with-kiosk';
import { liam, priya, sessionOf, training } from '../staff-profiles';

// The staff PIN dialog (K6): the profile's own PIN (chosen before anything else: first-pin-screen.test.tsx) locks, a
// wrong one is refused in main's words and the field starts empty; it is changed with the current one; after
// five wrong PINs the pause is said in plain words and only an administrator's own PIN clears it (D10, K11).
// Main's words themselves are tested with main (test/unit/main/session/pin-lock.test.ts).

const newPinRule = 'A new PIN is 6 to 8 digits.';

function renderStaffFrame() {
  const kiosk = fakeKiosk();
  kiosk.answer('outbox:list', ok({ entries: [], online: true, queued: 0, needsDecision: 0, unreadable: 0 }));
  act(() => testStore().setState({ session: sessionOf(training) }));
  const view = renderWithKiosk(
    <PageFrame profile={training}>
      <h1>Repayment calculator</h1>
    </PageFrame>,
    kiosk,
  );
  return {
    ...view,
    dialog: async () => view.user.click(screen.getByRole('button', { name: 'Lock' })).then(() => screen.findByRole('dialog')),
  };
}

const pinField = (dialog: HTMLElement, label: string) => within(dialog).getByLabelText(label, { exact: true });

describe('locking (K6)', () => {
  it('asks the profile’s PIN once; a wrong one is refused in main’s words and the field starts empty', async () => {
    const { user, kiosk, dialog: open } = renderStaffFrame();
    kiosk.answer('session:lock', refused('wrong-pin', 'That is not your staff PIN.', { pin: ['That is not your staff PIN.'] }));
    const dialog = await open();
    expect(within(dialog).queryByLabelText('New staff PIN again')).toBeNull();
    await user.type(pinField(dialog, 'Staff PIN'), '111111');
    await user.click(within(dialog).getByRole('button', { name: 'Lock now' }));
    expect((await within(dialog).findAllByText('That is not your staff PIN.')).length).toBeGreaterThan(0);
    expect(pinField(dialog, 'Staff PIN')).toHaveProperty('value', '');
    expect(testStore().getState().session?.locked).toBe(false);
    await expectAccessible();
  });

  it('changing the PIN asks for the current one first; the new one keeps K15’s rule; main’s refusal is shown; done, back to Lock', async () => {
    const { user, kiosk, dialog: open } = renderStaffFrame();
    kiosk.answer('session:changePin', (input) =>
      input.currentPin === '246813'
        ? ok(sessionOf(training))
        : refused('wrong-pin', 'That is not your current staff PIN.', { currentPin: ['That is not your current staff PIN.'] }),
    );
    const dialog = await open();
    await user.click(within(dialog).getByRole('button', { name: 'Change my PIN' }));
    expect(within(dialog).getByRole('heading', { name: 'Change your staff PIN' })).toBeTruthy();
    expect(document.activeElement).toBe(pinField(dialog, 'Current staff PIN'));
    await user.type(pinField(dialog, 'Current staff PIN'), '135724');
    await user.type(pinField(dialog, 'New staff PIN'), '8642');
    await user.type(pinField(dialog, 'New staff PIN again'), '8642');
    await user.click(within(dialog).getByRole('button', { name: 'Change PIN' }));
    expect(within(dialog).getByText(newPinRule, { selector: '.field__error' })).toBeTruthy();
    expect(kiosk.calls('session:changePin')).toEqual([]);

    await user.clear(pinField(dialog, 'New staff PIN'));
    await user.type(pinField(dialog, 'New staff PIN'), '864213');
    await user.clear(pinField(dialog, 'New staff PIN again'));
    await user.type(pinField(dialog, 'New staff PIN again'), '864213');
    await user.click(within(dialog).getByRole('button', { name: 'Change PIN' }));
    expect((await within(dialog).findAllByText('That is not your current staff PIN.')).length).toBeGreaterThan(0);
    await expectAccessible();

    await user.clear(pinField(dialog, 'Current staff PIN'));
    await user.type(pinField(dialog, 'Current staff PIN'), '246813');
    await user.click(within(dialog).getByRole('button', { name: 'Change PIN' }));
    expect(await within(dialog).findByText('Your staff PIN is changed. Use the new one from now on.')).toBeTruthy();
    expect(kiosk.calls('session:changePin').at(-1)).toEqual({ currentPin: '246813', newPin: '864213' });
    expect(pinField(dialog, 'Staff PIN')).toBeTruthy();
  });
});

describe('unlocking, and the pause after five wrong PINs (K11, D10)', () => {
  function renderLocked() {
    const kiosk = fakeKiosk();
    act(() => testStore().setState({ session: sessionOf(liam, { locked: true }) }));
    const view = renderWithKiosk(
      <CustomerWords>
        <CustomerFrame>
          <h1>This kiosk is locked</h1>
        </CustomerFrame>
      </CustomerWords>,
      kiosk,
    );
    return {
      ...view,
      open: async () => view.user.click(screen.getByRole('button', { name: 'Staff' })).then(() => screen.getByRole('dialog')),
    };
  }

  it('names who locked it; each wrong PIN says how many are left, and the field starts empty again', async () => {
    const { user, kiosk, open } = renderLocked();
    let wrong = 0;
    kiosk.answer('session:unlock', () => {
      const left = 5 - ++wrong;
      const words = `That PIN is not the one the kiosk was locked with. ${left} more wrong PIN${left === 1 ? '' : 's'} and the kiosk stops taking PINs for 5 minutes.`;
      return refused('wrong-pin', words, { pin: [words] });
    });
    const dialog = await open();
    expect(within(dialog).getByText('Enter the staff PIN of Liam, who locked the kiosk.')).toBeTruthy();
    for (const left of [4, 3]) {
      await user.type(pinField(dialog, 'Staff PIN'), '000000');
      await user.click(within(dialog).getByRole('button', { name: 'Unlock' }));
      expect((await within(dialog).findAllByText(new RegExp(`${left} more wrong PINs and the kiosk stops`))).length).toBeGreaterThan(0);
      expect(pinField(dialog, 'Staff PIN')).toHaveProperty('value', '');
    }
    await expectAccessible();
    expect(testStore().getState().session?.locked).toBe(true);
  });

  it('the pause counts down to the second, says the right PIN is not checked either, then says PINs are taken again', async () => {
    // Only the clock and the countdown's ticks are the test's: the clicks keep their own timing.
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    try {
      const { user, kiosk, open } = renderLocked();
      const message = 'Too many wrong PINs. Try again in 5 minutes.';
      kiosk.answer('session:unlock', { ok: false, error: { code: 'too-many-attempts', message, retryInMs: 300_000 } });
      const dialog = await open();
      await user.type(pinField(dialog, 'Staff PIN'), '111111');
      await user.click(within(dialog).getByRole('button', { name: 'Unlock' }));
      const countdown = /^PIN checks start again in (\d+:\d\d)\. Until then no PIN is checked, not even the right one\.$/;
      expect((await within(dialog).findByText(countdown)).textContent).toContain('in 5:00.');
      act(() => vi.advanceTimersByTime(8_000));
      expect(within(dialog).getByText(countdown).textContent).toContain('in 4:52.');
      act(() => vi.advanceTimersByTime(292_000));
      expect(within(dialog).getByText('PIN checks have started again: enter the PIN.')).toBeTruthy();
      await expectAccessible();
    } finally {
      vi.useRealTimers();
    }
  });

  it('the pause is said in plain words; only real administrators are offered to clear it, and a wrong PIN is refused', async () => {
    const { user, kiosk, open } = renderLocked();
    kiosk.answer('session:unlock', refused('too-many-attempts', 'Too many wrong PINs. Try again in 5 minutes.'));
    // Training's demo administrator, whose PIN anyone may choose, and a team member are not offered (K11).
    kiosk.answer('profiles:list', ok({ profiles: [training, priya, liam] }));
    kiosk.answer('session:clearLockOut', (input) =>
      input.pin === '864213' ? ok(sessionOf(liam)) : refused('wrong-pin', 'That is not the administrator’s staff PIN.'),
    );
    const dialog = await open();
    await user.type(pinField(dialog, 'Staff PIN'), '111111');
    await user.click(within(dialog).getByRole('button', { name: 'Unlock' }));
    expect(await within(dialog).findByText('Too many wrong PINs. Try again in 5 minutes.')).toBeTruthy();
    expect(
      within(dialog).getByText(/after five wrong PINs the kiosk stops taking PINs for a while: 5 minutes the first time/),
    ).toBeTruthy();
    await expectAccessible();

    await user.click(within(dialog).getByRole('button', { name: 'An administrator can clear this' }));
    const heading = within(dialog).getByRole('heading', { name: 'Clear the pause (administrators only)' });
    expect(document.activeElement).toBe(heading);
    const administrator = await within(dialog).findByLabelText('Administrator', { exact: true });
    expect(
      within(administrator)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Priya (Sunrise Solar)']);

    await user.type(pinField(dialog, 'Administrator’s staff PIN'), '111111');
    await user.click(within(dialog).getByRole('button', { name: 'Clear and unlock' }));
    expect(await within(dialog).findByText('That is not the administrator’s staff PIN.')).toBeTruthy();
    await expectAccessible();
    expect(testStore().getState().session?.locked).toBe(true);

    await user.clear(pinField(dialog, 'Administrator’s staff PIN'));
    await user.type(pinField(dialog, 'Administrator’s staff PIN'), '864213');
    await user.click(within(dialog).getByRole('button', { name: 'Clear and unlock' }));
    await expect.poll(() => testStore().getState().session?.locked).toBe(false);
    expect(kiosk.calls('session:clearLockOut').at(-1)).toEqual({ profileId: priya.id, pin: '864213' });
  });
});
