import { alexsQuote, handOverFromReview } from './customer-at-checkout';
import { addUser, chooseStaffPin, confirmWithPin, openAdministration, setUpKioskFor, useProfile } from './administration-steps';
import { calculate, expect, expectAccessible, screenshot, test } from './kiosk-world';
import { captureBridgeAnswers, expectNoSecrets } from './secrets-scan';

// K9: the Administration area for the training profile (the demo ADMINISTRATOR), each change asking for
// the staff PIN again; secrets go to the keychain only (K1).

const sam = { first: 'Sam', last: 'Seller', email: 'sam.seller@example.com', mobile: '0412 000 101', role: 'Administrator' } as const;
const terry = { first: 'Terry', last: 'Team', email: 'terry.team@example.com', mobile: '0412000102', role: 'Team member' } as const;
const dana = { first: 'Dana', last: 'Departing', email: 'dana.departing@example.com', mobile: '0412000103', role: 'Team member' } as const;

test('an administrator adds a user, sets up this kiosk for them, and they sell with it', async ({ page, world }) => {
  // Nine axe scans of eight screens: beside the other worker's checkout tests, no longer queued, it passes a minute.
  test.setTimeout(120_000);
  const answers = captureBridgeAnswers(page);
  await page.goto(world.host.url);
  await chooseStaffPin(page);
  await openAdministration(page);
  await expectAccessible(page);
  await screenshot(page, 'admin-users-1280x800');

  // A refusal shows next to its field and nothing typed is lost.
  await page.getByRole('button', { name: 'Add user' }).click();
  await page.getByLabel('First name').fill(sam.first);
  await page.getByRole('button', { name: 'Add user' }).click();
  await expect(page.getByText('Enter the last name')).toBeVisible();
  await expect(page.getByLabel('First name')).toHaveValue(sam.first);
  await expectAccessible(page);
  await screenshot(page, 'admin-user-form-1280x800');
  await page.getByRole('button', { name: 'Cancel' }).click();

  await addUser(page, sam);
  await expect(page.getByRole('cell', { name: '0412 000 101' })).toBeVisible();
  // The service's refusal (a duplicate email) shows next to its field, with everything typed kept.
  await page.getByRole('button', { name: 'Add user' }).click();
  await page.getByLabel('First name').fill('Another');
  await page.getByLabel('Last name').fill('Sam');
  await page.getByLabel('Email').fill(sam.email);
  await page.getByLabel('Mobile').fill('0412000104');
  await page.getByRole('button', { name: 'Add user' }).click();
  await confirmWithPin(page, 'Add user');
  await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('First name')).toHaveValue('Another');
  await expect(page.getByLabel('Mobile')).toHaveValue('0412000104');
  await expectAccessible(page);
  await screenshot(page, 'admin-user-refused-1280x800');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('button', { name: 'Set up this kiosk for Sam Seller' }).click();
  await expect(page.getByRole('dialog')).toContainText('The secret goes straight to the kiosk’s secure store');
  await page.getByRole('dialog').getByLabel('Staff PIN', { exact: true }).fill('0000');
  await page.getByRole('dialog').getByRole('button', { name: 'Set up this kiosk' }).click();
  await expect(page.getByRole('dialog').getByText(/That is not your staff PIN/)).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, 'admin-pin-confirm-1280x800');
  await confirmWithPin(page, 'Set up this kiosk');
  await expect(page.getByText('This kiosk now has a profile “Sam Seller”')).toBeVisible();
  await expect(page.getByRole('row', { name: /Sam Seller/ })).toContainText('Sam Seller');
  await expectAccessible(page);

  for (const section of ['This kiosk’s credentials', 'Branches', 'Checkout keys', 'Webhooks']) {
    await page.getByRole('navigation', { name: 'Administration' }).getByRole('button', { name: section }).click();
    await expect(page.getByRole('heading', { level: 2, name: section })).toBeVisible();
    await expect(page.getByText(/^Loading/)).toHaveCount(0);
    await expectAccessible(page);
    await screenshot(page, `admin-${section.toLowerCase().replace(/\W+/g, '-')}-1280x800`);
  }
  await expect(
    page.getByRole('button', { name: 'Use this kiosk’s receiver' }).or(page.getByText('This kiosk', { exact: true })),
  ).not.toHaveCount(0);

  await useProfile(page, 'Sam Seller');
  await expect(page.getByText('Sunrise Solar · Sam Seller')).toBeVisible();
  await calculate(page, { price: '6,000', term: '12 months' });
  await expectNoSecrets(page, world, answers);
});

