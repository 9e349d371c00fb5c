import { expectAccessible } from '../expect-accessible';
import { screenshotOnRequest } from '../screenshot-on-request';
import { test as base, expect, type Page } from '@playwright/test';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PDFDocument } from 'pdf-lib';
import { chooseFileMadeInPage } from '../choose-file-made-in-page';
import { openFirstApplication, startCapturePage, type CapturePage } from './capture-page';
import { showScene, usePageCamera } from './fake-page-camera';

// Invoice capture on a test-only page, against the embedded sandbox through a real browser host.
// Chromium's fake camera (playwright.config.ts) gives a moving test pattern.

const screenshotDir = fileURLToPath(new URL('../screenshots/capture/', import.meta.url));

const test = base.extend<{ capture: CapturePage; applicationId: string; uploads: string[] }>({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixture's dependencies from this pattern
  capture: async ({}, use) => {
    const started = await startCapturePage();
    await use(started);
    await started.close();
  },
  applicationId: async ({ page, capture }, use) => {
    const id = await openFirstApplication(page, capture);
    await expect(page.getByRole('heading', { name: `Application ${id}` })).toBeVisible();
    await use(id);
  },
  uploads: async ({ page }, use) => {
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('documents:upload') || request.url().includes('documents%3Aupload')) sent.push(request.url());
    });
    await use(sent);
  },
});

async function documents(page: Page, applicationId: string): Promise<{ type: string; filename: string }[]> {
  return page.evaluate(async (id) => {
    const result = await window.kiosk.documents.list({ applicationId: id });
    if (!result.ok) throw new Error(result.error.message);
    return result.data.documents;
  }, applicationId);
}

async function cameraLive(page: Page): Promise<void> {
  await expect(page.getByRole('button', { name: 'Capture page' })).toBeEnabled();
}

test('three captured pages go as one PDF and appear on the application', async ({ page, applicationId, uploads }) => {
  const before = await documents(page, applicationId);
  await cameraLive(page);
  const list = page.getByRole('list', { name: 'Captured pages' });
  // Each page shows in the list before the next press, as a salesperson waits to see it taken.
  for (let taken = 1; taken <= 3; taken++) {
    await page.getByRole('button', { name: 'Capture page' }).click();
    await expect(list.getByRole('listitem')).toHaveCount(taken);
  }
  await expect(page.getByText(/\(3 pages in one PDF\)/)).toBeVisible();

  // Reorder, retake, delete: each control is a 44 px target.
  const firstThumb = await page.getByRole('img', { name: 'Page 1' }).getAttribute('src');
  await page.getByRole('button', { name: 'Move page 1 later' }).click();
  await expect(page.getByRole('img', { name: 'Page 2' })).toHaveAttribute('src', firstThumb ?? '');
  await page.getByRole('button', { name: 'Retake page 3' }).click();
  await page.getByRole('button', { name: 'Capture page' }).click();
  await expect(list.getByRole('listitem')).toHaveCount(4);
  await page.getByRole('button', { name: 'Delete page 4' }).click();
  await expect(list.getByRole('listitem')).toHaveCount(3);
  const small = await page
    .locator('button')
    .evaluateAll(
      (buttons) =>
        buttons.map((button) => button.getBoundingClientRect()).filter((box) => box.width > 0 && (box.width < 44 || box.height < 44))
          .length,
    );
  expect(small).toBe(0);

  await page.getByLabel('What is it?').selectOption('INVOICE');
  await expect(page.getByText(/Ready to send: invoice-\d{14}\.pdf, \d+(\.\d)? (KB|MB)/)).toBeVisible();
  await screenshotOnRequest(page, join(screenshotDir, 'capture-three-pages.png'));

  const sent = page.waitForRequest((request) => request.url().includes('documents'), { timeout: 10_000 });
  await page.getByRole('button', { name: 'Send to the application' }).click();
  const body = (await sent).postDataJSON() as { filename: string; filecontent: string; invoice_type: string };
  await expect(page.getByText(/^Sent: invoice-\d{14}\.pdf is now on the application\.$/)).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Sending progress' })).toHaveAttribute('value', '3');
  await screenshotOnRequest(page, join(screenshotDir, 'capture-sent.png'));

  expect(body.invoice_type).toBe('INVOICE');
  const pdf = Buffer.from(body.filecontent, 'base64');
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  expect((await PDFDocument.load(pdf)).getPageCount()).toBe(3);
  expect(uploads).toHaveLength(1);

  const after = await documents(page, applicationId);
  expect(after).toHaveLength(before.length + 1);
  expect(after).toContainEqual({ type: 'INVOICE', filename: body.filename });
  expect(await page.evaluate(() => window.uploaded)).toEqual([body.filename]);
});

