/** A DataView over exactly `bytes`, wherever they sit in their buffer (a table or glyph sliced out of a font file). */
export function viewOf(bytes: Uint8Array): DataView {
  return new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}
