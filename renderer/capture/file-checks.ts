/** What the service accepts (D16): the file's name and its first bytes must agree, and it is at most 10 MiB. */
export const maxDocumentBytes = 10 * 1024 * 1024;

export type DocumentKind = 'jpeg' | 'png' | 'pdf';

const signatures: Record<DocumentKind, readonly number[]> = {
  jpeg: [0xff, 0xd8, 0xff],
  png: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  pdf: [0x25, 0x50, 0x44, 0x46, 0x2d], // %PDF-
};

const kindNames: Record<DocumentKind, string> = { jpeg: 'a JPEG photo', png: 'a PNG picture', pdf: 'a PDF' };

/** The kind the file's extension (any case) names, or null for any other name. */
export function kindFromFilename(filename: string): DocumentKind | null {
  const extension = /\.([^.]+)$/.exec(filename)?.[1]?.toLowerCase();
  if (extension === 'jpg' || extension === 'jpeg') return 'jpeg';
  if (extension === 'png') return 'png';
  if (extension === 'pdf') return 'pdf';
  return null;
}

/** The kind the first bytes show, or null when they are none of JPEG, PNG or PDF. */
export function kindFromBytes(bytes: Uint8Array): DocumentKind | null {
  for (const kind of Object.keys(signatures) as DocumentKind[]) {
    const signature = signatures[kind];
    if (bytes.length >= signature.length && signature.every((byte, index) => bytes[index] === byte)) return kind;
  }
  return null;
}

export type DocumentCheck = { ok: true; kind: DocumentKind } | { ok: false; message: string };

/** Refuses a file that is too big before its bytes are read (`size` from the File). */
export function checkSize(size: number): DocumentCheck | null {
  if (size > maxDocumentBytes) {
    return { ok: false, message: `This file is ${formatBytes(size)}, over the ${formatBytes(maxDocumentBytes)} limit. Please send a smaller file.` };
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
  if (actual === null) return { ok: false, message: `This file is named like ${kindNames[named]} but is not one inside. Please choose a real PDF or photo.` };
  if (actual !== named) return { ok: false, message: `This file is named like ${kindNames[named]} but is really ${kindNames[actual]}. Please rename it or choose another file.` };
  return { ok: true, kind: actual };
}

/** 1.2 MB, 380 KB, 512 bytes: sizes as a computer shows them (1 MB = 1024 KB), so the limit reads "10 MB". */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1).replace(/\.0$/, '')} MB`;
}
