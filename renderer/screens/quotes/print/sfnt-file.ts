import { viewOf } from './byte-view';

// A TrueType file's tables by its table directory (OpenType spec, "Table directory"), read and written: the glyph
// padding (even-glyphs.ts) reads one and writes it again, the Chinese font put together from the screens' pieces
// (han-font.ts) writes one.

const tableRecord = 16;
const tableDirectory = 12;
/** head.checkSumAdjustment (OpenType spec, 'head'): the whole file's checksum taken from this. */
const checksumMagic = 0xb1b0afba;
/** The sfnt version of a font with TrueType outlines. */
export const trueTypeVersion = 0x00010000;

export interface SfntTable {
  tag: string;
  bytes: Uint8Array;
}

/** The sfnt file of `tables`, listed by tag, each at a four-byte boundary, with its checksums; `head` gets its adjustment. */
export function sfntFile(version: number, tables: SfntTable[]): ArrayBuffer {
  const sorted = [...tables].sort((a, b) => (a.tag < b.tag ? -1 : a.tag > b.tag ? 1 : 0));
  const padded = (length: number) => Math.ceil(length / 4) * 4;
  const size = sorted.reduce((sum, table) => sum + padded(table.bytes.length), tableDirectory + sorted.length * tableRecord);
  const file = new Uint8Array(size);
  const view = new DataView(file.buffer);
  const searchEntries = 2 ** Math.floor(Math.log2(sorted.length));
  view.setUint32(0, version);
  view.setUint16(4, sorted.length);
  view.setUint16(6, searchEntries * tableRecord);
  view.setUint16(8, Math.log2(searchEntries));
  view.setUint16(10, (sorted.length - searchEntries) * tableRecord);
  let at = tableDirectory + sorted.length * tableRecord;
  let headAt = -1;
  sorted.forEach((table, index) => {
    const record = tableDirectory + index * tableRecord;
    file.set(
      Array.from(table.tag, (char) => char.charCodeAt(0)),
      record,
    );
    file.set(table.bytes, at);
    if (table.tag === 'head') {
      headAt = at;
      // checkSumAdjustment is reckoned with itself as zero.
      file.fill(0, at + 8, at + 12);
    }
    view.setUint32(record + 4, checksum(file.subarray(at, at + padded(table.bytes.length))));
    view.setUint32(record + 8, at);
    view.setUint32(record + 12, table.bytes.length);
    at += padded(table.bytes.length);
  });
  if (headAt >= 0) view.setUint32(headAt + 8, (checksumMagic - checksum(file)) >>> 0);
  return file.buffer;
}

/** The tables of the sfnt file `font` by tag, each the bytes its table directory points at. */
export function sfntTables(font: ArrayBuffer): Map<string, SfntTable> {
  const view = new DataView(font);
  const tables = new Map<string, SfntTable>();
  for (let index = 0; index < view.getUint16(4); index++) {
    const record = tableDirectory + index * tableRecord;
    const tag = String.fromCharCode(...new Uint8Array(font, record, 4));
    tables.set(tag, { tag, bytes: new Uint8Array(font, view.getUint32(record + 8), view.getUint32(record + 12)) });
  }
  return tables;
}

/** The sum of `bytes` as big-endian 32-bit words, modulo 2³², its length a multiple of four. */
function checksum(bytes: Uint8Array): number {
  const view = viewOf(bytes);
  let sum = 0;
  for (let at = 0; at < bytes.length; at += 4) sum = (sum + view.getUint32(at)) >>> 0;
  return sum;
}
