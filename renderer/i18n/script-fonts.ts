// K14: the scripts a kiosk may have no font for (CJK, Gurmukhi, Devanagari), as Noto Sans web fonts split by
// unicode-range, so the browser fetches only the pieces holding the glyphs on screen. None is in the first load:
// customer mode adds them when it opens, for the language names in the chooser and the chosen language's words.
// The printed quote's Chinese is drawn from these same files (issue 39, print-fonts.ts).

let added: Promise<unknown> | null = null;

/** The customer's script fonts, added to the page once; a font that fails to load leaves the system's own. */
export function addScriptFonts(): Promise<unknown> {
  added ??= Promise.allSettled([
    import('@fontsource/noto-sans-sc/400.css'),
    import('@fontsource/noto-sans-tc/400.css'),
    import('@fontsource/noto-sans-gurmukhi/400.css'),
    import('@fontsource/noto-sans-gurmukhi/700.css'),
    import('@fontsource/noto-sans-devanagari/400.css'),
    import('@fontsource/noto-sans-devanagari/700.css'),
  ]);
  return added;
}