test('a page photographed sideways is turned upright before it goes, and goes so', async ({ page, applicationId }) => {
  const before = await documents(page, applicationId);
  await cameraLive(page);
  await page.getByRole('button', { name: 'Capture page' }).click();
  await page.getByRole('button', { name: 'Capture page' }).click();
  const thumb = page.getByRole('img', { name: 'Page 1' });
  await expect(thumb).toHaveJSProperty('complete', true);
  const size = () => thumb.evaluate((image: HTMLImageElement): [number, number] => [image.naturalWidth, image.naturalHeight]);
  const [width, height] = await size();
  expect(width).toBeGreaterThan(height);
  const turn = page.getByRole('button', { name: 'Turn page 1 a quarter clockwise' });
  await turn.click();
  await expect.poll(size).toEqual([height, width]);
  // Move buttons say what they do, so none of them reads as a turn.
  await expect(page.getByRole('button', { name: 'Move page 1 later' })).toHaveText('Later');

  const sent = page.waitForRequest((request) => request.url().includes('documents'), { timeout: 10_000 });
  await page.getByRole('button', { name: 'Send to the application' }).click();
  const body = (await sent).postDataJSON() as { filecontent: string };
  const [first, second] = (await PDFDocument.load(Buffer.from(body.filecontent, 'base64'))).getPages();
  // The turned page goes upright (portrait); the other as it was taken.
  expect([first?.getWidth(), first?.getHeight()]).toEqual([height, width]);
  expect([second?.getWidth(), second?.getHeight()]).toEqual([width, height]);
  await expect(page.getByText(/^Sent: invoice-\d{14}\.pdf is now on the application\.$/)).toBeVisible();
  expect(await documents(page, applicationId)).toHaveLength(before.length + 1);
});

test('a single page goes as a JPEG', async ({ page, applicationId }) => {
  const before = await documents(page, applicationId);
  await cameraLive(page);
  await page.getByRole('button', { name: 'Capture page' }).click();
  // The fake camera films a round test pattern, not a page, so the whole frame is kept, and the screen says so.
  await expect(page.getByText('No page edges were found, so the whole picture is kept as it is.')).toBeVisible();
  await expect(page.getByRole('button', { name: /Send anyway/ })).toHaveCount(0);
  await page.getByLabel('What is it?').selectOption({ label: 'Customer completion acknowledgement (CCA)' });
  await expect(page.getByText(/Ready to send: cca-\d{14}\.jpg/)).toBeVisible();
  const sent = page.waitForRequest((request) => request.url().includes('documents'));
  await page.getByRole('button', { name: 'Send to the application' }).click();
  const body = (await sent).postDataJSON() as { filename: string; filecontent: string };
  await expect(page.getByText(/^Sent: cca-\d{14}\.jpg/)).toBeVisible();
  const jpeg = Buffer.from(body.filecontent, 'base64');
  expect([...jpeg.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
  expect(jpeg.length).toBeLessThanOrEqual(400_000);
  const after = await documents(page, applicationId);
  expect(after).toHaveLength(before.length + 1);
  expect(after).toContainEqual({ type: 'CCA', filename: body.filename });
});

test('K3: an upload whose answer is lost is found by main, shown as sent, and never sent twice', async ({
  page,
  capture,
  applicationId,
  uploads,
}) => {
  const before = await documents(page, applicationId);
  // The service stores the document and then loses its answer; main looks before it sends again (K3).
  const fault = await fetch(new URL('/sandbox/v1/faults', capture.sandboxUrl()), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ endpoint: 'createApplicationDocument', count: 1, mode: 'drop' }),
  });
  expect(fault.ok).toBe(true);
  await cameraLive(page);
  await page.getByRole('button', { name: 'Capture page' }).click();
  await expect(page.getByText(/Ready to send: invoice-\d{14}\.jpg/)).toBeVisible();
  await page.getByRole('button', { name: 'Send to the application' }).click();
  await expect(page.getByText(/^Sent: invoice-\d{14}\.jpg is now on the application\.$/)).toBeVisible();
  expect(uploads).toHaveLength(1);
  const after = await documents(page, applicationId);
  expect(after).toHaveLength(before.length + 1);
});

