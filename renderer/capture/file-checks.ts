import { kindFromBytes, kindFromFilename, maxDocumentBytes, type DocumentKind } from '../../shared/documents';

const kindNames: Record<DocumentKind, string> = { jpeg: 'a JPEG photo', png: 'a PNG picture', pdf: 'a PDF' };

export type DocumentCheck = { ok: true; kind: DocumentKind } | { ok: false; message: string };

/** Refuses a file that is too big before its bytes are read (`size` from the File). */
export function checkSize(size: number): DocumentCheck | null {
  if (size > maxDocumentBytes) {
    return {
      ok: false,
      message: `This file is ${formatBytes(size)}, over the ${formatBytes(maxDocumentBytes)} limit. Please send a smaller file.`,
    };
  }
  if (size === 0) return { ok: false, message: 'This file is empty. Please choose another one.' };
  return null;
}

/** The checks D16 makes, before anything is sent, with the reason in plain words. */
export function checkDocument(filename: string, bytes: Uint8Array): DocumentCheck {
  const sizeProblem = checkSize(bytes.length);
  if (sizeProblem) return sizeProblem;
  const named = kindFromFilename(filename);
  if (named === null) return { ok: false, message: 'Only PDF, JPEG and PNG files can be sent. Please choose a PDF or a photo.' };
  const actual = kindFromBytes(bytes);
  if (actual === null)
    return { ok: false, message: `This file is named like ${kindNames[named]} but is not one inside. Please choose a real PDF or photo.` };
  if (actual !== named)
    return {
      ok: false,
      message: `This file is named like ${kindNames[named]} but is really ${kindNames[actual]}. Please rename it or choose another file.`,
    };
  return { ok: true, kind: actual };
}

/** 1.2 MB, 380 KB, 512 bytes: sizes as a computer shows them (1 MB = 1024 KB), so the limit reads "10 MB". */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1).replace(/\.0$/, '')} MB`;
}
