import QRCode from 'qrcode';

/** A QR code's dark modules, row by row; the screen's SVG and the printed page draw the same one. */
export interface QrMatrix {
  size: number;
  dark(row: number, column: number): boolean;
}

/** Level M survives a smudged print or a glare on the screen (15 % of the code), and keeps a link of this length scannable. */
export function qrMatrixOf(text: string): QrMatrix {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  return { size: modules.size, dark: (row, column) => modules.get(row, column) === 1 };
}

/** The quiet zone every QR code needs around it to be found: four modules (ISO/IEC 18004). */
export const qrQuietModules = 4;

/** One SVG path of every dark module, in module units, so the code scales crisply at any size. */
export function qrPathOf(matrix: QrMatrix): string {
  const runs: string[] = [];
  for (let row = 0; row < matrix.size; row++) {
    for (let column = 0; column < matrix.size; column++) {
      if (!matrix.dark(row, column)) continue;
      // Neighbouring dark modules in a row become one rectangle: a shorter path, and no hairline seams between them.
      let end = column;
      while (end + 1 < matrix.size && matrix.dark(row, end + 1)) end++;
      runs.push(`M${column + qrQuietModules} ${row + qrQuietModules}h${end - column + 1}v1h-${end - column + 1}z`);
      column = end;
    }
  }
  return runs.join('');
}
