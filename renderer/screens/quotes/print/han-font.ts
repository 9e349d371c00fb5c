import { viewOf } from './byte-view';
import { compositeComponents } from './composite-glyph';
import { sfntFile, trueTypeVersion, type SfntTable } from './sfnt-file';
import type { Woff2Font } from './woff2-font';

// Issue 39: the PDF's Chinese font put together from the pieces the screens load (fontsource's WOFF2 files, each a
// range of characters of one Noto Sans font), so the kiosk ships each Chinese font once. The PDF's typesetter wants one
// TrueType font: every piece's glyphs one after another, one character map and one set of widths for them all. Chinese
// needs none of OpenType's layout (GSUB, GPOS): a character is its glyph, so those tables are not kept.

/** The names the font is embedded under. */
export interface HanFontNames {
  family: string;
  /** The PDF's FontName. */
  postscript: string;
}

export function hanFont(pieces: Woff2Font[], names: HanFontNames): ArrayBuffer {
  const first = pieces[0];
  if (!first) throw new Error('a Chinese font of no pieces');
  const glyphs: Uint8Array[] = [];
  const metrics: { advance: number; bearing: number }[] = [];
  const characters = new Map<number, number>();
  for (const piece of pieces) {
    const base = glyphs.length;
    glyphs.push(...piece.glyphs.map((glyph) => withComponentsFrom(glyph, base)));
    metrics.push(...metricsOf(piece));
    for (const [character, glyph] of characterMapOf(table(piece, 'cmap')))
      if (!characters.has(character)) characters.set(character, base + glyph);
  }

  const offsets: number[] = [];
  let length = 0;
  for (const glyph of glyphs) {
    offsets.push(length);
    length += Math.ceil(glyph.length / 4) * 4;
  }
  offsets.push(length);
  const glyf = new Uint8Array(length);
  glyphs.forEach((glyph, index) => glyf.set(glyph, offsets[index]));
  const loca = new Uint8Array(offsets.length * 4);
  offsets.forEach((offset, index) => viewOf(loca).setUint32(index * 4, offset));

  const head = table(first, 'head').slice();
  const headView = viewOf(head);
  headView.setInt16(50, 1); // indexToLocFormat: long offsets
  for (const piece of pieces.slice(1)) {
    const other = viewOf(table(piece, 'head'));
    for (const [at, pick] of [
      [36, Math.min],
      [38, Math.min],
      [40, Math.max],
      [42, Math.max],
    ] as const)
      headView.setInt16(at, pick(headView.getInt16(at), other.getInt16(at)));
  }
  const hhea = table(first, 'hhea').slice();
  viewOf(hhea).setUint16(10, Math.max(...metrics.map((metric) => metric.advance)));
  viewOf(hhea).setUint16(34, metrics.length);
  const hmtx = new Uint8Array(metrics.length * 4);
  metrics.forEach(({ advance, bearing }, index) => {
    viewOf(hmtx).setUint16(index * 4, advance);
    viewOf(hmtx).setInt16(index * 4 + 2, bearing);
  });
  const maxp = table(first, 'maxp').slice(0, 32);
  const maxpView = viewOf(maxp);
  maxpView.setUint16(4, glyphs.length);
  // maxPoints … maxComponentDepth: the largest any piece needs.
  for (let at = 6; at < 32; at += 2) maxpView.setUint16(at, Math.max(...pieces.map((piece) => viewOf(table(piece, 'maxp')).getUint16(at))));
  // post version 3: no glyph names.
  const post = table(first, 'post').slice(0, 32);
  viewOf(post).setUint32(0, 0x00030000);

  const tables: SfntTable[] = [
    { tag: 'head', bytes: head },
    { tag: 'hhea', bytes: hhea },
    { tag: 'maxp', bytes: maxp },
    { tag: 'OS/2', bytes: table(first, 'OS/2') },
    { tag: 'hmtx', bytes: hmtx },
    { tag: 'cmap', bytes: characterMapTable(characters) },
    { tag: 'loca', bytes: loca },
    { tag: 'glyf', bytes: glyf },
    { tag: 'name', bytes: nameTable(names) },
    { tag: 'post', bytes: post },
  ];
  return sfntFile(trueTypeVersion, tables);
}

function table(piece: Woff2Font, tag: string): Uint8Array {
  const bytes = piece.tables.get(tag);
  if (!bytes) throw new Error(`a Chinese font piece without its ${tag} table`);
  return bytes;
}

/** A composite glyph's components renumbered to where their piece's glyphs now start; any other glyph as it is. */
function withComponentsFrom(glyph: Uint8Array, base: number): Uint8Array {
  if (glyph.length === 0 || base === 0 || viewOf(glyph).getInt16(0) >= 0) return glyph;
  const copy = glyph.slice();
  const view = viewOf(copy);
  // The components follow the record's ten-byte header, each one's glyph index two bytes after its flags.
  for (const at of compositeComponents(copy.subarray(10)).flagsAt) view.setUint16(10 + at + 2, view.getUint16(10 + at + 2) + base);
  return copy;
}

