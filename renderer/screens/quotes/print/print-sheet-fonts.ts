import type { PrintFontFiles } from './print-fonts';

const added = new Set<string>();

/**
 * K14: the print sheet's fonts for one language, added to the page once, and the ones `text` needs loaded before it is
 * printed (a Chinese font is in pieces, as on screen: the browser fetches those holding the quote's characters).
 */
export async function loadSheetFonts(files: PrintFontFiles, text: string): Promise<void> {
  const faces = await files.faces();
  if (!added.has(files.family)) {
    for (const { url, weight, unicodeRange } of faces)
      document.fonts.add(new FontFace(files.family, `url(${JSON.stringify(url)})`, unicodeRange ? { weight, unicodeRange } : { weight }));
    added.add(files.family);
  }
  const weights = new Set(faces.map(({ weight }) => weight));
  await Promise.all([...weights].map((weight) => document.fonts.load(`${weight} 16px "${files.family}"`, text)));
}
