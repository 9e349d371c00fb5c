import type { CustomerLocale } from '../../../../shared/customer-locales';
import type { HanFontNames } from './han-font';
import type { FontPiece } from './han-font-pieces';

// K14: the fonts each language's printed quote needs, Noto Sans for its script (every one of them also carries the
// Latin letters, digits and "$" the figures use). Each file is a URL into the build, fetched only when a quote is
// printed or saved in that language: none is in the first load. The scripts that need OpenType's shaping (Arabic,
// Gurmukhi, Devanagari) and Latin print from whole TrueType files; Chinese from the screens' own pieces.

export type PrintScript = 'latin' | 'han-simplified' | 'han-traditional' | 'arabic' | 'gurmukhi' | 'devanagari';

/** One @font-face of the print sheet: a weight's file, or one piece of it with the characters it holds. */
interface SheetFace {
  url: string;
  weight: '400' | '700';
  unicodeRange?: string;
}

export interface PrintFontFiles {
  script: PrintScript;
  direction: 'ltr' | 'rtl';
  /** The CSS family name the print sheet gives the font. */
  family: string;
  /** One TrueType font holding at least the characters of `text`, the printed quote's words. */
  regular: (text: string) => Promise<ArrayBuffer>;
  /** Null when only one weight is shipped (Chinese); bold is then drawn from the regular. */
  bold: ((text: string) => Promise<ArrayBuffer>) | null;
  /** The same fonts as the print sheet's @font-face sources. */
  faces: () => Promise<SheetFace[]>;
}

type UrlModule = Promise<{ default: string }>;

function files(
  script: PrintScript,
  direction: 'ltr' | 'rtl',
  family: string,
  regular: () => UrlModule,
  bold: (() => UrlModule) | null,
): PrintFontFiles {
  return {
    script,
    direction,
    family,
    regular: async () => fetched((await regular()).default),
    bold: bold === null ? null : async () => fetched((await bold()).default),
    faces: async () => [
      { url: (await regular()).default, weight: '400' },
      ...(bold === null ? [] : [{ url: (await bold()).default, weight: '700' } as const]),
    ],
  };
}

/**
 * Issue 39: Chinese in the very files the screens load for it (fontsource's WOFF2 pieces, script-fonts.ts): the sheet
 * takes the pieces as the screens' stylesheet does, and the PDF one TrueType font put together from the pieces that
 * hold the quote's characters (han-font.ts). One weight, as on screen.
 */
function hanFiles(
  script: PrintScript,
  family: string,
  pieces: () => Promise<{ default: FontPiece[] }>,
  names: HanFontNames,
): PrintFontFiles {
  return {
    script,
    direction: 'ltr',
    family,
    regular: async (text) => {
      const [{ hanFontOf }, { default: all }] = await Promise.all([import('./han-font-pieces'), pieces()]);
      return hanFontOf(all, text, names, fetched);
    },
    bold: null,
    faces: async () => (await pieces()).default.map(({ url, unicodeRange }) => ({ url, weight: '400', unicodeRange })),
  };
}

async function fetched(url: string): Promise<ArrayBuffer> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`font ${url}: HTTP ${response.status}`);
  return response.arrayBuffer();
}

const latin = files(
  'latin',
  'ltr',
  'Kiosk Print Noto Sans',
  () => import('@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf?url'),
  () => import('@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf?url'),
);

/** The font files for each of K14's languages. */
export const printFonts: Record<CustomerLocale, PrintFontFiles> = {
  'en-AU': latin,
  it: latin,
  el: latin,
  vi: latin,
  'zh-Hans': hanFiles('han-simplified', 'Kiosk Print Noto Sans SC', () => import('virtual:font-pieces/noto-sans-sc'), {
    family: 'Noto Sans SC',
    postscript: 'NotoSansSC-Regular',
  }),
  // Issue 35: the screen's font (Noto Sans TC, customer.css), so screen and paper draw the same characters. zh-Hant is
  // Traditional Chinese as Taiwan's standard forms it (CLDR: zh-Hant → zh-Hant-TW; OpenType's ZHT), which TC draws;
  // Noto Sans HK draws Hong Kong's, right for zh-Hant-HK only.
  'zh-Hant': hanFiles('han-traditional', 'Kiosk Print Noto Sans TC', () => import('virtual:font-pieces/noto-sans-tc'), {
    family: 'Noto Sans TC',
    postscript: 'NotoSansTC-Regular',
  }),
  ar: files(
    'arabic',
    'rtl',
    'Kiosk Print Noto Sans Arabic',
    () => import('@expo-google-fonts/noto-sans-arabic/400Regular/NotoSansArabic_400Regular.ttf?url'),
    () => import('@expo-google-fonts/noto-sans-arabic/700Bold/NotoSansArabic_700Bold.ttf?url'),
  ),
  pa: files(
    'gurmukhi',
    'ltr',
    'Kiosk Print Noto Sans Gurmukhi',
    () => import('@expo-google-fonts/noto-sans-gurmukhi/400Regular/NotoSansGurmukhi_400Regular.ttf?url'),
    () => import('@expo-google-fonts/noto-sans-gurmukhi/700Bold/NotoSansGurmukhi_700Bold.ttf?url'),
  ),
  hi: files(
    'devanagari',
    'ltr',
    'Kiosk Print Noto Sans Devanagari',
    () => import('@expo-google-fonts/noto-sans-devanagari/400Regular/NotoSansDevanagari_400Regular.ttf?url'),
    () => import('@expo-google-fonts/noto-sans-devanagari/700Bold/NotoSansDevanagari_700Bold.ttf?url'),
  ),
};