/** Each glyph's advance and left side bearing, from the piece's hmtx (its last advance repeats after numberOfHMetrics). */
function metricsOf(piece: Woff2Font): { advance: number; bearing: number }[] {
  const hmtx = table(piece, 'hmtx');
  const view = viewOf(hmtx);
  const long = viewOf(table(piece, 'hhea')).getUint16(34);
  let advance = 0;
  return piece.glyphs.map((_, glyph) => {
    if (glyph < long) {
      advance = view.getUint16(glyph * 4);
      return { advance, bearing: view.getInt16(glyph * 4 + 2) };
    }
    return { advance, bearing: view.getInt16(long * 4 + (glyph - long) * 2) };
  });
}

/** A cmap's Unicode subtable as character → glyph: format 12 (3,10) where there is one, else format 4 (3,1 or 0,x). */
function characterMapOf(cmap: Uint8Array): Map<number, number> {
  const view = viewOf(cmap);
  const subtables = Array.from({ length: view.getUint16(2) }, (_, index) => ({
    platform: view.getUint16(4 + index * 8),
    encoding: view.getUint16(6 + index * 8),
    at: view.getUint32(8 + index * 8),
  })).filter(({ platform, encoding }) => platform === 0 || (platform === 3 && (encoding === 1 || encoding === 10)));
  const map = new Map<number, number>();
  const full = subtables.find(({ at }) => view.getUint16(at) === 12);
  if (full) {
    for (let group = 0, count = view.getUint32(full.at + 12); group < count; group++) {
      const at = full.at + 16 + group * 12;
      const first = view.getUint32(at);
      for (let character = first; character <= view.getUint32(at + 4); character++)
        map.set(character, view.getUint32(at + 8) + character - first);
    }
    return map;
  }
  const basic = subtables.find(({ at }) => view.getUint16(at) === 4);
  if (!basic) throw new Error('a Chinese font piece with no Unicode character map');
  const segments = view.getUint16(basic.at + 6) / 2;
  const ends = basic.at + 14;
  const starts = ends + segments * 2 + 2;
  const deltas = starts + segments * 2;
  const rangeOffsets = deltas + segments * 2;
  for (let segment = 0; segment < segments; segment++) {
    const start = view.getUint16(starts + segment * 2);
    const end = view.getUint16(ends + segment * 2);
    const delta = view.getInt16(deltas + segment * 2);
    const rangeOffset = view.getUint16(rangeOffsets + segment * 2);
    for (let character = start; character <= end && character !== 0xffff; character++) {
      const glyph = rangeOffset === 0 ? character : view.getUint16(rangeOffsets + segment * 2 + rangeOffset + (character - start) * 2);
      if (rangeOffset !== 0 && glyph === 0) continue;
      const mapped = (glyph + delta) & 0xffff;
      if (mapped !== 0) map.set(character, mapped);
    }
  }
  return map;
}

/** A cmap of one format 12 subtable (3,10): runs of consecutive characters on consecutive glyphs. */
function characterMapTable(characters: Map<number, number>): Uint8Array {
  const groups: [number, number, number][] = [];
  for (const character of [...characters.keys()].sort((a, b) => a - b)) {
    const glyph = characters.get(character) ?? 0;
    const last = groups.at(-1);
    if (last && character === last[1] + 1 && glyph === last[2] + character - last[0]) last[1] = character;
    else groups.push([character, character, glyph]);
  }
  const subtableLength = 16 + groups.length * 12;
  const cmap = new Uint8Array(12 + subtableLength);
  const view = viewOf(cmap);
  view.setUint16(2, 1);
  view.setUint16(4, 3);
  view.setUint16(6, 10);
  view.setUint32(8, 12);
  view.setUint16(12, 12);
  view.setUint32(16, subtableLength);
  view.setUint32(24, groups.length);
  groups.forEach(([first, last, glyph], index) => {
    view.setUint32(28 + index * 12, first);
    view.setUint32(32 + index * 12, last);
    view.setUint32(36 + index * 12, glyph);
  });
  return cmap;
}

/** A name table (format 0) with the family, style, full and PostScript names, in Windows' Unicode English records. */
function nameTable({ family, postscript }: HanFontNames): Uint8Array {
  const records: [number, string][] = [
    [1, family],
    [2, 'Regular'],
    [4, `${family} Regular`],
    [6, postscript],
  ];
  const strings = records.map(([, text]) =>
    Uint8Array.from(Array.from(text).flatMap((char) => [char.charCodeAt(0) >> 8, char.charCodeAt(0) & 0xff])),
  );
  const storage = 6 + records.length * 12;
  const name = new Uint8Array(storage + strings.reduce((sum, bytes) => sum + bytes.length, 0));
  const view = viewOf(name);
  view.setUint16(2, records.length);
  view.setUint16(4, storage);
  let offset = 0;
  records.forEach(([id], index) => {
    const at = 6 + index * 12;
    const bytes = strings[index] ?? new Uint8Array(0);
    view.setUint16(at, 3);
    view.setUint16(at + 2, 1);
    view.setUint16(at + 4, 0x409);
    view.setUint16(at + 6, id);
    view.setUint16(at + 8, bytes.length);
    view.setUint16(at + 10, offset);
    name.set(bytes, storage + offset);
    offset += bytes.length;
  });
  return name;
}
