import type { Quad } from '../../../../../renderer/capture/scan/geometry';
import type { RgbaImage } from '../../../../../renderer/capture/scan/raster';

// Generated photographs of a page for the scan tests: a white sheet with dark lines of "words" on a darker,
// grained desk, placed by its true corners (so a test knows where they are), with an optional shadow, blur and dim light.
// Kept apart from the code under test: its own projective map (Heckbert's square-to-quad) and its own blur.

/** Where the text lines sit, as shares of the page's height: each line's top and bottom. */
export const textLines = Array.from({ length: 15 }, (_, index) => ({ top: 0.13 + index * 0.05, bottom: 0.13 + index * 0.05 + 0.018 }));
/** The text runs between these shares of the page's width. */
export const textColumns = { left: 0.1, right: 0.9 } as const;
/** A4's height over its width. */
export const pageAspect = Math.SQRT2;

export interface PagePhoto {
  width: number;
  height: number;
  /** The page's true corners in the frame. */
  corners: Quad;
  /** Darkens the frame towards one side: 0.45 leaves that edge at 55 % of its light. */
  shadow?: { side: 'left' | 'right'; strength: number };
  /** A box blur of this radius, twice (close to a Gaussian of σ ≈ 0.8 × radius): a camera out of focus. */
  blurRadius?: number;
  /** All light multiplied by this: 0.2 is a dim room. */
  light?: number;
  /** Leaves the page out: the desk alone. */
  noPage?: boolean;
  seed?: number;
}

/**
 * The corners of a page `pageHeight` tall, centred, turned `degrees` clockwise, its top edge `topNarrowing` shorter: a
 * pinhole camera (focal length 0.8 × the frame's diagonal, at the frame's centre) looking down at a sheet tipped away
 * from it, so the top is foreshortened as truly as it is narrowed and the sheet's true shape can be recovered.
 */
export function placedPage(
  frame: { width: number; height: number },
  options: { pageHeight: number; degrees?: number; topNarrowing?: number; offset?: { x: number; y: number } },
): Quad {
  const { pageHeight, degrees = 0, topNarrowing = 0, offset = { x: 0, y: 0 } } = options;
  const focal = 0.8 * Math.hypot(frame.width, frame.height);
  const halfWidth = pageHeight / pageAspect / 2;
  const halfHeight = pageHeight / 2;
  // The top's depth over the bottom's is 1 / (1 - topNarrowing): that fixes how far the sheet is tipped.
  const depthShare = topNarrowing / (2 - topNarrowing);
  const sine = Math.min(1, (depthShare * focal) / halfHeight);
  const cosine = Math.sqrt(1 - sine * sine);
  const project = (x: number, y: number) => {
    const depth = focal - y * sine;
    return { x: (focal * x) / depth, y: (focal * y * cosine) / depth };
  };
  const angle = (degrees * Math.PI) / 180;
  const centre = { x: frame.width / 2 + offset.x, y: frame.height / 2 + offset.y };
  const turn = ({ x, y }: { x: number; y: number }) => ({
    x: centre.x + x * Math.cos(angle) - y * Math.sin(angle),
    y: centre.y + x * Math.sin(angle) + y * Math.cos(angle),
  });
  return {
    topLeft: turn(project(-halfWidth, -halfHeight)),
    topRight: turn(project(halfWidth, -halfHeight)),
    bottomRight: turn(project(halfWidth, halfHeight)),
    bottomLeft: turn(project(-halfWidth, halfHeight)),
  };
}

/** The photograph, as RGBA pixels. */
export function pagePhoto(options: PagePhoto): RgbaImage {
  const { width, height, corners, shadow, blurRadius = 0, light = 1, noPage = false, seed = 7 } = options;
  const random = seeded(seed);
  const words = textLines.map(() => wordsOfALine(random));
  const desk = deskTexture(width, height, random);
  const toPage = invert(squareToQuad(corners));
  const data = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const [u, v] = project(toPage, x, y);
      let colour: [number, number, number];
      if (!noPage && u >= 0 && u <= 1 && v >= 0 && v <= 1) colour = inkAt(u, v, words) ? [38, 38, 44] : [236, 234, 226];
      else {
        const grain = desk[y * width + x] ?? 1;
        colour = [96 * grain, 78 * grain, 60 * grain];
      }
      const shade = light * shadowAt(x / (width - 1), shadow);
      const byte = (y * width + x) * 4;
      data[byte] = colour[0] * shade;
      data[byte + 1] = colour[1] * shade;
      data[byte + 2] = colour[2] * shade;
      data[byte + 3] = 255;
    }
  }
  const photo = { width, height, data };
  // The lens blurs the scene; the sensor's noise comes after, sharp as ever.
  return withSensorNoise(blurRadius > 0 ? boxBlurred(boxBlurred(photo, blurRadius), blurRadius) : photo, random);
}

/** Grain of ±`amount`/2 on every pixel, as a webcam's sensor adds. */
function withSensorNoise(image: RgbaImage, random: () => number, amount = 10): RgbaImage {
  const data = new Uint8ClampedArray(image.data);
  for (let byte = 0; byte < data.length; byte += 4) {
    const noise = (random() - 0.5) * amount;
    data[byte] = (data[byte] ?? 0) + noise;
    data[byte + 1] = (data[byte + 1] ?? 0) + noise;
    data[byte + 2] = (data[byte + 2] ?? 0) + noise;
  }
  return { ...image, data };
}

