import { expect, type Locator } from '@playwright/test';
import { dayFirst, readDayFirst } from '../../../shared/dates/day-first';

// The kiosk's date fields show DD/MM/YYYY whatever the browser's language; the tests think in D4's YYYY-MM-DD.

/** The day a date field holds, as the contract carries it (D4); fails when its text is not a day. */
export async function dayIn(field: Locator): Promise<string> {
  // A list's screen loads when first opened: its fields are filled once it is there.
  await expect(field).not.toHaveValue('');
  const text = await field.inputValue();
  const reading = readDayFirst(text);
  if (!reading.ok || text !== dayFirst(reading.day)) throw new Error(`the date field holds "${text}", not a day written DD/MM/YYYY`);
  return reading.day;
}

/** Types a D4 day into a date field as staff would, day first. */
export async function typeDay(field: Locator, day: string): Promise<void> {
  await field.fill(dayFirst(day));
}
