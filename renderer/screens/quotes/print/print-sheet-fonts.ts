import type { PrintFontFiles } from './print-fonts';

const added = new Set<string>();

/** K14: the print sheet's fonts for one language, added to the page once and loaded before it is printed. */
export async function loadSheetFonts(files: PrintFontFiles): Promise<void> {
  if (added.has(files.family)) return;
  const { regular, bold } = await files.urls();
  const faces = [
    new FontFace(files.family, `url(${JSON.stringify(regular)})`, { weight: '400' }),
    ...(bold === null ? [] : [new FontFace(files.family, `url(${JSON.stringify(bold)})`, { weight: '700' })]),
  ];
  await Promise.all(faces.map((face) => face.load()));
  for (const face of faces) document.fonts.add(face);
  added.add(files.family);
}