test('an oversized file and a renamed text file are refused and nothing is sent', async ({ page, applicationId, uploads }) => {
  const before = await documents(page, applicationId);
  const picker = page.getByLabel('Or choose a file already on this kiosk');

  const pdfHead = [...Buffer.from('%PDF-1.7\n')];
  await chooseFileMadeInPage(picker, { name: 'big-invoice.pdf', type: 'application/pdf', head: pdfHead, size: 11 * 1024 * 1024 });
  await expect(page.getByRole('alert')).toContainText(
    'big-invoice.pdf: This file is 11 MB, over the 10 MB limit. Please send a smaller file.',
  );
  await expect(page.getByRole('button', { name: 'Send to the application' })).toBeDisabled();

  await picker.setInputFiles({
    name: 'notes.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('These are my notes, not an invoice.\n'),
  });
  await expect(page.getByRole('alert')).toContainText('notes.pdf: This file is named like a PDF but is not one inside.');
  await expect(page.getByRole('button', { name: 'Send to the application' })).toBeDisabled();
  await screenshotOnRequest(page, join(screenshotDir, 'capture-refused.png'));

  expect(uploads).toEqual([]);
  expect(await documents(page, applicationId)).toHaveLength(before.length);

  // A real PDF from disk is accepted and sent.
  const doc = await PDFDocument.create();
  doc.addPage([200, 200]);
  await picker.setInputFiles({ name: 'STC form.PDF', mimeType: 'application/pdf', buffer: Buffer.from(await doc.save()) });
  await expect(page.getByText('Chosen file: STC form.PDF')).toBeVisible();
  await page.getByLabel('What is it?').selectOption('STC');
  await page.getByRole('button', { name: 'Send to the application' }).click();
  await expect(page.getByText('Sent: STC form.PDF is now on the application.')).toBeVisible();
  expect(await documents(page, applicationId)).toContainEqual({ type: 'STC', filename: 'STC form.PDF' });
});

