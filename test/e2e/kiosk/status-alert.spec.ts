import type { Page } from '@playwright/test';
import {
  expect,
  expectAccessible,
  expectDialogKeyboardReachable,
  expectTouchTargets,
  screenshotsAtEverySize,
  test,
  type KioskWorld,
} from './kiosk-world';

// Issue 38 item 12, the journey: a salesperson turns the browser's alerts on from Needs you (a staff gesture, the only
// time the browser asks), goes to another screen, and an application of the branch becomes approved at the provider
// (the sandbox's control, D27). The alert shows as the browser's notification with the number and status only, Needs
// you lists the application, and clicking either opens it. The rules behind it: test/integration/main/services/needs-you.test.ts,
// test/component/components/needs-you-panel.test.tsx.

declare global {
  interface Window {
    /** The notifications the page made, as the init script recorded them. */
    shownAlerts?: { title: string; body: string; tag: string; click(): void }[];
  }
}

/** Records every `new Notification` the page makes (Chromium shows none headless), keeping the real permission. */
async function recordNotifications(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const Real = window.Notification;
    window.shownAlerts = [];
    class RecordedNotification extends EventTarget {
      static get permission() {
        return Real.permission;
      }
      static requestPermission() {
        return Real.requestPermission();
      }
      onclick: (() => void) | null = null;
      constructor(title: string, options: NotificationOptions = {}) {
        super();
        window.shownAlerts?.push({ title, body: options.body ?? '', tag: options.tag ?? '', click: () => this.onclick?.() });
      }
      close(): void {}
    }
    Object.defineProperty(window, 'Notification', { value: RecordedNotification, configurable: true, writable: true });
  });
}

/** A recent declined application of the training branch, read as the screens read one (so the watch knows its status). */
async function recentDeclined(page: Page): Promise<{ id: string; applicant: string }> {
  const found = await page.evaluate(async () => {
    const since = new Date(Date.now() - 20 * 86_400_000).toISOString().slice(0, 10);
    const listed = await window.kiosk.applications.list({ startDate: since });
    const application = listed.ok ? listed.data.applications.find((each) => each.status === 'DECLINED') : undefined;
    return application && { id: application.id, applicant: application.applicants[0]?.name ?? '' };
  });
  if (!found) throw new Error('no recent declined application in the demo branch');
  return found;
}

async function forceStatus(world: KioskWorld, id: string, status: string): Promise<void> {
  const response = await fetch(`${world.sandbox().baseUrl}/sandbox/v1/applications/${id}/status`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ status }),
  });
  expect(response.status).toBe(200);
}

test('an application approved while staff are on another screen: the alert, the Needs you line, and each opens it', async ({
  page,
  world,
  context,
}) => {
  await recordNotifications(page);
  await page.goto(world.host.url);
  const needsYou = page.getByRole('button', { name: /^Needs you: / });
  await expect(needsYou).toBeVisible();

  // The browser asks only now, from staff's click in Needs you.
  await needsYou.click();
  const panel = page.getByRole('dialog', { name: 'Needs you' });
  await expect(panel.getByText('Alerts on this computer are off, so a change shows only here.')).toBeVisible();
  await context.grantPermissions(['notifications']);
  await panel.getByRole('button', { name: 'Turn on alerts' }).click();
  await expect(panel.getByText(/^Alerts are on/)).toBeVisible();
  await expect(panel.getByRole('list', { name: 'Applications that need you' }).getByRole('listitem').first()).toBeVisible();
  await screenshotsAtEverySize(page, '60-needs-you', panel);
  await expectAccessible(page);
  await expectTouchTargets(page);
  await expectDialogKeyboardReachable(page);
  await panel.getByRole('button', { name: 'Close' }).click();

  const { id, applicant } = await recentDeclined(page);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Branch' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'The branch at a glance' })).toBeVisible();
  const before = Number(/(\d+)/.exec((await needsYou.getAttribute('aria-label')) ?? '')?.[1] ?? 0);

  await forceStatus(world, id, 'APPROVED');
  await expect
    .poll(() => page.evaluate(() => window.shownAlerts?.map(({ title, body, tag }) => ({ title, body, tag }))))
    .toEqual([
      {
        title: `Application ${id}: Approved`,
        body: 'Request payment once the job is delivered; upload the invoice first.',
        tag: `application-${id}`,
      },
    ]);
  // K4, K12: a notification can show over a customer, so it names no one.
  expect(JSON.stringify(await page.evaluate(() => window.shownAlerts?.map(({ title, body }) => ({ title, body }))))).not.toContain(
    applicant,
  );
  await expect(needsYou).toHaveAccessibleName(`Needs you: ${before + 1} applications`);
  await screenshotsAtEverySize(page, '61-needs-you-count-on-branch');

  await needsYou.click();
  const line = panel.getByRole('listitem').filter({ has: page.getByRole('button', { name: `Open application ${id}` }) });
  await expect(line).toContainText('Approved, no invoice yet: upload it, then request payment.');
  await line.getByRole('button', { name: `Open application ${id}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Application ${id}` })).toBeVisible();

  // The notification itself, clicked from another screen, opens the application too.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Quotes' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Application ${id}` })).toBeHidden();
  await page.evaluate(() => window.shownAlerts?.[0]?.click());
  await expect(page.getByRole('heading', { level: 1, name: `Application ${id}` })).toBeVisible();
});
