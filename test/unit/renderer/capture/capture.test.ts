import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { base64ToBytes, bytesToBase64 } from '../../../../renderer/capture/base64';
import { fitQuality, scaledSize } from '../../../../renderer/capture/compress';
import { checkDocument, checkSize, formatBytes } from '../../../../renderer/capture/file-checks';
import { kindFromBytes, kindFromFilename, maxDocumentBytes } from '../../../../shared/documents';
import { assemblePdf } from '../../../../renderer/capture/pdf';
import { prepareCapture, uploadBody } from '../../../../renderer/capture/prepare';

// The smallest baseline JPEG (1×1 white), so the PDF tests embed a real image.
const tinyJpeg = base64ToBytes(
  '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=',
);
const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const pdf = new TextEncoder().encode('%PDF-1.7\n%…');
const text = new TextEncoder().encode('Just some notes, not a PDF at all.');

describe('file signatures (D16)', () => {
  it('reads the kind from the extension, any case', () => {
    expect(kindFromFilename('a.JPG')).toBe('jpeg');
    expect(kindFromFilename('a.jpeg')).toBe('jpeg');
    expect(kindFromFilename('scan.Png')).toBe('png');
    expect(kindFromFilename('invoice.PDF')).toBe('pdf');
    expect(kindFromFilename('notes.txt')).toBeNull();
    expect(kindFromFilename('pdf')).toBeNull();
  });
  it('reads the kind from the first bytes', () => {
    expect(kindFromBytes(tinyJpeg)).toBe('jpeg');
    expect(kindFromBytes(png)).toBe('png');
    expect(kindFromBytes(pdf)).toBe('pdf');
    expect(kindFromBytes(text)).toBeNull();
    expect(kindFromBytes(Uint8Array.from([0xff, 0xd8]))).toBeNull();
  });
  it('accepts a file whose name and bytes agree', () => {
    expect(checkDocument('invoice.pdf', pdf)).toEqual({ ok: true, kind: 'pdf' });
    expect(checkDocument('page.JPEG', tinyJpeg)).toEqual({ ok: true, kind: 'jpeg' });
    expect(checkDocument('page.png', png)).toEqual({ ok: true, kind: 'png' });
  });
  it('refuses a renamed text file in plain words', () => {
    const check = checkDocument('notes.pdf', text);
    expect(check.ok).toBe(false);
    expect(!check.ok && check.message).toContain('named like a PDF but is not one');
  });
  it('refuses a mismatch, naming what the file really is', () => {
    const check = checkDocument('photo.pdf', tinyJpeg);
    expect(!check.ok && check.message).toContain('really a JPEG photo');
  });
  it('refuses other extensions', () => {
    expect(checkDocument('notes.txt', text).ok).toBe(false);
  });
});

describe('size limit (D16: 10 MiB decoded)', () => {
  it('allows exactly 10 MiB and refuses a byte more', () => {
    expect(checkSize(maxDocumentBytes)).toBeNull();
    const over = checkSize(maxDocumentBytes + 1);
    expect(over?.ok).toBe(false);
    expect(over && !over.ok && over.message).toBe('This file is 10 MB, over the 10 MB limit. Please send a smaller file.');
  });
  it('refuses an empty file', () => {
    expect(checkSize(0)?.ok).toBe(false);
  });
  it('checks the size before anything else', () => {
    const big = new Uint8Array(maxDocumentBytes + 1);
    big.set(pdf);
    expect(checkDocument('big.pdf', big)).toEqual({ ok: false, message: expect.stringContaining('smaller file') });
  });
  it('formats sizes as people read them', () => {
    expect(formatBytes(512)).toBe('512 bytes');
    expect(formatBytes(380 * 1024)).toBe('380 KB');
    expect(formatBytes(1.24 * 1024 * 1024)).toBe('1.2 MB');
    expect(formatBytes(10 * 1024 * 1024)).toBe('10 MB');
  });
});