test('a refused camera says so in plain words, and the file picker still works', async ({ page, capture }) => {
  await page.addInitScript(() => {
    navigator.mediaDevices.getUserMedia = () => Promise.reject(new DOMException('Permission denied', 'NotAllowedError'));
  });
  await page.goto(`${capture.host.url}#application=1`);
  await expect(page.getByRole('alert')).toHaveText(
    'The camera is not allowed on this kiosk, so pages cannot be photographed here. You can still choose a file below.',
  );
  await expect(page.getByRole('button', { name: 'Capture page' })).toBeDisabled();
  const doc = await PDFDocument.create();
  doc.addPage([200, 200]);
  await page
    .getByLabel('Or choose a file already on this kiosk')
    .setInputFiles({ name: 'invoice.pdf', mimeType: 'application/pdf', buffer: Buffer.from(await doc.save()) });
  await expect(page.getByText('Chosen file: invoice.pdf')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send to the application' })).toBeEnabled();
  await screenshotOnRequest(page, join(screenshotDir, 'capture-camera-refused.png'));
});

test('the camera is released when the component goes away', async ({ page, capture }) => {
  await page.goto(`${capture.host.url}#application=1`);
  await cameraLive(page);
  expect(await page.evaluate(() => window.liveCameraTracks())).toBeGreaterThan(0);
  await page.evaluate(() => window.unmountCapture());
  await expect.poll(() => page.evaluate(() => window.liveCameraTracks())).toBe(0);
});

test('a blurred page and a dark page are flagged beside their thumbnails; Retake replaces, Send anyway keeps', async ({
  page,
  capture,
}) => {
  // The camera films a real page on a desk (fake-page-camera.ts), out of focus first.
  await usePageCamera(page, 'blurred');
  const applicationId = await openFirstApplication(page, capture);
  await cameraLive(page);
  await page.getByRole('button', { name: 'Capture page' }).click();
  const list = page.getByRole('list', { name: 'Captured pages' });
  const first = list.getByRole('listitem').nth(0);
  await expect(first.getByRole('alert')).toHaveText(/This page looks blurred — text may be unreadable\. Retake it\?/);
  // The page was found and straightened: the thumbnail is an upright page, and no "whole picture kept" note shows.
  await expect(first.getByText(/No page edges were found/)).toHaveCount(0);
  const blurredSize = await imageSize(page, 'Page 1');
  expect(blurredSize.height).toBeGreaterThan(blurredSize.width);
  // Nothing goes until the page is looked at, and the bar says why.
  await expect(page.getByRole('button', { name: 'Send to the application' })).toBeDisabled();
  await expect(page.getByText('Page 1 may be unreadable: retake it, or press Send anyway beside it, before sending.')).toBeVisible();
  await screenshotOnRequest(page, join(screenshotDir, 'capture-blurred-warning.png'));
  await expectAccessible(page);

  // Retake, in focus this time: the same page is replaced, and its warning goes.
  const blurredThumb = await page.getByRole('img', { name: 'Page 1' }).getAttribute('src');
  await showScene(page, 'sharp');
  await first.getByRole('button', { name: 'Retake page 1' }).click();
  await expect(page.getByRole('img', { name: 'Page 1' })).not.toHaveAttribute('src', blurredThumb ?? '');
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(first.getByRole('alert')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Send to the application' })).toBeEnabled();

  // A second page in a dim room: too dark; Send anyway keeps it as it is.
  await showScene(page, 'dark');
  await page.getByRole('button', { name: 'Capture page' }).click();
  const second = list.getByRole('listitem').nth(1);
  await expect(second.getByRole('alert')).toHaveText(/This page looks too dark — text may be unreadable\. Retake it with more light\?/);
  await expect(page.getByRole('button', { name: 'Send to the application' })).toBeDisabled();
  await screenshotOnRequest(page, join(screenshotDir, 'capture-dark-warning.png'));
  await second.getByRole('button', { name: 'Send anyway (page 2)' }).click();
  await expect(second.getByRole('alert')).toHaveCount(0);
  await expect(second.getByText('Kept as it is: looks too dark.')).toBeVisible();
  await expect(list.getByRole('listitem')).toHaveCount(2);

  const sent = page.waitForRequest((request) => request.url().includes('documents'), { timeout: 10_000 });
  await page.getByRole('button', { name: 'Send to the application' }).click();
  const body = (await sent).postDataJSON() as { filecontent: string };
  await expect(page.getByText(/^Sent: invoice-\d{14}\.pdf is now on the application\.$/)).toBeVisible();
  // Nothing was lost: both pages, the retaken one and the dark one kept as it is, went in the PDF.
  const pdf = await PDFDocument.load(Buffer.from(body.filecontent, 'base64'));
  expect(pdf.getPageCount()).toBe(2);
  for (const sheet of pdf.getPages()) expect(sheet.getHeight()).toBeGreaterThan(sheet.getWidth());
  expect((await documents(page, applicationId)).length).toBeGreaterThan(0);
});

async function imageSize(page: Page, name: string): Promise<{ width: number; height: number }> {
  const image = page.getByRole('img', { name });
  await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBeGreaterThan(0);
  return image.evaluate((element: HTMLImageElement) => ({ width: element.naturalWidth, height: element.naturalHeight }));
}
