import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { SavedQuotePdf } from '../../shared/contract/quote-pdf';
import { KioskFailure } from '../core/kiosk-failure';

/** How many "quote-… (n).pdf" names are tried before saying the folder is too full of them. */
const mostCopies = 99;

/**
 * Issue 38 item 7: "Save quote as PDF" writes the PDF the screens made into the laptop's Downloads folder, never over an
 * earlier file, and says which folder; showing it there is the host's (Electron's shell.showItemInFolder), and a host
 * that cannot (the browser host) says so instead. Logs name no file: a file name carries the quote's number only.
 */
export class QuotePdfService {
  readonly #folder: string;
  readonly #showItemInFolder: ((path: string) => void) | undefined;
  /** Only what this kiosk saved may be shown: the screens never name another path. */
  readonly #saved = new Set<string>();

  constructor(options: { folder: string; showItemInFolder?: (path: string) => void }) {
    this.#folder = options.folder;
    this.#showItemInFolder = options.showItemInFolder;
  }

  async save(quoteId: string, pdfBase64: string): Promise<SavedQuotePdf> {
    const bytes = Buffer.from(pdfBase64, 'base64');
    if (!bytes.subarray(0, 5).equals(Buffer.from('%PDF-'))) throw new KioskFailure('invalid-input', 'This is not a PDF.');
    await mkdir(this.#folder, { recursive: true });
    const name = `quote-${quoteId.replace(/[^\w-]+/g, '-')}`;
    for (let copy = 1; copy <= mostCopies; copy++) {
      const fileName = copy === 1 ? `${name}.pdf` : `${name} (${copy}).pdf`;
      try {
        // 'wx': a quote saved before (in another language, say) is kept; this one takes the next free name.
        await writeFile(join(this.#folder, fileName), bytes, { flag: 'wx' });
      } catch (error) {
        if (error instanceof Error && 'code' in error && error.code === 'EEXIST') continue;
        throw error;
      }
      this.#saved.add(fileName);
      return { folder: this.#folder, fileName, canShowInFolder: this.#showItemInFolder !== undefined };
    }
    throw new KioskFailure(
      'refused',
      `${this.#folder} already holds ${mostCopies} PDFs of this quote. Delete some of them and save it again.`,
    );
  }

  showInFolder(fileName: string): Record<string, never> {
    if (!this.#saved.has(fileName))
      throw new KioskFailure('not-found', 'This kiosk has not saved that PDF. Save the quote as a PDF again.');
    if (this.#showItemInFolder === undefined)
      throw new KioskFailure(
        'not-allowed',
        `This kiosk runs in a web browser here, which cannot open a folder: open ${this.#folder} in the file manager.`,
      );
    this.#showItemInFolder(join(this.#folder, fileName));
    return {};
  }
}
