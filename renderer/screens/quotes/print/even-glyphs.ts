import { viewOf } from './byte-view';
import { sfntFile, sfntTables } from './sfnt-file';

// fontkit 1.x's subset halves odd glyph offsets into a short `loca`, so glyphs after an odd-length one are drawn blank.

/** The same TrueType font with every glyph padded to an even length (a long `loca`); one already even comes back as is. */
export function evenGlyphs(font: ArrayBuffer): ArrayBuffer {
  const tables = sfntTables(font);
  const { head, loca, glyf, maxp } = Object.fromEntries(['head', 'loca', 'glyf', 'maxp'].map((tag) => [tag, tables.get(tag)]));
  if (!head || !loca || !glyf || !maxp) return font;
  const offsets = offsetsOf(loca.bytes, viewOf(head.bytes).getUint16(50) === 1, viewOf(maxp.bytes).getUint16(4) + 1);
  if (offsets.every((offset) => offset % 2 === 0)) return font;

  // At most one byte of padding a glyph.
  const evenGlyf = new Uint8Array(glyf.bytes.length + offsets.length);
  const evenLoca = new Uint8Array(offsets.length * 4);
  let end = 0;
  for (let index = 0; index < offsets.length; index++) {
    const length = index + 1 < offsets.length ? offsets[index + 1]! - offsets[index]! : 0;
    viewOf(evenLoca).setUint32(index * 4, end);
    evenGlyf.set(glyf.bytes.subarray(offsets[index], offsets[index]! + length), end);
    end += length + (length % 2);
  }
  const evenHead = head.bytes.slice();
  viewOf(evenHead).setInt16(50, 1);
  tables.set('head', { tag: 'head', bytes: evenHead });
  tables.set('loca', { tag: 'loca', bytes: evenLoca });
  tables.set('glyf', { tag: 'glyf', bytes: evenGlyf.subarray(0, end) });
  return sfntFile(new DataView(font).getUint32(0), [...tables.values()]);
}

/** The glyphs' offsets into `glyf`: a long `loca` gives them as they are, a short one as halves. */
function offsetsOf(loca: Uint8Array, long: boolean, count: number): number[] {
  const view = viewOf(loca);
  return Array.from({ length: count }, (_, index) => (long ? view.getUint32(index * 4) : view.getUint16(index * 2) * 2));
}
