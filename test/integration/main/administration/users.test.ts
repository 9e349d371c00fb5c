import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataOf } from '../ipc/direct-kiosk';
import { newUser, staffPin, startAdminKiosk, type AdminKiosk } from './admin-kiosk';

// The branch's users (D12) against the real sandbox; the service's refusals come back next to the form's fields.

describe('users (D10, D12)', () => {
  let admin: AdminKiosk;
  beforeAll(async () => {
    admin = await startAdminKiosk();
  });
  afterAll(() => admin.shutdown());

  it('lists the branch’s users a page at a time (D8), and finds them by name, email or mobile', async () => {
    const page = dataOf(await admin.kiosk.users.list());
    expect(page.hasMoreRecords).toBe(false);
    expect(page.users.map((user) => user.role)).toEqual(expect.arrayContaining(['ADMINISTRATOR', 'TEAM MEMBER']));
    const someone = page.users[0];
    if (!someone) throw new Error('the demo branch has users');
    expect(someone).toEqual({ ...someone, isYou: false, kioskProfiles: [] });
    const byEmail = dataOf(await admin.kiosk.users.list({ search: someone.email.toUpperCase() }));
    expect(byEmail.users.map((user) => user.id)).toEqual([someone.id]);
    const spaced = someone.mobile.replace(/^(\d{4})(\d{3})(\d{3})$/, '$1 $2 $3');
    expect(dataOf(await admin.kiosk.users.list({ search: spaced })).users.map((user) => user.id)).toContain(someone.id);
    expect(dataOf(await admin.kiosk.users.list({ search: 'nobody-is-called-this' })).users).toEqual([]);
    expect(dataOf(await admin.kiosk.users.list({ pageNumber: 2 })).users).toEqual([]);
  });

  it('creates, reads, updates and deletes a user, with the mobile as people type it', async () => {
    const details = { ...newUser(), mobile: '+61 412 555 001' };
    const created = dataOf(await admin.kiosk.users.create({ pin: staffPin, ...details }));
    expect(created).toEqual({
      id: expect.any(String),
      role: 'TEAM MEMBER',
      first_name: details.first_name,
      last_name: details.last_name,
      email: details.email,
      mobile: '0412555001',
      isYou: false,
      kioskProfiles: [],
    });
    expect(dataOf(await admin.kiosk.users.get({ id: created.id }))).toEqual(created);

    const updated = dataOf(
      await admin.kiosk.users.update({ pin: staffPin, id: created.id, last_name: 'Tran', mobile: '0412-555-002', role: 'ADMINISTRATOR' }),
    );
    expect(updated).toMatchObject({ first_name: details.first_name, last_name: 'Tran', mobile: '0412555002', role: 'ADMINISTRATOR' });

    const deleted = dataOf(await admin.kiosk.users.delete({ pin: staffPin, id: created.id }));
    expect(deleted).toEqual({ id: created.id, removedProfiles: [], message: expect.stringContaining('their sessions have ended') });
    expect(await admin.kiosk.users.get({ id: created.id })).toEqual({
      ok: false,
      error: { code: 'not-found', message: 'That user is not there any more. Reload the list.' },
    });
  });

  it('says a duplicate email next to email, and bad details next to their fields, before or at the service', async () => {
    const first = dataOf(await admin.kiosk.users.create({ pin: staffPin, ...newUser() }));
    const again = await admin.kiosk.users.create({ pin: staffPin, ...newUser(), email: first.email.toUpperCase() });
    expect(again).toEqual({
      ok: false,
      error: {
        code: 'invalid-input',
        message: 'Some details need correcting.',
        fieldErrors: { email: ['Another user already has this email address.'] },
      },
    });
    const other = dataOf(await admin.kiosk.users.create({ pin: staffPin, ...newUser() }));
    expect(await admin.kiosk.users.update({ pin: staffPin, id: other.id, email: first.email })).toMatchObject({
      ok: false,
      error: { fieldErrors: { email: ['Another user already has this email address.'] } },
    });
    const bad = await admin.kiosk.users.create({
      pin: staffPin,
      ...newUser(),
      mobile: '0312345678',
      first_name: ' ',
      email: 'not-an-email',
    });
    expect(bad).toMatchObject({
      ok: false,
      error: {
        code: 'invalid-input',
        fieldErrors: { mobile: [expect.any(String)], first_name: ['Enter the first name'], email: [expect.any(String)] },
      },
    });
  });

  it('refuses your own role change next to role, and deleting yourself (D10), changing nothing', async () => {
    const me = admin.administratorId();
    expect(await admin.kiosk.users.update({ pin: staffPin, id: me, role: 'TEAM MEMBER', first_name: 'Changed' })).toEqual({
      ok: false,
      error: {
        code: 'not-allowed',
        message: 'You cannot change your own role. Another administrator can.',
        fieldErrors: { role: ['You cannot change your own role.'] },
      },
    });
    expect(await admin.kiosk.users.delete({ pin: staffPin, id: me })).toEqual({
      ok: false,
      error: { code: 'not-allowed', message: 'You cannot delete your own user. Another administrator can.' },
    });
    const still = dataOf(await admin.kiosk.users.get({ id: me }));
    expect(still.role).toBe('ADMINISTRATOR');
    expect(still.first_name).not.toBe('Changed');
  });
});
