import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { KioskOn } from '../../../../preload/kiosk-api';
import type { ProfileSummary, SessionStatus } from '../../../../shared/contract/session';
import { subscribeToKioskEvents } from '../../../../renderer/kiosk-events';
import { createKioskQueryClient } from '../../../../renderer/queries/kiosk-query-client';
import { clearsThePin, pinRefusal } from '../../../../renderer/store/async-state';
import { testStore, resetTestStore } from '../../../fixtures/test-kiosk-store';

// K11 in the screens' store, against a fake window.kiosk that answers only what each test asks of it: switching
// profiles with a PIN, and main's ask for the staff PIN before a locked kiosk closes (removing a profile: profile-picker.test.tsx; the PIN
// sent to close: close-kiosk-dialog.test.tsx).

const ok = <T>(data: T) => ({ ok: true, data }) as const;
const refusal = (code: string, message: string, fieldErrors?: Record<string, string[]>) =>
  ({ ok: false, error: { code, message, ...(fieldErrors && { fieldErrors }) } }) as const;

const profile = (id: string, displayName: string, role: ProfileSummary['role'] = 'TEAM MEMBER'): ProfileSummary => ({
  id,
  displayName,
  environment: 'sandbox',
  branch: { accountId: '1001', name: 'Sunrise Solar' },
  role,
});
const liam = profile('profile-liam', 'Liam');
const priya = profile('profile-priya', 'Priya', 'ADMINISTRATOR');
const status = (inUse: ProfileSummary | null, locked = false): SessionStatus => ({
  profile: inUse,
  locked,
  staffPinChosen: true,
  keychain: { available: true },
});

describe('switching profile asks for its staff PIN (K11)', () => {
  beforeEach(() => {
    resetTestStore();
    testStore().setState({ session: status(liam), choosingProfile: true });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('sends the PIN with the profile; a wrong one leaves the profile in use and the picker open, with main’s words', async () => {
    const asked: unknown[] = [];
    vi.stubGlobal('window', {
      kiosk: {
        profiles: {
          select: async (input: unknown) => {
            asked.push(input);
            return refusal(
              'wrong-pin',
              'That is not this profile’s staff PIN. 4 more wrong PINs and the kiosk stops taking PINs for 5 minutes.',
              {
                pin: ['That is not this profile’s staff PIN.'],
              },
            );
          },
        },
      },
    });
    const outcome = await testStore().getState().selectProfile(priya.id, '1111');
    expect(asked).toEqual([{ profileId: priya.id, pin: '1111' }]);
    expect(pinRefusal(outcome)).toBe(
      'That is not this profile’s staff PIN. 4 more wrong PINs and the kiosk stops taking PINs for 5 minutes.',
    );
    expect(clearsThePin(outcome)).toBe(true);
    expect(testStore().getState()).toMatchObject({ session: { profile: { id: liam.id } }, choosingProfile: true });
  });

  it('the right PIN switches and closes the picker; “Keep using” closes it with nothing switched', async () => {
    vi.stubGlobal('window', { kiosk: { profiles: { select: async () => ok(status(priya)) } } });
    expect(await testStore().getState().selectProfile(priya.id, '2468')).toEqual({ status: 'done' });
    expect(testStore().getState()).toMatchObject({ session: { profile: { id: priya.id } }, choosingProfile: false });

    testStore().getState().chooseProfile();
    expect(testStore().getState().choosingProfile).toBe(true);
    testStore().getState().keepProfile();
    expect(testStore().getState()).toMatchObject({ session: { profile: { id: priya.id } }, choosingProfile: false });
  });

  it('a refusal for who is switching (not-allowed) goes next to the field, and keeps the PIN typed', async () => {
    const words = 'This profile has no staff PIN yet. Ask an administrator to switch to it first.';
    vi.stubGlobal('window', { kiosk: { profiles: { select: async () => refusal('not-allowed', words) } } });
    const outcome = await testStore().getState().selectProfile(priya.id, '2468');
    expect(pinRefusal(outcome)).toBe(words);
    expect(clearsThePin(outcome)).toBe(false);
    // K15: a profile that chooses its PIN as it is switched to refuses a short one: main's words, beside the field too.
    const tooShort = refusal('invalid-input', 'A new PIN is 6 to 8 digits.');
    vi.stubGlobal('window', { kiosk: { profiles: { select: async () => tooShort } } });
    const short = await testStore().getState().selectProfile(priya.id, '2468');
    expect(pinRefusal(short)).toBe('A new PIN is 6 to 8 digits.');
    expect(clearsThePin(short)).toBe(false);
    // Anything else is not about the PIN: it is shown below the field instead.
    expect(
      pinRefusal({ status: 'failed', code: 'unavailable', message: 'The service cannot be reached.', fieldErrors: {} }),
    ).toBeUndefined();
  });
});

describe('closing a locked kiosk asks for the staff PIN (K11)', () => {
  const handlers = new Map<string, (payload: unknown) => void>();
  const on = ((event: string, handler: (payload: unknown) => void) => {
    handlers.set(event, handler);
    return () => handlers.delete(event);
  }) as KioskOn;
  let unsubscribe = () => {};

  beforeEach(() => {
    resetTestStore();
    handlers.clear();
    testStore().setState({ session: status(liam, true) });
    unsubscribe = subscribeToKioskEvents(on, testStore(), createKioskQueryClient());
  });
  afterEach(() => {
    unsubscribe();
    vi.unstubAllGlobals();
  });

  it('main’s app:closeRequested opens the ask; Cancel leaves the kiosk as locked as it was', () => {
    expect(testStore().getState().closeRequested).toBe(false);
    handlers.get('app:closeRequested')?.({});
    expect(testStore().getState().closeRequested).toBe(true);
    testStore().getState().dismissCloseRequest();
    expect(testStore().getState()).toMatchObject({ closeRequested: false, session: { locked: true } });
  });

  it('an ask nobody answered goes with the idle wipe (K4), and no ask comes once unsubscribed', () => {
    handlers.get('app:closeRequested')?.({});
    testStore().getState().nextCustomer();
    expect(testStore().getState().closeRequested).toBe(false);
    unsubscribe();
    expect(handlers.has('app:closeRequested')).toBe(false);
  });
});
