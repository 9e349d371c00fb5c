import { PDFDocument, rgb, type PDFPage, type RGB } from 'pdf-lib';
import { qrMatrixOf, qrPathOf, qrQuietModules } from '../apply-link-matrix';
import { typesetter, type Typesetter } from './pdf-typesetter';
import type { PrintFontFiles } from './print-fonts';
import type { PrintableQuote, PrintLine } from './printable-quote';
import { quoteText } from './quote-text';

/** A4 in points. */
const a4: [number, number] = [595.28, 841.89];
const margin = 56;
/** 6.2 cm across with its quiet zone: a phone reads it from a sheet held at arm's length. */
const qrSide = 176;
const labelWidth = 150;
/** Room between a wrapped label and its value. */
const labelGap = 10;

interface Ink {
  page: PDFPage;
  type: Typesetter;
  ink: RGB;
  muted: RGB;
  line: RGB;
  /** The baseline of the next line, from the bottom of the page. */
  y: number;
}

/**
 * The quote on one A4 page in the customer's language (K14), its fonts embedded and subset: branch, product, figures,
 * every fee (D19), the apply QR and its expiry (D17), the legal lines. Right to left for Arabic, mirrored.
 * This module is loaded only when a PDF is made: pdf-lib and fontkit are larger than the rest of the screens together.
 */
export async function quotePdf(quote: PrintableQuote, fonts: PrintFontFiles): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`${quote.title} — ${quote.notYetSent?.mark ?? quote.reference}`);
  pdf.setLanguage(quote.lang);
  pdf.setAuthor(quote.branch.name);
  pdf.setProducer('Finance Kiosk');
  pdf.setCreator('Finance Kiosk');
  const page = pdf.addPage(a4);
  const pen: Ink = {
    page,
    type: await typesetter(pdf, fonts, quoteText(quote)),
    ink: rgb(0.09, 0.13, 0.18),
    muted: rgb(0.29, 0.34, 0.41),
    line: rgb(0.79, 0.82, 0.87),
    y: a4[1] - margin - 22,
  };

  write(pen, quote.branch.name, { size: 22, bold: true, ownDirection: true });
  // Issue 38 item 7: only what Administration set, so no label stands empty.
  for (const line of quote.branch.details) write(pen, line, { size: 10, colour: pen.muted, ownDirection: true });
  pen.y -= 4;
  write(pen, quote.title, { size: 14 });
  // Issue 38 item 2: a quote still waiting in the outbox says so where the eye starts.
  if (quote.notYetSent) {
    write(pen, quote.notYetSent.mark, { size: 13, bold: true });
    write(pen, quote.notYetSent.explanation, { size: 10.5 });
  }
  if (quote.reference) write(pen, quote.reference, { size: 10, colour: pen.muted });
  if (quote.customer !== null) write(pen, quote.customer, { size: 11 });
  write(pen, quote.issued, { size: 10, colour: pen.muted });
  rule(pen);

  write(pen, quote.product.category, { size: 12, bold: true, ownDirection: true });
  write(pen, quote.product.description, { size: 11, ownDirection: true });
  pen.y -= 8;
  table(pen, quote.figures, 12);
  pen.y -= 6;
  write(pen, quote.headings.fees, { size: 12, bold: true });
  table(pen, quote.fees, 10.5);
  rule(pen);

  write(pen, quote.headings.apply, { size: 12, bold: true });
  pen.y -= 4;
  const textInset = quote.apply.link === null ? margin : margin + qrSide + 20;
  const top = pen.y + 12;
  if (quote.apply.link !== null) drawQr(pen, quote.apply.link, top - qrSide, rgb(0, 0, 0), rgb(1, 1, 1));
  pen.y -= 6;
  write(pen, quote.apply.instruction, { size: 12, bold: true, inset: textInset });
  write(pen, quote.apply.expiry, { size: 11, inset: textInset });
  if (quote.apply.where) write(pen, quote.apply.where, { size: 10, inset: textInset, colour: pen.muted });
  if (quote.apply.link !== null) {
    pen.y = Math.min(pen.y, top - qrSide - 12);
    // Issue 38 item 7: the link as text under its code, for a phone that cannot scan: cut where the width ends, a web
    // address having no spaces to wrap at, and left to right whatever the page's direction.
    for (const line of pen.type.cut(quote.apply.link, 8.5, a4[0] - 2 * margin)) {
      pen.type.draw(pen.page, line, { x: margin, y: pen.y, size: 8.5, bold: false, colour: pen.muted, ownDirection: true });
      pen.y -= 8.5 * 1.45;
    }
    pen.y -= 4;
  }
  rule(pen);

  for (const line of quote.legal) write(pen, line, { size: 9.5, colour: pen.muted });

  // Object streams off: a simpler file that every viewer and printer driver reads.
  return pdf.save({ useObjectStreams: false });
}

interface WriteOptions {
  size: number;
  bold?: boolean;
  colour?: RGB;
  /** From the edge the language starts its lines at: the left, or the right for Arabic. */
  inset?: number;
  /** Typed by staff, in whatever language: it reads in its own direction (K14). */
  ownDirection?: boolean;
}

/** One paragraph, wrapped to the page's width, moving the pen down. */
function write(pen: Ink, text: string, { size, bold = false, colour = pen.ink, inset = margin, ownDirection = false }: WriteOptions): void {
  for (const line of pen.type.lines(text, size, bold, a4[0] - margin - inset)) {
    writeLine(pen, line, { size, bold, colour, inset, ownDirection });
    pen.y -= size * 1.45;
  }
}

/** One line at the pen, placed from the language's starting edge. */
function writeLine(pen: Ink, text: string, { size, bold, colour, inset, ownDirection }: Required<WriteOptions>): void {
  const x = pen.type.direction === 'rtl' ? a4[0] - inset - pen.type.width(text, size, bold) : inset;
  pen.type.draw(pen.page, text, { x, y: pen.y, size, bold, colour, ownDirection });
}

/** Label and value side by side, the value wrapped in its own column. */
function table(pen: Ink, lines: readonly PrintLine[], size: number): void {
  for (const { label, value } of lines) {
    const top = pen.y;
    for (const line of pen.type.lines(label, size, false, labelWidth - labelGap)) {
      writeLine(pen, line, { size, bold: false, colour: pen.muted, inset: margin, ownDirection: false });
      pen.y -= size * 1.45;
    }
    const below = pen.y;
    pen.y = top;
    write(pen, value, { size, bold: true, inset: margin + labelWidth });
    pen.y = Math.min(pen.y, below) - 3;
  }
}

function rule(pen: Ink): void {
  pen.y += 4;
  pen.page.drawLine({ start: { x: margin, y: pen.y }, end: { x: a4[0] - margin, y: pen.y }, thickness: 0.75, color: pen.line });
  pen.y -= 22;
}

/** The same QR path the screen draws (apply-link-matrix.ts), one filled path so no seams show between modules. */
function drawQr(pen: Ink, text: string, y: number, dark: RGB, light: RGB): void {
  const x = pen.type.direction === 'rtl' ? a4[0] - margin - qrSide : margin;
  const matrix = qrMatrixOf(text);
  const module = qrSide / (matrix.size + 2 * qrQuietModules);
  pen.page.drawRectangle({ x, y, width: qrSide, height: qrSide, color: light });
  // SVG paths run downwards from their origin, here the code's top-left corner.
  pen.page.drawSvgPath(qrPathOf(matrix), { x, y: y + qrSide, scale: module, color: dark });
}