test('a TEAM MEMBER profile sees no Administration and main refuses its calls', async ({ page, world }) => {
  const answers = captureBridgeAnswers(page);
  await page.goto(world.host.url);
  await chooseStaffPin(page);
  await openAdministration(page);
  await addUser(page, terry);
  await setUpKioskFor(page, 'Terry Team');
  await useProfile(page, 'Terry Team');
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const status = await window.kiosk.session.status();
        return status.ok ? status.data.profile?.role : 'no status';
      }),
    )
    .toBe('TEAM MEMBER');
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Calculator' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Administration' })).toHaveCount(0);
  const refusals = await page.evaluate(async () => {
    const answers = [
      await window.kiosk.users.list({}),
      await window.kiosk.checkoutKeys.list({}),
      await window.kiosk.webhooks.list({}),
      await window.kiosk.branches.list({}),
      await window.kiosk.users.create({
        pin: '246813',
        first_name: 'X',
        last_name: 'Y',
        email: 'x@example.com',
        mobile: '0412000109',
        role: 'ADMINISTRATOR',
      }),
      await window.kiosk.checkoutKeys.setUpCustomerMode({ pin: '246813' }),
    ];
    return answers.map((answer) => (answer.ok ? 'allowed' : answer.error.code));
  });
  expect(refusals).toEqual(Array(6).fill('not-allowed'));
  await expectNoSecrets(page, world, answers);
});

test('customer-mode set-up makes new keys, and customer mode starts a checkout with them', async ({ page, world }) => {
  const answers = captureBridgeAnswers(page);
  const keysBefore = new Set(world.service().sandbox.state.apiKeys.map((key) => key.id));
  await page.goto(world.host.url);
  await chooseStaffPin(page);
  await openAdministration(page, 'Checkout keys');
  await page.getByRole('button', { name: 'Set up customer mode on this kiosk' }).click();
  await confirmWithPin(page, 'Set up customer mode');
  await expect(page.getByText('Customer mode is set up on this kiosk.')).toContainText('went straight to');
  const made = world.service().sandbox.state.apiKeys.filter((key) => !keysBefore.has(key.id));
  expect(made.map((key) => key.type).sort()).toEqual(['PRIVATE', 'PUBLIC']);
  const publicKey = made.find((key) => key.type === 'PUBLIC')?.key ?? '';
  // The private key shows masked, as the service lists it, never in full (K1).
  await expect(page.getByText('This kiosk', { exact: true }).first()).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, 'admin-checkout-keys-after-set-up-1280x800');

  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Calculator' }).click();
  await alexsQuote(page, '5,000.00', '0411000015');
  await handOverFromReview(page);
  await page.getByRole('button', { name: 'Start my application' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your details' })).toBeVisible();
  expect(answers.some((answer) => answer.includes(publicKey))).toBe(true);
  await page.goBack();
  await expectNoSecrets(page, world, answers);
});

test('deleting a user ends their session and removes their profile from the picker', async ({ page, world }) => {
  const answers = captureBridgeAnswers(page);
  await page.goto(world.host.url);
  await chooseStaffPin(page);
  await openAdministration(page);
  await addUser(page, dana);
  await setUpKioskFor(page, 'Dana Departing');
  await useProfile(page, 'Dana Departing');
  await calculate(page, { price: '4,000' });
  const danaId = world.service().sandbox.state.users.find((user) => user.email === dana.email)?.id;
  await expect.poll(() => world.service().sandbox.state.sessions.filter((session) => session.userId === danaId).length).toBeGreaterThan(0);

  await useProfile(page, 'Training');
  await openAdministration(page);
  await page.getByRole('button', { name: 'Delete Dana Departing' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(
    'Their API credentials stop working and any session they have ends at once; 1 profile on this kiosk is removed (Dana Departing).',
  );
  await expectAccessible(page);
  await screenshot(page, 'admin-delete-user-1280x800');
  await confirmWithPin(page, 'Delete Dana Departing');
  await expect(page.getByRole('row', { name: /Dana Departing/ })).toHaveCount(0);
  expect(world.service().sandbox.state.sessions.filter((session) => session.userId === danaId)).toEqual([]);
  expect(world.service().sandbox.state.credentials.filter((pair) => pair.userId === danaId)).toEqual([]);

  await page.getByRole('button', { name: 'Switch profile' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Who is using the kiosk?' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Keep using Training' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Use Dana Departing' })).toHaveCount(0);
  await expectNoSecrets(page, world, answers);
});
