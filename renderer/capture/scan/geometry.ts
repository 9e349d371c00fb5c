/** A point in a picture, in pixels, x to the right and y down. */
export interface Point {
  x: number;
  y: number;
}

/** A page's four corners, clockwise from the top left as seen in the picture. */
export interface Quad {
  topLeft: Point;
  topRight: Point;
  bottomRight: Point;
  bottomLeft: Point;
}

export function quadPoints(quad: Quad): [Point, Point, Point, Point] {
  return [quad.topLeft, quad.topRight, quad.bottomRight, quad.bottomLeft];
}

export function distance(a: Point, b: Point): number {
  return Math.hypot(a.x - b.x, a.y - b.y);
}

/** Twice the signed area of triangle a b c: positive when a → b → c turns clockwise on screen (y down). */
export function cross(a: Point, b: Point, c: Point): number {
  return (b.x - a.x) * (c.y - a.y) - (b.y - a.y) * (c.x - a.x);
}

/** The area inside a polygon, whichever way round its points go. */
export function polygonArea(points: readonly Point[]): number {
  let twice = 0;
  points.forEach((point, index) => {
    const next = points[(index + 1) % points.length] ?? point;
    twice += point.x * next.y - next.x * point.y;
  });
  return Math.abs(twice) / 2;
}

/** Four corners in any order, named by where they sit: the top left has the smallest x + y, and so on round. */
export function quadFromPoints(points: readonly Point[]): Quad {
  const centre = {
    x: points.reduce((sum, point) => sum + point.x, 0) / points.length,
    y: points.reduce((sum, point) => sum + point.y, 0) / points.length,
  };
  // Clockwise on screen from the top left, by angle around the centre, so a tilted page keeps its corners in order.
  const around = [...points].sort((a, b) => Math.atan2(a.y - centre.y, a.x - centre.x) - Math.atan2(b.y - centre.y, b.x - centre.x));
  const start = around.reduce(
    (best, point, index) => (point.x + point.y < (around[best]?.x ?? 0) + (around[best]?.y ?? 0) ? index : best),
    0,
  );
  const at = (offset: number): Point => around[(start + offset) % around.length] ?? centre;
  return { topLeft: at(0), topRight: at(1), bottomRight: at(2), bottomLeft: at(3) };
}

/** The convex hull, clockwise on screen (Andrew's monotone chain). */
export function convexHull(points: readonly Point[]): Point[] {
  const sorted = [...points].sort((a, b) => a.x - b.x || a.y - b.y);
  if (sorted.length < 3) return sorted;
  const half = (ordered: Point[]): Point[] => {
    const chain: Point[] = [];
    for (const point of ordered) {
      while (chain.length >= 2 && cross(chain[chain.length - 2] ?? point, chain[chain.length - 1] ?? point, point) <= 0) chain.pop();
      chain.push(point);
    }
    chain.pop();
    return chain;
  };
  return [...half(sorted), ...half([...sorted].reverse())];
}

/** The straight line through two points, as a x + b y = c with (a, b) of length 1. */
export interface Line {
  a: number;
  b: number;
  c: number;
}

export function lineThrough(p: Point, q: Point): Line {
  const length = distance(p, q) || 1;
  const a = (q.y - p.y) / length;
  const b = -(q.x - p.x) / length;
  return { a, b, c: a * p.x + b * p.y };
}

/** Where two lines cross, or null when they are (nearly) parallel. */
export function intersection(first: Line, second: Line): Point | null {
  const determinant = first.a * second.b - second.a * first.b;
  if (Math.abs(determinant) < 1e-9) return null;
  return {
    x: (first.c * second.b - second.c * first.b) / determinant,
    y: (first.a * second.c - second.a * first.c) / determinant,
  };
}
