import { startSandbox } from '../../../sandbox';
import {
  approveAsAdministrator,
  chooseProfilePin,
  expect,
  expectAccessible,
  expectTouchTargets,
  roleLearnt,
  screenshot,
  screenshotsAtEverySize,
  switchToProfile,
  test,
} from './kiosk-world';

// A vendor's administrator sets up a profile for the provider's sandbox through the screen (K1), against a second,
// real sandbox whose demo administrator sells for two branches (D28).

test('an administrator sets up a sandbox profile: a refused secret is explained and nothing typed is lost', async ({ page, world }) => {
  const service = await startSandbox({ port: 0, seed: 'demo' });
  try {
    const administrator = service.handout.credentials.administrator;
    if (!administrator) throw new Error('the demo seed has an administrator');
    await page.goto(world.host.url);
    await page.getByRole('button', { name: 'Switch profile' }).click();
    await page.getByRole('button', { name: 'Set up a profile' }).click();
    await expect(page.getByRole('heading', { name: 'Set up a profile' })).toBeVisible();

    await page.getByLabel('Name staff will see').fill('Priya');
    await page.getByLabel('Service address').fill(service.baseUrl);
    await page.getByLabel('API ID').fill(administrator.apiId);
    await page.getByLabel('API secret').fill('not-the-secret');

    // K11: the new profile's staff PIN, typed twice, is asked before anything goes to the service.
    const pin = page.getByLabel('Staff PIN for this profile', { exact: true });
    const pinAgain = page.getByLabel('Staff PIN for this profile again', { exact: true });
    await page.getByRole('button', { name: 'Check and save' }).click();
    await expect(pin).toHaveAttribute('aria-invalid', 'true');
    await expect(pin).toHaveAccessibleDescription('A new PIN is 6 to 8 digits.');
    // K15: 4 digits, allowed before, are refused for a new profile in the same words, before anything is sent.
    await pin.fill('2468');
    await pinAgain.fill('2468');
    await page.getByRole('button', { name: 'Check and save' }).click();
    await expect(pin).toHaveAccessibleDescription('A new PIN is 6 to 8 digits.');
    await expect(pinAgain).not.toHaveAttribute('aria-invalid', 'true');
    expect(service.sandbox.state.sessions).toEqual([]);
    await pin.fill('246813');
    await pinAgain.fill('246814');
    await page.getByRole('button', { name: 'Check and save' }).click();
    await expect(pinAgain).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('The two PINs are not the same. Type the same PIN twice.')).toBeVisible();
    expect(service.sandbox.state.sessions).toEqual([]);
    await expectAccessible(page);
    await screenshotsAtEverySize(page, '17b-profile-setup-staff-pin', pin);
    await pinAgain.fill('246813');
    await page.getByRole('button', { name: 'Check and save' }).click();
    const secret = page.getByLabel('API secret');
    await expect(secret).toHaveAttribute('aria-invalid', 'true');
    await expect(
      page.getByText('The service did not accept this API ID and secret. Check both, as the financing service gave them.'),
    ).toBeVisible();
    await expect(page.getByLabel('Name staff will see')).toHaveValue('Priya');
    await expect(page.getByLabel('Service address')).toHaveValue(service.baseUrl);
    await expect(pin).toHaveValue('246813');
    await screenshot(page, '17-profile-setup-refused');
    await expectAccessible(page);
    await expectTouchTargets(page);

    await secret.fill(administrator.apiSecret);
    await page.getByRole('button', { name: 'Check and save' }).click();
    await expect(page.getByText('These credentials sell for several branches: choose this kiosk’s.')).toBeVisible();
    await page.getByLabel('Branch').selectOption({ label: 'Sunrise Solar Newcastle (1002)' });
    await page.getByRole('button', { name: 'Save profile' }).click();

    await expect(page.getByText('Priya (Sunrise Solar Newcastle) is ready to use.')).toBeVisible();
    await expect(page.getByText('Sunrise Solar Newcastle · Provider sandbox')).toBeVisible();
    await screenshot(page, '16-profile-added');
    await expect(page.locator('body')).not.toContainText(administrator.apiSecret);

    await switchToProfile(page, 'Priya', '246813');
    await expect(page.getByText('Sunrise Solar Newcastle', { exact: false }).first()).toBeVisible();
    expect(service.sandbox.state.sessions.length).toBeLessThanOrEqual(1);

    // K15: with a real profile here, another needs an administrator's approval: Priya's (D10: the service says she is
    // one), with her own PIN. Training's demo administrator is not offered.
    await roleLearnt(page, 'ADMINISTRATOR');
    const teamMember = service.handout.credentials.teamMember;
    if (!teamMember) throw new Error('the demo seed has a team member');
    await page.getByRole('button', { name: 'Switch profile' }).click();
    await page.getByRole('button', { name: 'Set up a profile' }).click();
    const approval = page.getByRole('region', { name: 'An administrator’s approval' });
    await expect(approval.getByLabel('Administrator', { exact: true }).locator('option')).toHaveText(['Priya (Sunrise Solar Newcastle)']);
    await page.getByLabel('Name staff will see').fill('Sam');
    const address = page.getByLabel('Service address');
    await address.fill('http://finance.example.com.au');
    await page.getByLabel('API ID').fill(teamMember.apiId);
    await page.getByLabel('API secret').fill(teamMember.apiSecret);
    await chooseProfilePin(page, '135724');
    const sessionsBefore = service.sandbox.state.sessions.length;
    // No administrator's PIN: asked for beside its field, and nothing goes to any service.
    await page.getByRole('button', { name: 'Check and save' }).click();
    const administratorPin = page.getByLabel('Administrator’s staff PIN');
    await expect(administratorPin).toHaveAttribute('aria-invalid', 'true');
    // A real service's address is https://: said beside the address, before anything is sent.
    await administratorPin.fill('999999');
    await page.getByRole('button', { name: 'Check and save' }).click();
    await expect(address).toHaveAttribute('aria-invalid', 'true');
    await expect(
      page.getByText('Use the service’s https:// address: http:// is only for a sandbox on this laptop (127.0.0.1, ::1 or localhost).'),
    ).toBeVisible();
    expect(service.sandbox.state.sessions).toHaveLength(sessionsBefore);
    await address.fill(service.baseUrl);
    await page.getByRole('button', { name: 'Check and save' }).click();
    await page.getByLabel('Branch').selectOption({ label: 'Sunrise Solar (1001)' });
    await page.getByRole('button', { name: 'Save profile' }).click();
    // A wrong PIN: main's words beside the administrator's PIN, and everything typed kept.
    await expect(administratorPin).toHaveAttribute('aria-invalid', 'true');
    await expect(approval.getByText('That is not the administrator’s staff PIN.')).toBeVisible();
    await expect(page.getByLabel('Name staff will see')).toHaveValue('Sam');
    await expect(page.getByLabel('API secret')).toHaveValue(teamMember.apiSecret);
    await expectAccessible(page);
    await screenshotsAtEverySize(page, 'k15-profile-setup-administrator', approval);
    await approveAsAdministrator(page, 'Priya (Sunrise Solar Newcastle)', '246813');
    await page.getByRole('button', { name: 'Save profile' }).click();
    await expect(page.getByText('Sam (Sunrise Solar) is ready to use.')).toBeVisible();

    // Removing Priya takes an administrator's PIN: her own (her user is the demo administrator).
    await page.getByRole('button', { name: 'Remove Priya' }).click();
    const dialog = page.getByRole('dialog', { name: 'Remove Priya?' });
    await dialog.getByLabel('Administrator', { exact: true }).selectOption({ label: 'Priya (Sunrise Solar Newcastle)' });
    await dialog.getByLabel('Administrator’s staff PIN').fill('246813');
    await dialog.getByRole('button', { name: 'Remove Priya' }).click();
    await expect(page.getByText('Priya was removed, with its credentials, its staff PIN and its outbox.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Use Priya' })).toHaveCount(0);
    // It was in use: nobody is now.
    await expect(page.getByText('No staff profile in use yet')).toBeVisible();
  } finally {
    await service.close();
  }
});