function shadowAt(across: number, shadow: PagePhoto['shadow']): number {
  if (!shadow) return 1;
  const towards = shadow.side === 'right' ? across : 1 - across;
  return 1 - shadow.strength * Math.min(1, Math.max(0, (towards - 0.35) / 0.65));
}

/** Each line's words as [start, end] shares of the page's width. */
function wordsOfALine(random: () => number): [number, number][] {
  const words: [number, number][] = [];
  let at = textColumns.left;
  const end = textColumns.right - random() * 0.25;
  while (at < end) {
    const length = 0.03 + random() * 0.09;
    words.push([at, Math.min(at + length, end)]);
    at += length + 0.02;
  }
  return words;
}

function inkAt(u: number, v: number, words: readonly [number, number][][]): boolean {
  const line = textLines.findIndex((band) => v >= band.top && v <= band.bottom);
  if (line < 0) return false;
  return (words[line] ?? []).some(([start, end]) => u >= start && u <= end);
}

/** A desk's grain, as a brightness factor around 1: soft blotches and fine streaks. */
function deskTexture(width: number, height: number, random: () => number): Float32Array {
  const cell = 48;
  const columns = Math.ceil(width / cell) + 2;
  const rows = Math.ceil(height / cell) + 2;
  const knots = Array.from({ length: columns * rows }, () => random());
  const knot = (column: number, row: number) => knots[row * columns + column] ?? 0.5;
  const texture = new Float32Array(width * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const gx = x / cell;
      const gy = y / cell;
      const column = Math.floor(gx);
      const row = Math.floor(gy);
      const fx = gx - column;
      const fy = gy - row;
      const blotch =
        (knot(column, row) * (1 - fx) + knot(column + 1, row) * fx) * (1 - fy) +
        (knot(column, row + 1) * (1 - fx) + knot(column + 1, row + 1) * fx) * fy;
      const streak = Math.sin(y * 0.21 + Math.sin(x * 0.013) * 6);
      texture[y * width + x] = 0.8 + 0.3 * blotch + 0.08 * streak;
    }
  }
  return texture;
}

type Matrix = [number, number, number, number, number, number, number, number, number];

/** Heckbert's closed form: the projective map taking the unit square's corners (0,0) (1,0) (1,1) (0,1) onto the quad's. */
function squareToQuad(quad: Quad): Matrix {
  const { topLeft: p0, topRight: p1, bottomRight: p2, bottomLeft: p3 } = quad;
  const sx = p0.x - p1.x + p2.x - p3.x;
  const sy = p0.y - p1.y + p2.y - p3.y;
  const dx1 = p1.x - p2.x;
  const dx2 = p3.x - p2.x;
  const dy1 = p1.y - p2.y;
  const dy2 = p3.y - p2.y;
  const det = dx1 * dy2 - dx2 * dy1;
  const g = (sx * dy2 - dx2 * sy) / det;
  const h = (dx1 * sy - sx * dy1) / det;
  return [p1.x - p0.x + g * p1.x, p3.x - p0.x + h * p3.x, p0.x, p1.y - p0.y + g * p1.y, p3.y - p0.y + h * p3.y, p0.y, g, h, 1];
}

function invert(m: Matrix): Matrix {
  const [a, b, c, d, e, f, g, h, i] = m;
  const co = [
    e * i - f * h,
    c * h - b * i,
    b * f - c * e,
    f * g - d * i,
    a * i - c * g,
    c * d - a * f,
    d * h - e * g,
    b * g - a * h,
    a * e - b * d,
  ];
  const det = a * (co[0] ?? 0) + b * (co[3] ?? 0) + c * (co[6] ?? 0);
  return co.map((value) => value / det) as Matrix;
}

function project(m: Matrix, x: number, y: number): [number, number] {
  const w = m[6] * x + m[7] * y + m[8];
  return [(m[0] * x + m[1] * y + m[2]) / w, (m[3] * x + m[4] * y + m[5]) / w];
}

function boxBlurred(image: RgbaImage, radius: number): RgbaImage {
  const { width, height } = image;
  const across = new Float32Array(image.data.length);
  const out = new Uint8ClampedArray(image.data.length);
  const span = 2 * radius + 1;
  const clamp = (value: number, max: number) => Math.min(Math.max(value, 0), max);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++)
      for (let channel = 0; channel < 3; channel++) {
        let sum = 0;
        for (let k = -radius; k <= radius; k++) sum += image.data[(y * width + clamp(x + k, width - 1)) * 4 + channel] ?? 0;
        across[(y * width + x) * 4 + channel] = sum / span;
      }
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      for (let channel = 0; channel < 3; channel++) {
        let sum = 0;
        for (let k = -radius; k <= radius; k++) sum += across[(clamp(y + k, height - 1) * width + x) * 4 + channel] ?? 0;
        out[(y * width + x) * 4 + channel] = sum / span;
      }
      out[(y * width + x) * 4 + 3] = 255;
    }
  return { width, height, data: out };
}

/** A small repeatable random source (mulberry32), so every run draws the same photograph. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
