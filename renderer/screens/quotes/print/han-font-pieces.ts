import { hanFont, type HanFontNames } from './han-font';
import { woff2Font } from './woff2-font';

// Issue 39: the pieces of a Chinese font a quote needs, the ones whose characters it prints (a quote needs a dozen of
// about a hundred), fetched and put together as one TrueType font for the PDF.

export interface FontPiece {
  url: string;
  /** CSS's unicode-range: "U+4e00-4e09,U+4e0b". */
  unicodeRange: string;
}

export async function hanFontOf(
  pieces: FontPiece[],
  text: string,
  names: HanFontNames,
  fetched: (url: string) => Promise<ArrayBuffer>,
): Promise<ArrayBuffer> {
  const characters = [...new Set(Array.from(text, (char) => char.codePointAt(0) ?? 0))];
  const needed = pieces.filter(({ unicodeRange }) => {
    const ranges = rangesOf(unicodeRange);
    return characters.some((character) => ranges.some(([first, last]) => character >= first && character <= last));
  });
  const files = await Promise.all(needed.map(({ url }) => fetched(url)));
  return hanFont(files.map(woff2Font), names);
}

/** "U+4e00-4e09,U+4e0b" as [[0x4e00, 0x4e09], [0x4e0b, 0x4e0b]]. */
function rangesOf(unicodeRange: string): [number, number][] {
  return unicodeRange.split(',').map((range) => {
    const [first = '0', last = first] = range.trim().replace(/^U\+/i, '').split('-');
    return [parseInt(first, 16), parseInt(last, 16)];
  });
}
