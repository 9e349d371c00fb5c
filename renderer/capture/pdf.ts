export interface JpegPage {
  bytes: Uint8Array;
  width: number;
  height: number;
}

/** One PDF with a page per JPEG, each page the size of its image (1 px = 1 pt), in the order given. */
export async function assemblePdf(pages: readonly JpegPage[], title = 'Invoice'): Promise<Uint8Array> {
  if (pages.length === 0) throw new RangeError('A PDF needs at least one page');
  // Loaded only when a PDF is made: pdf-lib is larger than the rest of the screens together.
  const { PDFDocument } = await import('pdf-lib');
  const pdf = await PDFDocument.create();
  pdf.setTitle(title);
  pdf.setProducer('Finance Kiosk');
  pdf.setCreator('Finance Kiosk');
  for (const page of pages) {
    const image = await pdf.embedJpg(page.bytes);
    const sheet = pdf.addPage([page.width, page.height]);
    sheet.drawImage(image, { x: 0, y: 0, width: page.width, height: page.height });
  }
  // Object streams off: a simpler file that every viewer, and the service, reads.
  return pdf.save({ useObjectStreams: false });
}
