import type { Quad } from './geometry';

/** Paper sizes a page snaps to when its measured shape is this close (a share): A4 and US letter, either way up. */
const paperSizes = [Math.SQRT2, 11 / 8.5, 1 / Math.SQRT2, 8.5 / 11];
const snapShare = 0.03;
/** A camera's focal length as a share of the frame's diagonal when the quad cannot tell it: about 65° across the diagonal. */
const fallbackFocalShare = 0.8;
/** Focal lengths outside these shares of the diagonal come from noise in a nearly square-on view, not from the lens. */
const focalRange = { least: 0.4, most: 4 };

type Vector = [number, number, number];

function crossOf(a: Vector, b: Vector): Vector {
  return [a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]];
}

function dot(a: Vector, b: Vector): number {
  return a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
}

/**
 * The paper's true height over its width, from where its corners are in a `frame`: the plane rectification of Zhang and
 * He ("Whiteboard scanning and image enhancement", 2007), with the lens's centre at the frame's centre and its focal
 * length estimated from the quad (a fallback when the sides are too near parallel to tell), snapped to A4 or letter.
 */
export function pageAspect(quad: Quad, frame: { width: number; height: number }): number {
  const centre = { x: (frame.width - 1) / 2, y: (frame.height - 1) / 2 };
  const at = (point: { x: number; y: number }): Vector => [point.x - centre.x, point.y - centre.y, 1];
  const m1 = at(quad.topLeft);
  const m2 = at(quad.topRight);
  const m3 = at(quad.bottomLeft);
  const m4 = at(quad.bottomRight);
  const k2 = dot(crossOf(m1, m4), m3) / dot(crossOf(m2, m4), m3);
  const k3 = dot(crossOf(m1, m4), m2) / dot(crossOf(m3, m4), m2);
  // The page's top and left edges as seen from the camera, in the camera's own frame up to the focal length.
  const n2: Vector = [k2 * m2[0] - m1[0], k2 * m2[1] - m1[1], k2 - 1];
  const n3: Vector = [k3 * m3[0] - m1[0], k3 * m3[1] - m1[1], k3 - 1];
  const focal = focalLength(n2, n3, Math.hypot(frame.width, frame.height));
  const width = Math.hypot(n2[0] / focal, n2[1] / focal, n2[2]);
  const height = Math.hypot(n3[0] / focal, n3[1] / focal, n3[2]);
  return snappedToPaper(height / width);
}

function focalLength(n2: Vector, n3: Vector, diagonal: number): number {
  const squared = -(n2[0] * n3[0] + n2[1] * n3[1]) / (n2[2] * n3[2]);
  const focal = Math.sqrt(squared);
  const plausible = Number.isFinite(focal) && focal >= focalRange.least * diagonal && focal <= focalRange.most * diagonal;
  return plausible ? focal : fallbackFocalShare * diagonal;
}

/** The nearest of A4 and letter when the measure is within a few per cent of it: the paper is more likely than the error. */
export function snappedToPaper(aspect: number): number {
  const nearest = paperSizes.reduce((best, size) => (Math.abs(aspect / size - 1) < Math.abs(aspect / best - 1) ? size : best));
  return Math.abs(aspect / nearest - 1) <= snapShare ? nearest : aspect;
}
