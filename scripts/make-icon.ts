import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { deflateSync } from 'node:zlib';

// Draws build/icon.png, the 512×512 icon electron-builder turns into each installer's icons (Linux uses it as is,
// Windows' .ico and macOS's .icns are derived from it): a rounded dark-blue tile with a light ring and bar.
// Run once with `node --import tsx scripts/make-icon.ts`; the PNG is committed.

const size = 512;
const out = fileURLToPath(new URL('../build/icon.png', import.meta.url));

function pixel(x: number, y: number): [number, number, number, number] {
  const c = size / 2;
  const corner = 96;
  // Outside the rounded tile: transparent.
  const dx = Math.max(corner - x, x - (size - 1 - corner), 0);
  const dy = Math.max(corner - y, y - (size - 1 - corner), 0);
  if (dx * dx + dy * dy > corner * corner) return [0, 0, 0, 0];
  const r = Math.hypot(x - c, y - c);
  const ring = r > 150 && r < 186;
  const bar = Math.abs(x - c) < 18 && Math.abs(y - c) < 120;
  return ring || bar ? [236, 244, 255, 255] : [20, 60, 130, 255];
}

function crc32(bytes: Buffer): number {
  let crc = ~0;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

const header = Buffer.alloc(13);
header.writeUInt32BE(size, 0);
header.writeUInt32BE(size, 4);
header[8] = 8; // bit depth
header[9] = 6; // RGBA
const rows = Buffer.alloc(size * (1 + size * 4));
for (let y = 0; y < size; y++) {
  const row = y * (1 + size * 4);
  for (let x = 0; x < size; x++) Buffer.from(pixel(x, y)).copy(rows, row + 1 + x * 4);
}
const png = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  chunk('IHDR', header),
  chunk('IDAT', deflateSync(rows, { level: 9 })),
  chunk('IEND', Buffer.alloc(0)),
]);
writeFileSync(out, png);
console.log(`${out}: ${png.length} bytes`);
