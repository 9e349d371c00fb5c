import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProfilePicker } from '../../../../renderer/screens/start/profile-picker';
import { testStore } from '../../../fixtures/test-kiosk-store';
import type { SessionStatus } from '../../../../shared/contract/session';
import { accessibleDescription } from '../../accessible-description';
import { focusedOnOpen } from '../../dialog-focus';
import { expectAccessible } from '../../expect-accessible';
import { fakeKiosk, ok, refused } from '../../fake-kiosk';
import { renderWithKiosk } from '../../render-with-kiosk';
import { liam, priya, sessionOf, training } from '../../staff-profiles';

// K11 on the profile picker: switching asks for that profile's own staff PIN, removing one for an administrator's,
// naming what its outbox has not sent; each profile's user is shown (D10); no keychain is said in plain words.
// Main's words are main's (test/unit/main/session/pin-lock.test.ts, test/unit/main/credentials/keychain-availability.test.ts).

const wrongPin = 'That is not this profile’s staff PIN. 4 more wrong PINs and the kiosk stops taking PINs for 5 minutes.';

function renderPicker(session: SessionStatus = sessionOf(training)) {
  const kiosk = fakeKiosk();
  kiosk.answer('profiles:list', ok({ profiles: [training, priya, liam] }));
  act(() => testStore().setState({ session, choosingProfile: true }));
  return renderWithKiosk(<ProfilePicker />, kiosk);
}

describe('switching profile (K11)', () => {
  it('asks for that profile’s PIN: Cancel switches nothing, a wrong one is refused by the field and emptied, the right one switches', async () => {
    const { user, kiosk } = renderPicker();
    kiosk.answer('profiles:select', (input) =>
      input.pin === '246813' ? ok(sessionOf(priya)) : refused('wrong-pin', wrongPin, { pin: [wrongPin] }),
    );
    expect(screen.getByText('Training stays in use until another profile is chosen')).toBeTruthy();

    await user.click(await screen.findByRole('button', { name: 'Use Priya' }));
    const dialog = screen.getByRole('dialog', { name: 'Enter Priya’s staff PIN' });
    expect(dialog.textContent).toContain('A profile with no staff PIN yet takes the one you enter now');
    const pin = within(dialog).getByLabelText('Staff PIN', { exact: true });
    expect(focusedOnOpen(dialog)).toBe(pin);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Keep using Training' })).toBeTruthy();
    expect(kiosk.calls('profiles:select')).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Use Priya' }));
    const again = screen.getByRole('dialog', { name: 'Enter Priya’s staff PIN' });
    const field = within(again).getByLabelText('Staff PIN', { exact: true });
    await user.type(field, '111111');
    await user.click(within(again).getByRole('button', { name: 'Switch to Priya' }));
    expect(await within(again).findByText(wrongPin)).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    // The hidden digits were wrong and are of no more use: the field starts empty, ready for the next try.
    expect(field).toHaveProperty('value', '');
    expect(document.activeElement).toBe(field);
    expect(testStore().getState().session?.profile?.id).toBe(training.id);
    await expectAccessible();

    await user.type(field, '246813');
    await user.click(within(again).getByRole('button', { name: 'Switch to Priya' }));
    await expect.poll(() => testStore().getState()).toMatchObject({ session: { profile: { id: priya.id } }, choosingProfile: false });
    expect(kiosk.calls('profiles:select').at(-1)).toEqual({ profileId: priya.id, pin: '246813' });
  });

  it('a profile with no PIN yet refuses one of 4 digits by the field, in K15’s words, keeping the digits to correct', async () => {
    const { user, kiosk } = renderPicker(sessionOf(priya));
    const rule = 'A new PIN is 6 to 8 digits.';
    kiosk.answer('profiles:select', refused('invalid-input', rule, { pin: [rule] }));
    await user.click(await screen.findByRole('button', { name: 'Use Training' }));
    const dialog = screen.getByRole('dialog', { name: 'Enter Training’s staff PIN' });
    const field = within(dialog).getByLabelText('Staff PIN', { exact: true });
    await user.type(field, '1357');
    await user.click(within(dialog).getByRole('button', { name: 'Switch to Training' }));
    await expect.poll(() => accessibleDescription(field)).toContain(rule);
    expect(field).toHaveProperty('value', '1357');
    await expectAccessible();
  });

  it('each profile says its branch, its service and its user’s role (D10)', async () => {
    renderPicker();
    expect(await screen.findByText('Sunrise Solar · Training · Administrator')).toBeTruthy();
    expect(screen.getByText('Sunrise Solar · Provider sandbox · Administrator')).toBeTruthy();
    expect(screen.getByText('Sunrise Solar · Provider sandbox · Team member')).toBeTruthy();
  });
});

