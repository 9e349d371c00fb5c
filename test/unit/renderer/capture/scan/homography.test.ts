import { describe, expect, it } from 'vitest';
import { homographyBetween, mapPoint } from '../../../../../renderer/capture/scan/homography';
import { straightened } from '../../../../../renderer/capture/scan/perspective';
import type { RgbaImage } from '../../../../../renderer/capture/scan/raster';

// The invoice scan: the projective map behind the straightening, and bilinear sampling through it.

describe('homographyBetween', () => {
  const square = [
    { x: 0, y: 0 },
    { x: 100, y: 0 },
    { x: 100, y: 100 },
    { x: 0, y: 100 },
  ];
  const [topLeft, topRight, bottomRight, bottomLeft] = [
    { x: 20, y: 10 },
    { x: 90, y: 25 },
    { x: 110, y: 120 },
    { x: 5, y: 95 },
  ] as const;
  const skewed = [topLeft, topRight, bottomRight, bottomLeft];

  it('takes each corner onto its partner', () => {
    const h = homographyBetween(square, skewed);
    expect(h).not.toBeNull();
    if (!h) return;
    square.forEach((point, index) => {
      const mapped = mapPoint(h, point);
      expect(mapped.x).toBeCloseTo(skewed[index]?.x ?? NaN, 6);
      expect(mapped.y).toBeCloseTo(skewed[index]?.y ?? NaN, 6);
    });
  });

  it('keeps straight lines straight: the square’s centre goes where the quad’s diagonals cross', () => {
    const h = homographyBetween(square, skewed);
    if (!h) throw new Error('no homography');
    const centre = mapPoint(h, { x: 50, y: 50 });
    // The crossing of (20,10)-(110,120) and (90,25)-(5,95), worked out by hand.
    const [a, c, b, d] = [topLeft, bottomRight, topRight, bottomLeft];
    const t = ((b.x - a.x) * (d.y - b.y) - (b.y - a.y) * (d.x - b.x)) / ((c.x - a.x) * (d.y - b.y) - (c.y - a.y) * (d.x - b.x));
    expect(centre.x).toBeCloseTo(a.x + t * (c.x - a.x), 6);
    expect(centre.y).toBeCloseTo(a.y + t * (c.y - a.y), 6);
  });

  it('has no answer for three corners in a line', () => {
    expect(
      homographyBetween(
        square,
        [skewed[0], { x: 50, y: 50 }, { x: 80, y: 80 }, { x: 110, y: 110 }].map((p) => p ?? { x: 0, y: 0 }),
      ),
    ).toBeNull();
  });
});

describe('straightened', () => {
  it('reads a turned square back upright, sampling between pixels', () => {
    // A 200×200 picture: a light square turned 45° about the centre, on black.
    const size = 200;
    const data = new Uint8ClampedArray(size * size * 4);
    for (let y = 0; y < size; y++)
      for (let x = 0; x < size; x++) {
        const inside = Math.abs(x - 100) + Math.abs(y - 100) <= 70;
        data.set(inside ? [200, 200, 200, 255] : [0, 0, 0, 255], (y * size + x) * 4);
      }
    const picture: RgbaImage = { width: size, height: size, data };
    const quad = {
      topLeft: { x: 100, y: 30 },
      topRight: { x: 170, y: 100 },
      bottomRight: { x: 100, y: 170 },
      bottomLeft: { x: 30, y: 100 },
    };
    const upright = straightened(picture, quad, { width: 50, height: 50 });
    const values = [];
    for (let index = 0; index < upright.data.length; index += 4) values.push(upright.data[index] ?? 0);
    // Every pixel came from inside the square: no black from around it.
    expect(Math.min(...values)).toBeGreaterThan(150);
    const pictureCorner = straightened(picture, { ...quad, topLeft: { x: 0, y: 0 } }, { width: 50, height: 50 });
    expect(pictureCorner.data[0]).toBeLessThan(50);
  });
});
