import { expect, type Page } from '@playwright/test';
import type { CheckoutWorld } from './checkout-world';

// What a customer does on the hosted application form, through labels and button names only, as a screen
// reader user would find them.

export interface Person {
  title: 'Ms' | 'Mr' | 'Mrs' | 'Miss' | 'Dr';
  first_name: string;
  last_name: string;
  /** As the customer types it: day first. */
  dob: string;
  email: string;
  mobile: string;
  idType: 'Driver licence' | 'Medicare card' | 'Passport';
  idNumber: string;
}

export function person(mobile: string, overrides: Partial<Person> = {}): Person {
  return {
    title: 'Ms',
    first_name: 'Jamie',
    last_name: 'Customer',
    dob: '12/04/1985',
    email: `jamie.${mobile}@example.com`,
    mobile,
    idType: 'Driver licence',
    idNumber: '12345678',
    ...overrides,
  };
}

export async function startAtShop(page: Page, shopPage: string): Promise<void> {
  await page.goto(shopPage);
  await page.getByRole('button', { name: 'Pay with Sandbox Finance' }).click();
}

export async function fillDetails(page: Page, who: Person): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: 'Your details' })).toBeVisible();
  await page.getByLabel('Title', { exact: true }).selectOption({ label: who.title });
  await page.getByLabel('First name').fill(who.first_name);
  await page.getByLabel('Last name').fill(who.last_name);
  await page.getByLabel('Date of birth').fill(who.dob);
  await page.getByLabel('Email address').fill(who.email);
  await page.getByLabel('Mobile number').fill(who.mobile);
  await page.getByRole('radio', { name: who.idType }).check();
  await page.getByLabel('Identification number').fill(who.idNumber);
  await page.getByRole('button', { name: 'Continue' }).click();
}

export async function verifyMobile(page: Page, world: CheckoutWorld, mobile: string): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: 'Verify your mobile' })).toBeVisible();
  await page.getByRole('button', { name: 'Send code' }).click();
  await page.getByLabel('Secure code').fill(await world.latestCode(mobile));
  await page.getByRole('button', { name: 'Verify code' }).click();
}

export async function agreeAndSubmit(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: 'Agree and submit' })).toBeVisible();
  await page.getByLabel('I have read and accept the terms and conditions').check();
  await page.getByLabel('I have read and accept the privacy policy').check();
  await page.getByRole('button', { name: 'Submit application' }).click();
}

/** The whole application, from the shop's button to the submit button. */
export async function apply(page: Page, world: CheckoutWorld, shopPage: string, who: Person): Promise<void> {
  await startAtShop(page, shopPage);
  await fillDetails(page, who);
  await verifyMobile(page, world, who.mobile);
  await agreeAndSubmit(page);
}

/** The query the customer came back to the shop with. */
export async function returnedWith(page: Page, world: CheckoutWorld): Promise<URLSearchParams> {
  await page.waitForURL((url) => url.href.startsWith(world.vendor.returnUrl));
  return new URL(page.url()).searchParams;
}
