import type { ApplicationDocumentType } from '../../shared/enums';
import { bytesToBase64 } from './base64';
import { checkDocument } from './file-checks';
import { assemblePdf, type JpegPage } from './pdf';

/** D16's document types, as a salesperson says them. */
export const documentTypeNames: Record<ApplicationDocumentType, string> = {
  INVOICE: 'Invoice',
  STC: 'Small-scale technology certificate (STC) form',
  CCA: 'Customer completion acknowledgement (CCA)',
};

export interface PreparedFile {
  filename: string;
  bytes: Uint8Array;
}

/** One page goes as its JPEG; several as one PDF, in order. The name carries the type and a time, so it is findable (K3). */
export async function prepareCapture(pages: readonly JpegPage[], type: ApplicationDocumentType, now = new Date()): Promise<PreparedFile> {
  const stamp = now.toISOString().replace(/\D/g, '').slice(0, 14);
  const base = `${type.toLowerCase()}-${stamp}`;
  const [only] = pages;
  if (pages.length === 1 && only) return { filename: `${base}.jpg`, bytes: only.bytes };
  return { filename: `${base}.pdf`, bytes: await assemblePdf(pages, documentTypeNames[type]) };
}

export type UploadBody =
  | { ok: true; body: { applicationId: string; invoice_type: ApplicationDocumentType; filename: string; filecontent: string } }
  | { ok: false; message: string };

/** The documents:upload input, or the plain-words reason it would be refused (checked before anything is sent). */
export function uploadBody(applicationId: string, type: ApplicationDocumentType, file: PreparedFile): UploadBody {
  const check = checkDocument(file.filename, file.bytes);
  if (!check.ok) return check;
  return { ok: true, body: { applicationId, invoice_type: type, filename: file.filename, filecontent: bytesToBase64(file.bytes) } };
}