describe('base64', () => {
  it('round-trips every byte value, padded', () => {
    const all = Uint8Array.from({ length: 256 }, (_, index) => index);
    expect(bytesToBase64(all)).toBe(Buffer.from(all).toString('base64'));
    expect(base64ToBytes(bytesToBase64(all))).toEqual(all);
    expect(bytesToBase64(Uint8Array.from([1]))).toBe('AQ==');
  });
  it('handles a large file without overflowing the stack', () => {
    const big = new Uint8Array(3_000_000).map((_, index) => index % 251);
    expect(bytesToBase64(big)).toBe(Buffer.from(big).toString('base64'));
  });
  it('refuses loose base64', () => {
    expect(() => base64ToBytes('AQ')).toThrow();
    expect(() => base64ToBytes('A Q==')).toThrow();
  });
});

describe('downscaling', () => {
  it('brings a 1080p frame to a 1600 px long edge, keeping its shape', () => {
    expect(scaledSize(1920, 1080)).toEqual({ width: 1600, height: 900 });
    expect(scaledSize(1080, 1920)).toEqual({ width: 900, height: 1600 });
  });
  it('never enlarges', () => {
    expect(scaledSize(640, 480)).toEqual({ width: 640, height: 480 });
  });
  it('lowers the quality until the page fits', async () => {
    const sizes: Record<number, number> = { 0.82: 600_000, 0.74: 450_000, 0.66: 390_000 };
    const tried: number[] = [];
    const result = await fitQuality(async (quality) => {
      tried.push(quality);
      return new Blob([new Uint8Array(sizes[quality] ?? 100)]);
    });
    expect(result.quality).toBe(0.66);
    expect(tried).toEqual([0.82, 0.74, 0.66]);
  });
});

describe('PDF assembly', () => {
  it('makes one valid %PDF with a page per JPEG, each the size of its image', async () => {
    const bytes = await assemblePdf([
      { bytes: tinyJpeg, width: 1600, height: 900 },
      { bytes: tinyJpeg, width: 900, height: 1600 },
      { bytes: tinyJpeg, width: 1200, height: 900 },
    ]);
    expect(new TextDecoder().decode(bytes.subarray(0, 5))).toBe('%PDF-');
    expect(checkDocument('x.pdf', bytes).ok).toBe(true);
    const loaded = await PDFDocument.load(bytes);
    expect(loaded.getPageCount()).toBe(3);
    expect(loaded.getPages().map((page) => [page.getWidth(), page.getHeight()])).toEqual([
      [1600, 900],
      [900, 1600],
      [1200, 900],
    ]);
  });
  it('refuses to make an empty PDF', async () => {
    await expect(assemblePdf([])).rejects.toThrow();
  });
});

describe('what is sent', () => {
  const at = new Date('2026-11-22T05:06:07Z');
  it('sends one page as its JPEG', async () => {
    const file = await prepareCapture([{ bytes: tinyJpeg, width: 1, height: 1 }], 'INVOICE', at);
    expect(file).toEqual({ filename: 'invoice-20261122050607.jpg', bytes: tinyJpeg });
  });
  it('sends several pages as one PDF', async () => {
    const page = { bytes: tinyJpeg, width: 10, height: 10 };
    const file = await prepareCapture([page, page], 'STC', at);
    expect(file.filename).toBe('stc-20261122050607.pdf');
    expect((await PDFDocument.load(file.bytes)).getPageCount()).toBe(2);
  });
  it('builds the documents:upload input with base64 content', () => {
    const body = uploadBody('1001', 'CCA', { filename: 'cca.pdf', bytes: pdf });
    expect(body).toEqual({
      ok: true,
      body: { applicationId: '1001', invoice_type: 'CCA', filename: 'cca.pdf', filecontent: Buffer.from(pdf).toString('base64') },
    });
  });
  it('refuses before sending when the bytes do not match the name', () => {
    expect(uploadBody('1001', 'INVOICE', { filename: 'notes.pdf', bytes: text }).ok).toBe(false);
  });
});
