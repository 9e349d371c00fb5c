import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import fontkit, { type Font } from '@pdf-lib/fontkit';
import { describe, expect, it } from 'vitest';
import { hanFont } from '../../../../../../renderer/screens/quotes/print/han-font';
import { hanFontOf, type FontPiece } from '../../../../../../renderer/screens/quotes/print/han-font-pieces';
import { woff2Font } from '../../../../../../renderer/screens/quotes/print/woff2-font';

// Issue 39: the PDF's Chinese font put together from the screens' WOFF2 pieces draws each character as the piece itself
// does (fontkit reads WOFF2 too, so it is the judge): the outline, point for point, and the width.

const fontsource = join(import.meta.dirname, '../../../../../../node_modules/@fontsource');
const names = { family: 'Noto Sans TC', postscript: 'NotoSansTC-Regular' };

async function pieceFile(path: string): Promise<ArrayBuffer> {
  const bytes = await readFile(join(fontsource, path));
  return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength);
}

/** The characters of `piece` that `font` does not draw as the piece does, but those an earlier piece holds (it draws them). */
function drawnDifferently(piece: Font, font: Font, earlier: Set<number>): string[] {
  return piece.characterSet
    .filter((character) => !earlier.has(character) && character !== 0xffff)
    .filter((character) => {
      const [was, is] = [piece.glyphForCodePoint(character), font.glyphForCodePoint(character)];
      return was.path.toSVG() !== is.path.toSVG() || was.advanceWidth !== is.advanceWidth;
    })
    .map((character) => String.fromCodePoint(character));
}

describe('hanFont', () => {
  it('draws every character of several pieces as each piece does, its composite glyphs pointed at their own parts', async () => {
    // Noto Sans Devanagari's Latin pieces build accented letters from parts (composite glyphs); the Chinese pieces have none.
    const paths = [
      'noto-sans-tc/files/noto-sans-tc-100-400-normal.woff2',
      'noto-sans-devanagari/files/noto-sans-devanagari-latin-400-normal.woff2',
      'noto-sans-devanagari/files/noto-sans-devanagari-latin-ext-400-normal.woff2',
    ];
    const files = await Promise.all(paths.map(pieceFile));
    const font = fontkit.create(new Uint8Array(hanFont(files.map(woff2Font), names)));
    const earlier = new Set<number>();
    for (const [index, file] of files.entries()) {
      const piece = fontkit.create(new Uint8Array(file));
      expect(piece.characterSet.length, paths[index]).toBeGreaterThan(50);
      expect(drawnDifferently(piece, font, earlier), paths[index]).toEqual([]);
      for (const character of piece.characterSet) earlier.add(character);
    }
  });

  it('writes a TrueType file whose checksums hold, named for the PDF', async () => {
    const bytes = hanFont([woff2Font(await pieceFile('noto-sans-tc/files/noto-sans-tc-latin-400-normal.woff2'))], names);
    const font = fontkit.create(new Uint8Array(bytes));
    expect([font.postscriptName, font.familyName]).toEqual(['NotoSansTC-Regular', 'Noto Sans TC']);
    // OpenType: the whole file's checksum, head.checkSumAdjustment included, is 0xB1B0AFBA.
    const view = new DataView(bytes);
    let sum = 0;
    for (let at = 0; at < bytes.byteLength; at += 4) sum = (sum + view.getUint32(at)) >>> 0;
    expect(sum.toString(16)).toBe('b1b0afba');
  });
});

describe('hanFontOf', () => {
  it('fetches only the pieces holding the text’s characters, and draws each of them', async () => {
    const pieces: FontPiece[] = [
      { url: 'noto-sans-tc/files/noto-sans-tc-latin-400-normal.woff2', unicodeRange: 'U+0000-00ff,U+2000-206f' },
      { url: 'noto-sans-tc/files/noto-sans-tc-cyrillic-400-normal.woff2', unicodeRange: 'U+0400-045f' },
      { url: 'noto-sans-tc/files/noto-sans-tc-100-400-normal.woff2', unicodeRange: await rangeOf('[100]') },
    ];
    const fetched: string[] = [];
    const han = fontkit
      .create(await readFile(join(fontsource, pieces[2]?.url ?? '')))
      .characterSet.find((character) => character >= 0x4e00);
    const text = `$134.69 ${String.fromCodePoint(han ?? 0)}`;
    const font = fontkit.create(
      new Uint8Array(
        await hanFontOf(pieces, text, names, (url) => {
          fetched.push(url);
          return pieceFile(url);
        }),
      ),
    );
    expect(fetched).toEqual([pieces[0]?.url, pieces[2]?.url]);
    expect(Array.from(text).filter((char) => !font.hasGlyphForCodePoint(char.codePointAt(0) ?? 0))).toEqual([]);
  });
});

async function rangeOf(piece: string): Promise<string> {
  const ranges = JSON.parse(await readFile(join(fontsource, 'noto-sans-tc/unicode.json'), 'utf8')) as Record<string, string>;
  return ranges[piece] ?? '';
}
