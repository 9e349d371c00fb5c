import type { PDFFont, PDFPage, RGB } from 'pdf-lib';
import { qrMatrixOf, qrPathOf, qrQuietModules } from '../apply-link-matrix';
import type { PrintableQuote, PrintLine } from './printable-quote';

/** A4 in points. */
const a4: [number, number] = [595.28, 841.89];
const margin = 56;
/** 6.2 cm across with its quiet zone: a phone reads it from a sheet held at arm's length. */
const qrSide = 176;
const labelWidth = 150;

interface Ink {
  page: PDFPage;
  regular: PDFFont;
  bold: PDFFont;
  ink: RGB;
  muted: RGB;
  line: RGB;
  /** The baseline of the next line, from the bottom of the page. */
  y: number;
}

/** The quote on one A4 page: branch, product, figures, every fee (D19), the apply QR and its expiry (D17), the legal lines. */
export async function quotePdf(quote: PrintableQuote): Promise<Uint8Array> {
  // Loaded only when a PDF is made: pdf-lib is larger than the rest of the screens together.
  const { PDFDocument, StandardFonts, rgb } = await import('pdf-lib');
  const pdf = await PDFDocument.create();
  pdf.setTitle(`${quote.title} — ${quote.reference}`);
  pdf.setAuthor(quote.branch);
  pdf.setProducer('Finance Kiosk');
  pdf.setCreator('Finance Kiosk');
  const page = pdf.addPage(a4);
  const pen: Ink = {
    page,
    regular: await pdf.embedFont(StandardFonts.Helvetica),
    bold: await pdf.embedFont(StandardFonts.HelveticaBold),
    ink: rgb(0.09, 0.13, 0.18),
    muted: rgb(0.29, 0.34, 0.41),
    line: rgb(0.79, 0.82, 0.87),
    y: a4[1] - margin - 22,
  };

  write(pen, quote.branch, { size: 22, bold: true });
  write(pen, quote.title, { size: 14 });
  write(pen, quote.reference, { size: 10, colour: pen.muted });
  rule(pen);

  write(pen, quote.product.category, { size: 12, bold: true });
  write(pen, quote.product.description, { size: 11 });
  pen.y -= 8;
  table(pen, quote.figures, 12);
  pen.y -= 6;
  write(pen, 'Fees', { size: 12, bold: true });
  table(pen, quote.fees, 10.5);
  rule(pen);

  write(pen, 'Apply for this finance', { size: 12, bold: true });
  pen.y -= 4;
  const textLeft = quote.apply.link === null ? margin : margin + qrSide + 20;
  const top = pen.y + 12;
  if (quote.apply.link !== null) drawQr(pen, quote.apply.link, margin, top - qrSide, rgb(0, 0, 0), rgb(1, 1, 1));
  pen.y -= 6;
  write(pen, quote.apply.instruction, { size: 12, bold: true, left: textLeft });
  write(pen, quote.apply.expiry, { size: 11, left: textLeft });
  if (quote.apply.where) write(pen, quote.apply.where, { size: 10, left: textLeft, colour: pen.muted });
  if (quote.apply.link !== null) pen.y = Math.min(pen.y, top - qrSide - 16);
  rule(pen);

  for (const line of quote.legal) write(pen, line, { size: 9.5, colour: pen.muted });

  // Object streams off: a simpler file that every viewer and printer driver reads.
  return pdf.save({ useObjectStreams: false });
}

interface WriteOptions {
  size: number;
  bold?: boolean;
  colour?: RGB;
  left?: number;
}

/** One paragraph, wrapped to the page's width, moving the pen down. */
function write(pen: Ink, text: string, { size, bold = false, colour = pen.ink, left = margin }: WriteOptions): void {
  const font = bold ? pen.bold : pen.regular;
  for (const line of wrapped(printable(text, font), font, size, a4[0] - margin - left)) {
    pen.page.drawText(line, { x: left, y: pen.y, size, font, color: colour });
    pen.y -= size * 1.45;
  }
}

/** Label and value side by side, the value wrapped in its own column. */
function table(pen: Ink, lines: readonly PrintLine[], size: number): void {
  for (const { label, value } of lines) {
    const top = pen.y;
    pen.page.drawText(printable(label, pen.regular), { x: margin, y: top, size, font: pen.regular, color: pen.muted });
    write(pen, value, { size, bold: true, left: margin + labelWidth });
    pen.y = Math.min(pen.y, top - size * 1.45) - 3;
  }
}

function rule(pen: Ink): void {
  pen.y += 4;
  pen.page.drawLine({ start: { x: margin, y: pen.y }, end: { x: a4[0] - margin, y: pen.y }, thickness: 0.75, color: pen.line });
  pen.y -= 22;
}

/** The same QR path the screen draws (apply-link-matrix.ts), one filled path so no seams show between modules. */
function drawQr(pen: Ink, text: string, x: number, y: number, dark: RGB, light: RGB): void {
  const matrix = qrMatrixOf(text);
  const module = qrSide / (matrix.size + 2 * qrQuietModules);
  pen.page.drawRectangle({ x, y, width: qrSide, height: qrSide, color: light });
  // SVG paths run downwards from their origin, here the code's top-left corner.
  pen.page.drawSvgPath(qrPathOf(matrix), { x, y: y + qrSide, scale: module, color: dark });
}

/** The standard fonts cover Windows-1252 only: anything else typed into a description prints as "?" rather than failing. */
function printable(text: string, font: PDFFont): string {
  const known = new Set(font.getCharacterSet());
  return Array.from(text.replace(/\s+/g, ' ').trim(), (char) => (known.has(char.codePointAt(0) ?? 0) ? char : '?')).join('');
}

function wrapped(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    const tried = line === '' ? word : `${line} ${word}`;
    if (line !== '' && font.widthOfTextAtSize(tried, size) > width) {
      lines.push(line);
      line = word;
    } else {
      line = tried;
    }
  }
  return [...lines, line];
}
