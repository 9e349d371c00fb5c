// D16's rules for an application document, kept once for the sandbox that enforces them and the screens that check first.

/** At most 10 MiB once decoded. */
export const maxDocumentBytes = 10 * 1024 * 1024;

export type DocumentKind = 'jpeg' | 'png' | 'pdf';

const signatures: Record<DocumentKind, readonly number[]> = {
  jpeg: [0xff, 0xd8, 0xff],
  png: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  pdf: [0x25, 0x50, 0x44, 0x46, 0x2d], // %PDF-
};

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
