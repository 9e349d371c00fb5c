import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import jpeg from 'jpeg-js';

// A real photograph as Chromium's fake webcam: `--use-file-for-fake-video-capture` plays a Y4M file (I420) in a loop,
// so the kiosk's own getUserMedia, preview and capture run on the photo exactly as on a webcam's frames.

const photosDir = fileURLToPath(new URL('../../fixtures/photos/', import.meta.url));

/**
 * Writes `photo` (test/fixtures/photos) shrunk by a whole `factor` as a one-frame Y4M in the temp folder, and answers
 * its path and frame size. Written under a temporary name and renamed, so workers making the same file never read half of it.
 */
export function photoCameraFile(photo: string, factor: number): { path: string; width: number; height: number } {
  const decoded = jpeg.decode(readFileSync(join(photosDir, photo)), { useTArray: true, formatAsRGBA: true, maxMemoryUsageInMB: 512 });
  // I420 halves the colour planes both ways: the frame's sides must be even.
  const width = Math.floor(decoded.width / factor / 2) * 2;
  const height = Math.floor(decoded.height / factor / 2) * 2;
  const rgb = (x: number, y: number): [number, number, number] => {
    const sum = [0, 0, 0];
    for (let dy = 0; dy < factor; dy++)
      for (let dx = 0; dx < factor; dx++) {
        const byte = ((y * factor + dy) * decoded.width + x * factor + dx) * 4;
        for (let channel = 0; channel < 3; channel++) sum[channel] = (sum[channel] ?? 0) + (decoded.data[byte + channel] ?? 0);
      }
    const area = factor * factor;
    return [(sum[0] ?? 0) / area, (sum[1] ?? 0) / area, (sum[2] ?? 0) / area];
  };
  const luma = new Uint8Array(width * height);
  const blue = new Uint8Array((width / 2) * (height / 2));
  const red = new Uint8Array((width / 2) * (height / 2));
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const [r, g, b] = rgb(x, y);
      // BT.601 in video range (Y 16–235, Cb and Cr 16–240), as Chromium reads an I420 camera frame.
      luma[y * width + x] = 16 + (219 / 255) * (0.299 * r + 0.587 * g + 0.114 * b);
      if (x % 2 === 0 && y % 2 === 0) {
        const chroma = (y / 2) * (width / 2) + x / 2;
        blue[chroma] = 128 + (224 / 255) * (-0.168736 * r - 0.331264 * g + 0.5 * b);
        red[chroma] = 128 + (224 / 255) * (0.5 * r - 0.418688 * g - 0.081312 * b);
      }
    }
  const header = Buffer.from(`YUV4MPEG2 W${width} H${height} F30:1 Ip A1:1 C420jpeg\nFRAME\n`, 'ascii');
  const path = join(tmpdir(), `kiosk-camera-${photo.replace(/\.jpg$/, '')}-${factor}.y4m`);
  const partial = `${path}.${process.pid}`;
  writeFileSync(partial, Buffer.concat([header, luma, blue, red]));
  renameSync(partial, path);
  return { path, width, height };
}
