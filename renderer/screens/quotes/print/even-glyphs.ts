// fontkit 1.x's subset halves odd glyph offsets into a short `loca`, so glyphs after an odd-length one are drawn blank.

const tableRecord = 16;
const tableDirectory = 12;
/** head.checkSumAdjustment (OpenType spec, 'head'): the whole file's checksum taken from this. */
const checksumMagic = 0xb1b0afba;

interface Table {
  tag: string;
  bytes: Uint8Array;
}

/** The same TrueType font with every glyph padded to an even length (a long `loca`); one already even comes back as is. */
export function evenGlyphs(font: ArrayBuffer): ArrayBuffer {
  const view = new DataView(font);
  const tables = new Map<string, Table>();
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
  return written(new Uint8Array(font, 0, tableDirectory), [...tables.values()]);
}

function readUint16(bytes: Uint8Array, at: number): number {
  return new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength).getUint16(at);
}

/** The glyphs' offsets into `glyf`: a long `loca` gives them as they are, a short one as halves. */
function offsetsOf(loca: Uint8Array, long: boolean, count: number): number[] {
  const view = new DataView(loca.buffer, loca.byteOffset, loca.byteLength);
  return Array.from({ length: count }, (_, index) => (long ? view.getUint32(index * 4) : view.getUint16(index * 2) * 2));
}

/** The sfnt file of `tables`, each at a four-byte boundary, with its checksums (OpenType spec, "Table directory"). */
function written(header: Uint8Array, tables: Table[]): ArrayBuffer {
  const padded = (length: number) => Math.ceil(length / 4) * 4;
  const size = tables.reduce((sum, table) => sum + padded(table.bytes.length), tableDirectory + tables.length * tableRecord);
  const file = new Uint8Array(size);
  const view = new DataView(file.buffer);
  file.set(header);
  let at = tableDirectory + tables.length * tableRecord;
  let headAt = 0;
  tables.forEach((table, index) => {
    const record = tableDirectory + index * tableRecord;
    file.set(
      Array.from(table.tag, (char) => char.charCodeAt(0)),
      record,
    );
    if (table.tag === 'head') {
      headAt = at;
      // checkSumAdjustment is reckoned with itself as zero.
      table.bytes.fill(0, 8, 12);
    }
    file.set(table.bytes, at);
    view.setUint32(record + 4, checksum(file.subarray(at, at + padded(table.bytes.length))));
    view.setUint32(record + 8, at);
    view.setUint32(record + 12, table.bytes.length);
    at += padded(table.bytes.length);
  });
  view.setUint32(headAt + 8, (checksumMagic - checksum(file)) >>> 0);
  return file.buffer;
}

/** The sum of `bytes` as big-endian 32-bit words, modulo 2³², its length a multiple of four. */
function checksum(bytes: Uint8Array): number {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let sum = 0;
  for (let at = 0; at < bytes.length; at += 4) sum = (sum + view.getUint32(at)) >>> 0;
  return sum;
}
