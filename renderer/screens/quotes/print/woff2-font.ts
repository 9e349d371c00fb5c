import fontkit from '@pdf-lib/fontkit';
import { viewOf } from './byte-view';
import { compositeComponents, haveInstructions } from './composite-glyph';

// Issue 39: the screens' Chinese fonts are fontsource's WOFF2 pieces, and the PDF is drawn from the same files. WOFF2
// (W3C, "WOFF File Format 2.0") keeps a font's tables Brotli-compressed and its glyphs in a transformed form; this reads
// them back as TrueType glyphs. The PDF draws outlines only, so each glyph's hinting instructions are left out (and the
// programs they call, fpgm and prep, are not kept by han-font.ts). The Brotli stream is undone by fontkit's own decoder,
// which the PDF maker loads anyway, so the build carries one Brotli decoder and its dictionary, not two.

/** One WOFF2 file read back: its tables as TrueType has them (no glyf or loca), and its glyphs as glyf records. */
export interface Woff2Font {
  tables: Map<string, Uint8Array>;
  /** Each glyph's glyf record, without instructions; empty for a glyph with no outline. */
  glyphs: Uint8Array[];
}

const signature = 0x774f4632; // 'wOF2'
const headerSize = 48;
/** The tags a table's flags byte names by index (section 5.1, "Known Table Tags"); 63 means the tag follows. */
const knownTags = [
  'cmap',
  'head',
  'hhea',
  'hmtx',
  'maxp',
  'name',
  'OS/2',
  'post',
  'cvt ',
  'fpgm',
  'glyf',
  'loca',
  'prep',
  'CFF ',
  'VORG',
  'EBDT',
  'EBLC',
  'gasp',
  'hdmx',
  'kern',
  'LTSH',
  'PCLT',
  'VDMX',
  'vhea',
  'vmtx',
  'BASE',
  'GDEF',
  'GPOS',
  'GSUB',
  'EBSC',
  'JSTF',
  'MATH',
  'CBDT',
  'CBLC',
  'COLR',
  'CPAL',
  'SVG ',
  'sbix',
  'acnt',
  'avar',
  'bdat',
  'bloc',
  'bsln',
  'cvar',
  'fdsc',
  'feat',
  'fmtx',
  'fvar',
  'gvar',
  'hsty',
  'just',
  'lcar',
  'mort',
  'morx',
  'opbd',
  'prop',
  'trak',
  'Zapf',
  'Silf',
  'Glat',
  'Gloc',
  'Feat',
  'Sill',
];

/** A simple glyph's point flag: on the curve. */
const onCurve = 0x01;

export function woff2Font(file: ArrayBuffer): Woff2Font {
  const reader = new Reader(new Uint8Array(file));
  if (reader.uint32() !== signature) throw new Error('not a WOFF2 file');
  if (reader.uint32() === 0x74746366) throw new Error('a WOFF2 font collection');
  reader.at = 12;
  const tableCount = reader.uint16();
  reader.at = headerSize;
  const entries = Array.from({ length: tableCount }, () => {
    const flags = reader.uint8();
    const tag = (flags & 0x3f) === 63 ? String.fromCharCode(...reader.bytes(4)) : (knownTags[flags & 0x3f] ?? '');
    const transform = flags >> 6;
    const length = reader.base128();
    // glyf and loca are transformed at version 0 and not at 3; every other table the other way round (section 4.1).
    const transformed = tag === 'glyf' || tag === 'loca' ? transform === 0 : transform !== 0;
    return { tag, transformed, length: transformed ? reader.base128() : length };
  });
  const data = new Reader(decompressed(file));
  const tables = new Map<string, Uint8Array>();
  let glyphs: Uint8Array[] = [];
  for (const { tag, transformed, length } of entries) {
    const bytes = data.bytes(length);
    if (tag === 'glyf') glyphs = glyphsOf(new Reader(bytes));
    else if (tag === 'loca') continue;
    else if (transformed) throw new Error(`WOFF2 table ${tag}: its transform is not read here`);
    else tables.set(tag, bytes);
  }
  return { tables, glyphs };
}

