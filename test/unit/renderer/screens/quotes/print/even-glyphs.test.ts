import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import fontkit, { type Font } from '@pdf-lib/fontkit';
import { describe, expect, it } from 'vitest';
import { evenGlyphs } from '../../../../../../renderer/screens/quotes/print/even-glyphs';

// The fonts' glyphs padded to even lengths, so that fontkit's subsetter (pdf-lib's `subset: true`) keeps their outlines.

const fonts = join(import.meta.dirname, '../../../../../../node_modules/@expo-google-fonts');

async function fontFile(path: string): Promise<ArrayBuffer> {
  const bytes = await readFile(join(fonts, path));
  return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength);
}

/** `text`'s glyphs as pdf-lib embeds them: fontkit's subset of `font`, read back, in the order `text` lays them out. */
async function subsetOutlines(font: Font, text: string): Promise<string[]> {
  const subset = font.createSubset();
  const ids = font.layout(text).glyphs.map((glyph) => subset.includeGlyph(glyph));
  const parts: Uint8Array[] = [];
  await new Promise((resolve) =>
    subset
      .encodeStream()
      .on('data', (part: Uint8Array) => parts.push(part))
      .on('end', resolve),
  );
  const embedded = fontkit.create(Buffer.concat(parts));
  return ids.map((id) => {
    try {
      return embedded.getGlyph(id).path.toSVG();
    } catch {
      return 'unreadable';
    }
  });
}

const outlines = (font: Font, text: string) => font.layout(text).glyphs.map((glyph) => glyph.path.toSVG());
const latinGreekVietnamese = 'Repayments every fortnight: $134.69 — Αποπληρωμές κάθε δύο εβδομάδες — Trả góp mỗi hai tuần';

describe('evenGlyphs', () => {
  it('lets fontkit subset Noto Sans with every outline kept, where the font as shipped loses them', async () => {
    const shipped = await fontFile('noto-sans/400Regular/NotoSans_400Regular.ttf');
    const even = fontkit.create(new Uint8Array(evenGlyphs(shipped)));
    const original = fontkit.create(new Uint8Array(shipped));
    expect(await subsetOutlines(even, latinGreekVietnamese)).toEqual(outlines(original, latinGreekVietnamese));
    expect(await subsetOutlines(original, latinGreekVietnamese)).not.toEqual(outlines(original, latinGreekVietnamese));
  }, 30_000);

  it('keeps every glyph of Noto Sans as it was, its widths too, in a file whose checksums hold', async () => {
    const shipped = await fontFile('noto-sans/400Regular/NotoSans_400Regular.ttf');
    const bytes = evenGlyphs(shipped);
    const [original, even] = [fontkit.create(new Uint8Array(shipped)), fontkit.create(new Uint8Array(bytes))];
    expect(even.numGlyphs).toBe(original.numGlyphs);
    const differing = Array.from({ length: original.numGlyphs }, (_, id) => id).filter((id) => {
      const [was, is] = [original.getGlyph(id), even.getGlyph(id)];
      return was.path.toSVG() !== is.path.toSVG() || was.advanceWidth !== is.advanceWidth;
    });
    expect(differing).toEqual([]);
    // OpenType: the whole file's checksum, head.checkSumAdjustment included, is 0xB1B0AFBA.
    const view = new DataView(bytes);
    let sum = 0;
    for (let at = 0; at < bytes.byteLength; at += 4) sum = (sum + view.getUint32(at)) >>> 0;
    expect(sum.toString(16)).toBe('b1b0afba');
  }, 30_000);

  it('gives a font whose glyphs are already even back as it is', async () => {
    const shipped = await fontFile('noto-sans-arabic/400Regular/NotoSansArabic_400Regular.ttf');
    expect(evenGlyphs(shipped)).toBe(shipped);
  });
});
