import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, type Page } from '@playwright/test';
import type { CustomerLocale } from '../../../shared/customer-locales';
import { enterStaffPin } from './kiosk-world';
import { staffPin } from './customer-at-checkout';

// K14 in the browser: the catalogue's own words, read from its files, so a spec expects what each language says.

const messagesDir = fileURLToPath(new URL('../../../renderer/i18n/messages', import.meta.url));

/** One message of `area` in `locale`, its simple `{name}` arguments filled in. */
export function catalogueWords(area: string, locale: CustomerLocale, id: string, values: Record<string, string> = {}): string {
  const messages = JSON.parse(readFileSync(`${messagesDir}/${area}/${locale}.json`, 'utf8')) as Record<string, string>;
  const message = messages[id];
  if (message === undefined) throw new Error(`${area}/${locale}.json has no ${id}`);
  return Object.entries(values).reduce((words, [name, value]) => words.replaceAll(`{${name}}`, value), message);
}

/** Staff hand the kiosk over from the review or the sent quote, whatever language customer mode then opens in. */
export async function handOver(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Customer applies now on this screen' }).click();
  await enterStaffPin(page, staffPin);
  await page.getByRole('button', { name: 'Lock and hand over' }).click();
  await expect(page.locator('.customer-frame')).toBeVisible();
}