describe('removing a profile (K11)', () => {
  it('offers only real administrators; a wrong PIN is refused and emptied; Cancel changes nothing', async () => {
    const { user, kiosk } = renderPicker(sessionOf(liam));
    const words = 'That is not the administrator’s staff PIN. 4 more wrong PINs and the kiosk stops taking PINs for 5 minutes.';
    kiosk.answer('profiles:remove', refused('wrong-pin', words, { pin: [words] }));
    await user.click(await screen.findByRole('button', { name: 'Remove Priya' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove Priya?' });
    // Not Training's demo administrator, whose PIN anyone may choose.
    const administrator = within(dialog).getByLabelText('Administrator', { exact: true });
    expect(
      within(administrator)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Priya (Sunrise Solar)']);
    const pin = within(dialog).getByLabelText('Administrator’s staff PIN');
    await user.type(pin, '111111');
    await user.click(within(dialog).getByRole('button', { name: 'Remove Priya' }));
    expect(await within(dialog).findByText(words)).toBeTruthy();
    expect(pin).toHaveProperty('value', '');
    await expectAccessible();
    expect(kiosk.calls('profiles:remove')).toEqual([{ profileId: priya.id, administratorId: priya.id, pin: '111111' }]);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('button', { name: 'Use Priya' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Keep using Liam' })).toBeTruthy();
  });

  it('a profile removed is gone from the list at once, without listing again', async () => {
    const { user, kiosk } = renderPicker(sessionOf(liam));
    kiosk.answer('profiles:remove', ok({ profiles: [training, liam] }));
    await user.click(await screen.findByRole('button', { name: 'Remove Priya' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove Priya?' });
    await user.type(within(dialog).getByLabelText('Administrator’s staff PIN'), '246813');
    await user.click(within(dialog).getByRole('button', { name: 'Remove Priya' }));
    expect(await screen.findByText('Priya was removed, with its credentials, its staff PIN and its outbox.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Use Priya' })).toBeNull();
    expect(kiosk.calls('profiles:list')).toHaveLength(1);
  });

  it('unsent writes are named first (main’s words), and the profile goes only with “Remove anyway”; the one in use, main says who is now', async () => {
    const { user, kiosk } = renderPicker(sessionOf(priya));
    kiosk.answer('session:status', ok(sessionOf(null)));
    const unsent = 'Priya’s outbox still holds 1 call-back not yet sent. Removing the profile deletes them: they will never be sent.';
    kiosk.answer('profiles:remove', (input) =>
      input.confirmUnsent === true ? ok({ profiles: [training, liam] }) : refused('needs-confirmation', unsent),
    );
    await user.click(await screen.findByRole('button', { name: 'Remove Priya' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove Priya?' });
    await user.type(within(dialog).getByLabelText('Administrator’s staff PIN'), '246813');
    await user.click(within(dialog).getByRole('button', { name: 'Remove Priya' }));
    const warning = await within(dialog).findByRole('alert');
    expect(warning.textContent).toBe(unsent);
    expect(document.activeElement).toBe(warning);
    await expectAccessible();

    // Signed out of Priya, the picker lists again under nobody's key: main's list without her.
    kiosk.answer('profiles:list', ok({ profiles: [training, liam] }));
    await user.click(within(dialog).getByRole('button', { name: 'Remove anyway' }));
    expect(await screen.findByText('Priya was removed, with its credentials, its staff PIN and its outbox.')).toBeTruthy();
    expect(kiosk.calls('profiles:remove').at(-1)).toMatchObject({ profileId: priya.id, pin: '246813', confirmUnsent: true });
    expect(screen.queryByRole('button', { name: 'Use Priya' })).toBeNull();
    expect(kiosk.calls('profiles:remove')).toHaveLength(2);
    expect(kiosk.calls('session:status')).toHaveLength(1);
    expect(testStore().getState().session?.profile).toBeNull();
  });
});

it('without a keychain the picker says main’s plain words and offers no profile set-up', async () => {
  const forStaff =
    'This computer’s password store is not available, so profiles for the real service cannot be saved. Training works without it.';
  renderPicker({ ...sessionOf(training), keychain: { available: false, reason: forStaff } });
  expect(await screen.findByText(forStaff)).toBeTruthy();
  expect(screen.queryByRole('button', { name: 'Set up a profile' })).toBeNull();
  await expectAccessible();
});
