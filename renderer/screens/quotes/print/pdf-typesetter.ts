import 'regenerator-runtime/runtime.js';
import bidiFactory from 'bidi-js';
import fontkit, { type Font as ShapingFont, type TypeFeatures } from '@pdf-lib/fontkit';
import {
  beginText,
  endText,
  PDFHexString,
  popGraphicsState,
  pushGraphicsState,
  setFillingColor,
  setFontAndSize,
  setLineWidth,
  setStrokingColor,
  setTextMatrix,
  setTextRenderingMode,
  showText,
  TextRenderingMode,
  PDFName,
  type PDFArray,
  PDFOperator,
  PDFOperatorNames,
  type PDFDocument,
  type PDFFont,
  type PDFPage,
  type RGB,
} from 'pdf-lib';
import { evenGlyphs } from './even-glyphs';
import type { PrintFontFiles } from './print-fonts';

// K14: the quote's words in the customer's script, shaped by fontkit (Arabic letters joined, Indic conjuncts and
// vowel signs reordered and placed by the font's own GPOS), each glyph drawn where the shaper put it (pdf-lib's own
// drawText drops those offsets), lines put in visual order by the Unicode bidi algorithm (bidi-js).

/** One weight of the language's font: pdf-lib's embedded subset, and the same font for shaping and measuring. */
interface Face {
  embedded: PDFFont;
  shaper: ShapingFont;
  /** Set when the font ships one weight only (the Chinese ones): bold is drawn as the regular, outlined. */
  syntheticBold: boolean;
}

export interface Typesetter {
  direction: 'ltr' | 'rtl';
  /** Width in points of `text` set in one line. */
  width(text: string, size: number, bold: boolean): number;
  /** `text` broken into lines no wider than `width`, at spaces, or between Chinese characters. */
  lines(text: string, size: number, bold: boolean, width: number): string[];
  /** `text` with no spaces to break at (a web address) cut into lines no wider than `width`, anywhere. */
  cut(text: string, size: number, width: number): string[];
  /** One line drawn from `left` (its start, on the right for right-to-left, is `left + width` there). */
  /** `ownDirection`: text typed by staff (a product, the branch) reads in its own direction, not the page's. */
  draw(page: PDFPage, text: string, at: { x: number; y: number; size: number; bold: boolean; colour: RGB; ownDirection: boolean }): void;
}

/**
 * Fonts the shaper breaks on: fontkit 1.x throws on a null mark anchor in Noto Sans Gurmukhi's above-base mark
 * positioning (`abvm`), so that one feature is left off there; its marks then sit where the font draws them.
 */
function featuresOf(files: PrintFontFiles): TypeFeatures {
  return files.script === 'gurmukhi' ? { abvm: false } : {};
}

const bidi = bidiFactory();
/**
 * The bidi algorithm's isolates (LRI, RLI, FSI … PDI): printable-quote.ts keeps an amount left to right in a
 * right-to-left line with them. They order the line's runs; they are no glyph, so they are taken out of the text that
 * is shaped, measured, drawn and told.
 */
const isolate = /[\u2066-\u2069]/u;
const withoutIsolates = (text: string) => text.replace(/[\u2066-\u2069]/gu, '');
/**
 * A place a line may break: after spaces, and before or after a Chinese character (its punctuation kept with it);
 * never inside an isolate, which is kept whole with what it touches.
 */
const breakable = /\p{Script=Han}[\p{P}]*|(?:[\u2066-\u2068][^\u2069]*\u2069?|[^\s\p{Script=Han}\u2066-\u2068])+|\s+/gu;
const rightToLeftScript = /[\p{Script=Arabic}\p{Script=Hebrew}]/u;
/** Synthetic bold: the outline's width as a share of the type size. */
const boldStroke = 0.035;

