import { z } from 'zod';
import { recordId } from './ids';

// Issue 38 item 7: "Save quote as PDF" is written by main into the laptop's Downloads folder, so the screen can say
// where it went and (in Electron) show it there; the screens make the PDF, main only keeps it.

/** Measured at 22 to 35 kB a language (quote-pdf-language.test.ts); far above that, something else is being sent. */
export const maxQuotePdfBytes = 1024 * 1024;

export const savedQuotePdf = z.object({
  /** The folder the PDF is in, as the laptop's file manager names it. */
  folder: z.string(),
  fileName: z.string(),
  /** Whether this host can open that folder with the file selected (Electron can; a web browser cannot). */
  canShowInFolder: z.boolean(),
});
export type SavedQuotePdf = z.infer<typeof savedQuotePdf>;

export const quotePdfChannels = {
  /** The PDF the screens made, written beside the laptop's other downloads under a name no earlier file has. */
  'quotePdf:save': {
    input: z.strictObject({ quoteId: recordId, pdf: z.base64().max(Math.ceil(maxQuotePdfBytes / 3) * 4) }),
    output: savedQuotePdf,
  },
  /** Opens the folder with that PDF selected; only a PDF this kiosk saved since it started. */
  'quotePdf:showInFolder': { input: z.strictObject({ fileName: z.string().min(1).max(200) }), output: z.object({}) },
} as const;
