import type { Page } from '@playwright/test';
import { staffPin, unlock } from './customer-at-checkout';
import { enterStaffPin, expect, switchToProfile } from './kiosk-world';

// An administrator's way through the Administration area (K9): every change confirmed with the staff PIN again.

export interface NewUser {
  first: string;
  last: string;
  email: string;
  mobile: string;
  role: 'Administrator' | 'Team member';
}

/** A profile chooses its staff PIN the first time it locks (K6); administration's changes ask for it after. */
export async function chooseStaffPin(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Lock', exact: true }).click();
  await enterStaffPin(page, staffPin);
  await page.getByRole('button', { name: 'Lock now' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'This kiosk is locked' })).toBeVisible();
  await unlock(page);
}

export async function openAdministration(page: Page, section?: string): Promise<void> {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Administration' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Administration' })).toBeVisible();
  if (section) await page.getByRole('navigation', { name: 'Administration' }).getByRole('button', { name: section, exact: true }).click();
}

/** The PIN dialog: the staff PIN again, then the change's own button. */
export async function confirmWithPin(page: Page, submitLabel: string): Promise<void> {
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Staff PIN', { exact: true }).fill(staffPin);
  await dialog.getByRole('button', { name: submitLabel, exact: true }).click();
  await expect(dialog).toHaveCount(0);
}

export async function addUser(page: Page, who: NewUser): Promise<void> {
  await page.getByRole('button', { name: 'Add user' }).click();
  await page.getByLabel('First name').fill(who.first);
  await page.getByLabel('Last name').fill(who.last);
  await page.getByLabel('Email').fill(who.email);
  await page.getByLabel('Mobile').fill(who.mobile);
  await page.getByLabel('Role').selectOption({ label: who.role });
  await page.getByRole('button', { name: 'Add user' }).click();
  await confirmWithPin(page, 'Add user');
  await expect(page.getByText(`${who.first} ${who.last} is added.`)).toBeVisible();
}

/** "Set up this kiosk for <user>": a new profile whose secret went to the keychain, never shown. */
export async function setUpKioskFor(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name: `Set up this kiosk for ${name}` }).click();
  await confirmWithPin(page, 'Set up this kiosk');
  await expect(page.getByText(`This kiosk now has a profile “${name}”`)).toContainText('went straight to');
}

/** K11: the profile's own PIN; one set up for a user here has none yet, and takes this one. */
export async function useProfile(page: Page, name: string, pin = staffPin): Promise<void> {
  await page.getByRole('button', { name: 'Switch profile' }).click();
  const picker = page.getByRole('heading', { level: 1, name: 'Who is using the kiosk?' });
  const discard = page.getByRole('button', { name: 'Discard' });
  // A calculation in progress is asked about first (K4 wipes it).
  await expect(picker.or(discard)).toBeVisible();
  if (await discard.isVisible()) await discard.click();
  await expect(picker).toBeVisible();
  await switchToProfile(page, name, pin);
}