/**
 * fontkit's WOFF2Font as far as it is used here: its private members (@pdf-lib/fontkit 1.1.1, pinned in package.json),
 * as fontkit has no public call that only decompresses. `_decompress` replaces `stream` with the tables' bytes.
 */
interface Woff2Decompression {
  _decompress(): void;
  stream: { buffer: Uint8Array };
}

/** The WOFF2 file's table data, Brotli decompressed: every table's bytes one after another, as the directory lists them. */
function decompressed(file: ArrayBuffer): Uint8Array {
  const font = fontkit.create(new Uint8Array(file)) as unknown as Woff2Decompression;
  font._decompress();
  const { buffer, byteOffset, byteLength } = font.stream.buffer;
  // A plain Uint8Array over fontkit's Buffer, whose slice() would share its bytes rather than copy them.
  return new Uint8Array(buffer, byteOffset, byteLength);
}

/** The transformed glyf table's glyphs (section 5.1, "Transformed glyf table format"). */
function glyphsOf(table: Reader): Uint8Array[] {
  // The option flags (at 2) mark overlapping contours only, which a PDF's fill rule draws the same.
  table.at = 4;
  const glyphCount = table.uint16();
  table.at = 8;
  const sizes = Array.from({ length: 7 }, () => table.uint32());
  const [contours, points, flags, coordinates, composites, boxes, instructions] = sizes.map((size) => new Reader(table.bytes(size)));
  if (!contours || !points || !flags || !coordinates || !composites || !boxes || !instructions) throw new Error('WOFF2 glyf: streams');
  const boxBitmap = boxes.bytes(Math.floor((glyphCount + 31) / 32) * 4);
  const hasBox = (glyph: number) => ((boxBitmap[glyph >> 3] ?? 0) & (0x80 >> (glyph & 7))) !== 0;
  return Array.from({ length: glyphCount }, (_, glyph) => {
    const contourCount = contours.int16();
    if (contourCount === 0) return new Uint8Array(0);
    if (contourCount < 0) return compositeGlyph(composites, coordinates, instructions, boxes.bytes(8));
    const ends: number[] = [];
    let total = 0;
    for (let contour = 0; contour < contourCount; contour++) ends.push((total += points.uint255()) - 1);
    const outline = pointsOf(flags, coordinates, total);
    instructions.at += coordinates.uint255();
    return simpleGlyph(ends, outline, hasBox(glyph) ? boxes.bytes(8) : null);
  });
}

interface Point {
  x: number;
  y: number;
  on: boolean;
}

/** A simple glyph's points, each flag byte with its coordinate bytes (section 5.2, "Decoding of Simple Glyphs"). */
function pointsOf(flags: Reader, coordinates: Reader, count: number): Point[] {
  const withSign = (flag: number, value: number) => (flag & 1 ? value : -value);
  let x = 0;
  let y = 0;
  return Array.from({ length: count }, () => {
    const byte = flags.uint8();
    const flag = byte & 0x7f;
    let dx: number;
    let dy: number;
    if (flag < 10) {
      dx = 0;
      dy = withSign(flag, ((flag & 14) << 7) + coordinates.uint8());
    } else if (flag < 20) {
      dx = withSign(flag, (((flag - 10) & 14) << 7) + coordinates.uint8());
      dy = 0;
    } else if (flag < 84) {
      const b0 = flag - 20;
      const b1 = coordinates.uint8();
      dx = withSign(flag, 1 + (b0 & 0x30) + (b1 >> 4));
      dy = withSign(flag >> 1, 1 + ((b0 & 0x0c) << 2) + (b1 & 0x0f));
    } else if (flag < 120) {
      const b0 = flag - 84;
      dx = withSign(flag, 1 + (Math.floor(b0 / 12) << 8) + coordinates.uint8());
      dy = withSign(flag >> 1, 1 + (((b0 % 12) >> 2) << 8) + coordinates.uint8());
    } else if (flag < 124) {
      const [b1 = 0, b2 = 0, b3 = 0] = coordinates.bytes(3);
      dx = withSign(flag, (b1 << 4) + (b2 >> 4));
      dy = withSign(flag >> 1, ((b2 & 0x0f) << 8) + b3);
    } else {
      dx = withSign(flag, coordinates.uint16());
      dy = withSign(flag >> 1, coordinates.uint16());
    }
    x += dx;
    y += dy;
    return { x, y, on: byte >> 7 === 0 };
  });
}

