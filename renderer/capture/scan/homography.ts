import type { Point } from './geometry';

/** A plane-to-plane projective map, row by row: x' = (h0 x + h1 y + h2) / (h6 x + h7 y + h8), y' likewise with h3..h5. */
export type Homography = readonly [number, number, number, number, number, number, number, number, number];

/** The projective map that takes each `from` point onto the `to` point at the same position, or null when none does (three in a line). */
export function homographyBetween(from: readonly Point[], to: readonly Point[]): Homography | null {
  if (from.length !== 4 || to.length !== 4) throw new RangeError('A homography is fixed by four point pairs');
  // Eight equations in h0..h7 with h8 = 1, two per pair (Hartley & Zisserman, the direct linear transform).
  const rows: number[][] = [];
  from.forEach((source, index) => {
    const target = to[index] ?? source;
    rows.push([source.x, source.y, 1, 0, 0, 0, -target.x * source.x, -target.x * source.y, target.x]);
    rows.push([0, 0, 0, source.x, source.y, 1, -target.y * source.x, -target.y * source.y, target.y]);
  });
  const solution = solve(rows);
  if (!solution) return null;
  const [h0 = 0, h1 = 0, h2 = 0, h3 = 0, h4 = 0, h5 = 0, h6 = 0, h7 = 0] = solution;
  return [h0, h1, h2, h3, h4, h5, h6, h7, 1];
}

export function mapPoint(h: Homography, point: Point): Point {
  const w = h[6] * point.x + h[7] * point.y + h[8];
  return { x: (h[0] * point.x + h[1] * point.y + h[2]) / w, y: (h[3] * point.x + h[4] * point.y + h[5]) / w };
}

/** Gaussian elimination with partial pivoting on an n × (n + 1) augmented matrix; null when it is singular. */
function solve(augmented: number[][]): number[] | null {
  const n = augmented.length;
  const m = augmented.map((row) => [...row]);
  const cell = (row: number, column: number) => m[row]?.[column] ?? 0;
  for (let column = 0; column < n; column++) {
    let pivot = column;
    for (let row = column + 1; row < n; row++) if (Math.abs(cell(row, column)) > Math.abs(cell(pivot, column))) pivot = row;
    if (Math.abs(cell(pivot, column)) < 1e-12) return null;
    const swapped = m[pivot];
    const current = m[column];
    if (!swapped || !current) return null;
    m[pivot] = current;
    m[column] = swapped;
    for (let row = 0; row < n; row++) {
      if (row === column) continue;
      const target = m[row];
      if (!target) continue;
      const factor = cell(row, column) / cell(column, column);
      for (let k = column; k <= n; k++) target[k] = (target[k] ?? 0) - factor * (swapped[k] ?? 0);
    }
  }
  return m.map((row, index) => (row[n] ?? 0) / (row[index] ?? 1));
}
