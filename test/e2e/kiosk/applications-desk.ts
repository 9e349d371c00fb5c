import { expect, type Page } from '@playwright/test';

/** The Applications desk from the menu, its list loaded: the page heading shows "0 of 0" while it loads. */
export async function openDesk(page: Page): Promise<void> {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Applications' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Applications' })).toBeVisible();
  // Training's desk always has applications: the list is whole once they show and the loading note has gone.
  await expect(page.getByRole('button', { name: /^Open application \d+$/ }).first()).toBeVisible();
  await expect(page.getByText('Loading applications…')).toBeHidden();
}