/** `text`: every character the page will draw, for a font whose files hold some characters each (Chinese). */
export async function typesetter(pdf: PDFDocument, files: PrintFontFiles, text: string): Promise<Typesetter> {
  pdf.registerFontkit(fontkit);
  const features = featuresOf(files);
  const faceOf = async (bytes: ArrayBuffer, syntheticBold: boolean): Promise<Face> => {
    // Padded first, so fontkit's subset keeps every glyph of the whole TrueType files (even-glyphs.ts); the Chinese font
    // comes back as is, han-font.ts having put each glyph at a four-byte boundary.
    const even = evenGlyphs(bytes);
    return { embedded: await pdf.embedFont(even, { subset: true, features }), shaper: fontkit.create(new Uint8Array(even)), syntheticBold };
  };
  const [regularBytes, boldBytes] = await Promise.all([files.regular(text), files.bold?.(text) ?? null]);
  const regular = await faceOf(regularBytes, false);
  const bold = boldBytes === null ? { ...regular, syntheticBold: true } : await faceOf(boldBytes, false);
  const faceFor = (isBold: boolean) => (isBold ? bold : regular);

  /**
   * Characters the font lacks print as "?" rather than as empty boxes (a description typed in another script); the
   * isolates stay, for the bidi algorithm, and are taken out before any glyph is looked up.
   */
  const printable = (text: string, face: Face) =>
    Array.from(text.replace(/\s+/g, ' ').trim(), (char) =>
      isolate.test(char) || face.shaper.hasGlyphForCodePoint(char.codePointAt(0) ?? 0) ? char : '?',
    ).join('');

  const advance = (face: Face, text: string, size: number) =>
    (face.shaper.layout(withoutIsolates(text), features).positions.reduce((sum, position) => sum + position.xAdvance, 0) * size) /
    face.shaper.unitsPerEm;

  /** The line's runs left to right on the page, each as the shaper takes it (bidi rule L2). */
  const visualRuns = (line: string, ownDirection: boolean): VisualRun[] => {
    const levels = bidi.getEmbeddingLevels(line, ownDirection ? 'auto' : files.direction);
    const order = bidi.getReorderedIndices(line, levels);
    const runs: { from: number; to: number; level: number }[] = [];
    for (const index of order) {
      const level = levels.levels[index] ?? 0;
      const last = runs.at(-1);
      const step = level % 2 === 1 ? -1 : 1;
      if (last && last.level === level && index === last.to + step) last.to = index;
      else runs.push({ from: index, to: index, level });
    }
    return runs.flatMap(({ from, to, level }): VisualRun[] => {
      const rtl = level % 2 === 1;
      const text = withoutIsolates(line.slice(Math.min(from, to), Math.max(from, to) + 1));
      if (text === '') return [];
      if (!rtl) return [{ text, rtl, visual: text }];
      // Brackets inside right-to-left text face the other way (bidi rule L4); fontkit turns Arabic script round
      // itself, anything else (a lone "." or " (") is put in visual order here.
      const mirrored = Array.from(text, (char) => bidi.getMirroredCharacter(char) ?? char);
      const visual = [...mirrored].reverse().join('');
      return [{ text: rightToLeftScript.test(text) ? mirrored.join('') : visual, rtl, visual }];
    });
  };

  const width = (text: string, size: number, isBold: boolean) => {
    const face = faceFor(isBold);
    return advance(face, printable(text, face), size);
  };

  return {
    direction: files.direction,
    width,
    lines(text, size, isBold, maxWidth) {
      const face = faceFor(isBold);
      const lines: string[] = [];
      let line = '';
      for (const piece of printable(text, face).match(breakable) ?? []) {
        const tried = line + piece;
        if (line.trim() !== '' && piece.trim() !== '' && advance(face, tried.trim(), size) > maxWidth) {
          lines.push(line.trim());
          line = piece;
        } else {
          line = tried;
        }
      }
      return [...lines, line.trim()];
    },
    cut(text, size, maxWidth) {
      const lines = [''];
      for (const char of text) {
        const line = lines[lines.length - 1] ?? '';
        if (line !== '' && width(line + char, size, false) > maxWidth) lines.push(char);
        else lines[lines.length - 1] = line + char;
      }
      return lines;
    },
    draw(page, text, { x, y, size, bold: isBold, colour, ownDirection }) {
      const face = faceFor(isBold);
      const key = page.node.newFontDictionary(face.embedded.name, face.embedded.ref);
      const scale = size / face.shaper.unitsPerEm;
      // The text for copy, search and pdftotext is told alongside the glyphs (ActualText, PDF 1.5 §14.9.4): Arabic's
      // dots and Indic vowel signs are glyphs of their own, shared between letters, so a glyph cannot say which letter
      // it is. A left-to-right line is told whole, in reading order (an Indic vowel sign drawn before its consonant
      // reads after it); a line with right-to-left runs run by run in the order they are drawn, as its glyphs would
      // read one letter each, which readers put back into reading order themselves (poppler does).
      const told = (said: string, drawn: PDFOperator[]) => [
        PDFOperator.of(PDFOperatorNames.BeginMarkedContentSequence, [
          PDFName.of('Span'),
          // BDC takes an inline dictionary (PDF 32000 §14.6.2); pdf-lib writes one, though its types leave it out.
          page.doc.context.obj({ ActualText: PDFHexString.fromText(said) }) as unknown as PDFArray,
        ]),
        beginText(),
        setFontAndSize(key, size),
        ...drawn,
        endText(),
        PDFOperator.of(PDFOperatorNames.EndMarkedContent),
      ];
      const shown = printable(text, face);
      const runs = visualRuns(shown, ownDirection);
      const rightToLeft = runs.some((run) => run.rtl);
      const content: PDFOperator[] = [];
      let pen = x;
      for (const run of runs) {
        // pdf-lib's encoding registers the glyphs in the subset; fontkit's layout of the same text says where each goes.
        const ids = face.embedded.encodeText(run.text).asBytes();
        const glyphs = face.shaper.layout(run.text, features).positions.flatMap((position, index) => {
          const at = setTextMatrix(1, 0, 0, 1, pen + position.xOffset * scale, y + position.yOffset * scale);
          pen += position.xAdvance * scale;
          return [at, showText(PDFHexString.of(hexOf(ids, index)))];
        });
        content.push(...(rightToLeft ? told(run.visual, glyphs) : glyphs));
      }
      page.pushOperators(
        pushGraphicsState(),
        setFillingColor(colour),
        ...(face.syntheticBold
          ? [setTextRenderingMode(TextRenderingMode.FillAndOutline), setStrokingColor(colour), setLineWidth(size * boldStroke)]
          : []),
        ...(rightToLeft ? content : told(withoutIsolates(shown), content)),
        popGraphicsState(),
      );
    },
  };
}

/** A run of one direction, as the shaper takes it (`text`) and as it reads drawn left to right (`visual`). */
interface VisualRun {
  text: string;
  rtl: boolean;
  visual: string;
}

/** The index-th glyph id of an encoded run: two bytes a glyph, as pdf-lib writes them. */
function hexOf(bytes: Uint8Array, index: number): string {
  return Array.from(bytes.subarray(index * 2, index * 2 + 2), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
