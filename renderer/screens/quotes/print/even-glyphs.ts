import { sfntFile, type SfntTable } from './sfnt-file';

// fontkit 1.x's subset halves odd glyph offsets into a short `loca`, so glyphs after an odd-length one are drawn blank.

const tableRecord = 16;
const tableDirectory = 12;

/** The same TrueType font with every glyph padded to an even length (a long `loca`); one already even comes back as is. */
export function evenGlyphs(font: ArrayBuffer): ArrayBuffer {
  const view = new DataView(font);
  const tables = new Map<string, SfntTable>();
  for (let index = 0; index < view.getUint16(4); index++) {
    const at = tableDirectory + index * tableRecord;
    const tag = String.fromCharCode(...new Uint8Array(font, at, 4));
    tables.set(tag, { tag, bytes: new Uint8Array(font, view.getUint32(at + 8), view.getUint32(at + 12)) });
  }
  const { head, loca, glyf, maxp } = Object.fromEntries(['head', 'loca', 'glyf', 'maxp'].map((tag) => [tag, tables.get(tag)]));
  if (!head || !loca || !glyf || !maxp) return font;
  const offsets = offsetsOf(loca.bytes, readUint16(head.bytes, 50) === 1, readUint16(maxp.bytes, 4) + 1);
  if (offsets.every((offset) => offset % 2 === 0)) return font;

  // At most one byte of padding a glyph.
  const evenGlyf = new Uint8Array(glyf.bytes.length + offsets.length);
  const evenLoca = new Uint8Array(offsets.length * 4);
  let end = 0;
  for (let index = 0; index < offsets.length; index++) {
    const length = index + 1 < offsets.length ? offsets[index + 1]! - offsets[index]! : 0;
    new DataView(evenLoca.buffer).setUint32(index * 4, end);
    evenGlyf.set(glyf.bytes.subarray(offsets[index], offsets[index]! + length), end);
    end += length + (length % 2);
  }
  const evenHead = head.bytes.slice();
  new DataView(evenHead.buffer).setInt16(50, 1);
  tables.set('head', { tag: 'head', bytes: evenHead });
  tables.set('loca', { tag: 'loca', bytes: evenLoca });
  tables.set('glyf', { tag: 'glyf', bytes: evenGlyf.subarray(0, end) });
  return sfntFile(view.getUint32(0), [...tables.values()]);
}

function readUint16(bytes: Uint8Array, at: number): number {
  return new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength).getUint16(at);
}

/** The glyphs' offsets into `glyf`: a long `loca` gives them as they are, a short one as halves. */
function offsetsOf(loca: Uint8Array, long: boolean, count: number): number[] {
  const view = new DataView(loca.buffer, loca.byteOffset, loca.byteLength);
  return Array.from({ length: count }, (_, index) => (long ? view.getUint32(index * 4) : view.getUint16(index * 2) * 2));
}
