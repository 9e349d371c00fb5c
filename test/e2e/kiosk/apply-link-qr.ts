import type { Locator, Page } from '@playwright/test';
import jsQR from 'jsqr';
import { z } from 'zod';
import { sandboxMessage } from '../../../shared/wire/control';
import type { KioskWorld } from './kiosk-world';

// What a phone would read off the kiosk's QR codes, and what the sandbox emailed (D17, D27) to compare it with.

/** The newest quote email the sandbox "sent" to `to` whose link is for `quoteId` (D17, D27). */
export async function applyLinkEmailed(world: KioskWorld, to: string, quoteId: string): Promise<string> {
  const response = await fetch(`${world.sandbox().baseUrl}/sandbox/v1/messages?to=${encodeURIComponent(to)}`);
  const { messages } = z.object({ messages: z.array(sandboxMessage) }).parse(await response.json());
  const link = messages.findLast(
    (message) => message.link !== undefined && new URL(message.link).pathname === `/apply/quote/${quoteId}`,
  )?.link;
  if (link === undefined) throw new Error(`no quote email for ${quoteId} went to ${to}`);
  return link;
}

/** A PNG's pixels as RGBA, decoded by Chromium on a blank page of its own (no kiosk CSP, nothing of the kiosk's). */
export async function rgbaOf(decoder: Page, png: Buffer): Promise<{ data: Uint8ClampedArray; width: number; height: number }> {
  const { base64, width, height } = await decoder.evaluate(async (encoded) => {
    const bytes = Uint8Array.from(atob(encoded), (char) => char.charCodeAt(0));
    const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2D canvas');
    context.drawImage(bitmap, 0, 0);
    const pixels = context.getImageData(0, 0, bitmap.width, bitmap.height).data;
    let binary = '';
    for (let at = 0; at < pixels.length; at += 0x8000) binary += String.fromCharCode(...pixels.subarray(at, at + 0x8000));
    return { base64: btoa(binary), width: bitmap.width, height: bitmap.height };
  }, png.toString('base64'));
  return { data: new Uint8ClampedArray(Buffer.from(base64, 'base64')), width, height };
}

/** The text of the QR code in a PNG, as jsQR reads it, or undefined when it finds none. */
export async function qrTextOf(decoder: Page, png: Buffer): Promise<string | undefined> {
  const { data, width, height } = await rgbaOf(decoder, png);
  return jsQR(data, width, height)?.data;
}

/** The QR code on screen, photographed as it is shown and read on a page of its own. */
export async function qrTextOnScreen(code: Locator): Promise<string | undefined> {
  const decoder = await code.page().context().newPage();
  try {
    return await qrTextOf(decoder, await code.screenshot());
  } finally {
    await decoder.close();
  }
}
