import { captureJpeg } from './compress';
import type { JpegPage } from './pdf';

/**
 * The page turned clockwise by `quarterTurns` × 90°, encoded as a captured page is (≤ ~400 KB): a page photographed
 * sideways goes upright. No turn: the page as it is.
 */
export async function rotatedJpeg<P extends JpegPage>(page: P, quarterTurns: number): Promise<P> {
  const turns = ((quarterTurns % 4) + 4) % 4;
  if (turns === 0) return page;
  const bitmap = await createImageBitmap(new Blob([page.bytes as Uint8Array<ArrayBuffer>], { type: 'image/jpeg' }));
  try {
    const sideways = turns % 2 === 1;
    const canvas = document.createElement('canvas');
    canvas.width = sideways ? bitmap.height : bitmap.width;
    canvas.height = sideways ? bitmap.width : bitmap.height;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('This screen cannot draw pictures.');
    context.translate(canvas.width / 2, canvas.height / 2);
    context.rotate((turns * Math.PI) / 2);
    context.drawImage(bitmap, -bitmap.width / 2, -bitmap.height / 2);
    return { ...page, ...(await captureJpeg(canvas, canvas.width, canvas.height)) };
  } finally {
    bitmap.close();
  }
}
