import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { QuotePdfService } from '../../../../main/services/quote-pdf-service';

// Issue 38 item 7: "Save quote as PDF" keeps the PDF in the Downloads folder and says which; "Show in folder" opens it
// there where the host can (Electron), and only for a PDF this kiosk saved.

const pdf = Buffer.from('%PDF-1.7 a quote').toString('base64');

describe('the quote’s PDF in the Downloads folder', () => {
  let folder: string;
  let shown: string[];
  beforeEach(async () => {
    folder = join(await mkdtemp(join(tmpdir(), 'quote-pdf-')), 'Downloads');
    shown = [];
  });
  afterEach(() => rm(join(folder, '..'), { recursive: true, force: true }));

  it('is saved under the quote’s number, never over an earlier one, and names its folder', async () => {
    const service = new QuotePdfService({ folder, showItemInFolder: (path) => void shown.push(path) });
    expect(await service.save('quote_3249', pdf)).toEqual({ folder, fileName: 'quote-quote_3249.pdf', canShowInFolder: true });
    expect(await service.save('quote_3249', pdf)).toEqual({ folder, fileName: 'quote-quote_3249 (2).pdf', canShowInFolder: true });
    expect((await readdir(folder)).sort()).toEqual(['quote-quote_3249 (2).pdf', 'quote-quote_3249.pdf']);
    expect(await readFile(join(folder, 'quote-quote_3249.pdf'), 'utf8')).toBe('%PDF-1.7 a quote');
  });

  it('keeps a name to the quote’s number, whatever the id holds', async () => {
    const service = new QuotePdfService({ folder });
    expect((await service.save('../../etc/passwd', pdf)).fileName).toBe('quote--etc-passwd.pdf');
    expect(await readdir(folder)).toEqual(['quote--etc-passwd.pdf']);
  });

  it('refuses what is not a PDF', async () => {
    const service = new QuotePdfService({ folder });
    await expect(service.save('quote_1', Buffer.from('<html>').toString('base64'))).rejects.toThrow('This is not a PDF.');
  });

  it('shows a PDF it saved in its folder, through the host', async () => {
    const service = new QuotePdfService({ folder, showItemInFolder: (path) => void shown.push(path) });
    const { fileName } = await service.save('quote_3249', pdf);
    expect(service.showInFolder(fileName)).toEqual({});
    expect(shown).toEqual([join(folder, 'quote-quote_3249.pdf')]);
    expect(() => service.showInFolder('../secrets.pdf')).toThrow('This kiosk has not saved that PDF.');
    expect(shown).toHaveLength(1);
  });

  it('where the host cannot open a folder (a web browser), says so and names the folder', async () => {
    const service = new QuotePdfService({ folder });
    const saved = await service.save('quote_3249', pdf);
    expect(saved.canShowInFolder).toBe(false);
    expect(() => service.showInFolder(saved.fileName)).toThrow(`open ${folder} in the file manager`);
  });
});