/** A simple glyph's glyf record: its box (given, or the points' own), contour ends, no instructions, then each point. */
function simpleGlyph(ends: number[], outline: Point[], box: Uint8Array | null): Uint8Array {
  const record = new Uint8Array(10 + ends.length * 2 + 2 + outline.length * 5);
  const view = viewOf(record);
  view.setInt16(0, ends.length);
  if (box) record.set(box, 2);
  else {
    const xs = outline.map((point) => point.x);
    const ys = outline.map((point) => point.y);
    [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)].forEach((value, index) => view.setInt16(2 + index * 2, value));
  }
  let at = 10;
  for (const end of ends) view.setUint16((at += 2) - 2, end);
  at += 2; // instructionLength: 0
  outline.forEach((point, index) => (record[at + index] = point.on ? onCurve : 0));
  at += outline.length;
  // Every coordinate as a 16-bit delta from the point before: no flag asks for the short forms.
  outline.forEach((point, index) => view.setInt16(at + index * 2, point.x - (outline[index - 1]?.x ?? 0)));
  at += outline.length * 2;
  outline.forEach((point, index) => view.setInt16(at + index * 2, point.y - (outline[index - 1]?.y ?? 0)));
  return record;
}

/** A composite glyph's glyf record: its box and components as stored, with no instructions (section 5.3). */
function compositeGlyph(composites: Reader, coordinates: Reader, instructions: Reader, box: Uint8Array): Uint8Array {
  const { flagsAt, length } = compositeComponents(composites.rest());
  const record = new Uint8Array(10 + length);
  const view = viewOf(record);
  view.setInt16(0, -1);
  record.set(box, 2);
  record.set(composites.bytes(length), 10);
  if (flagsAt.some((at) => (view.getUint16(10 + at) & haveInstructions) !== 0)) instructions.at += coordinates.uint255();
  for (const at of flagsAt) view.setUint16(10 + at, view.getUint16(10 + at) & ~haveInstructions);
  return record;
}

/** Big-endian reading through bytes, as WOFF2 stores its numbers. */
class Reader {
  at = 0;
  private readonly view: DataView;
  constructor(private readonly data: Uint8Array) {
    this.view = viewOf(data);
  }
  uint8(): number {
    return this.view.getUint8(this.at++);
  }
  uint16(): number {
    return this.view.getUint16((this.at += 2) - 2);
  }
  int16(): number {
    return this.view.getInt16((this.at += 2) - 2);
  }
  uint32(): number {
    return this.view.getUint32((this.at += 4) - 4);
  }
  bytes(length: number): Uint8Array {
    return this.data.subarray(this.at, (this.at += length));
  }
  /** The bytes from here to the end, not read past. */
  rest(): Uint8Array {
    return this.data.subarray(this.at);
  }
  /** UIntBase128: seven bits a byte, most significant first, at most five bytes (section 4.1). */
  base128(): number {
    let value = 0;
    for (let index = 0; index < 5; index++) {
      const byte = this.uint8();
      value = value * 128 + (byte & 0x7f);
      if ((byte & 0x80) === 0) return value;
    }
    throw new Error('WOFF2: a UIntBase128 longer than five bytes');
  }
  /** 255UInt16 (section 4.1). */
  uint255(): number {
    const code = this.uint8();
    if (code === 253) return this.uint16();
    if (code === 255) return this.uint8() + 253;
    if (code === 254) return this.uint8() + 506;
    return code;
  }
}
