import type { CustomerLocale } from '../../../../shared/customer-locales';

// K14: the fonts each language's printed quote needs, Noto Sans for its script (every one of them also carries the
// Latin letters, digits and "$" the figures use). Each file is a URL into the build, fetched only when a quote is
// printed or saved in that language: none is in the first load.

export type PrintScript = 'latin' | 'han-simplified' | 'han-traditional' | 'arabic' | 'gurmukhi' | 'devanagari';

export interface PrintFontFiles {
  script: PrintScript;
  direction: 'ltr' | 'rtl';
  /** The CSS family name the print sheet gives the font. */
  family: string;
  regular: () => Promise<ArrayBuffer>;
  /** Null when only one weight is shipped (Chinese: each weight is 7 to 10 MB); bold is then drawn from the regular. */
  bold: (() => Promise<ArrayBuffer>) | null;
  /** The same files as URLs, for the print sheet's @font-face. */
  urls: () => Promise<{ regular: string; bold: string | null }>;
}

type UrlModule = Promise<{ default: string }>;

function files(
  script: PrintScript,
  direction: 'ltr' | 'rtl',
  family: string,
  regular: () => UrlModule,
  bold: (() => UrlModule) | null,
): PrintFontFiles {
  const urls = async () => ({ regular: (await regular()).default, bold: bold === null ? null : (await bold()).default });
  return {
    script,
    direction,
    family,
    regular: async () => fetched((await regular()).default),
    bold: bold === null ? null : async () => fetched((await bold()).default),
    urls,
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
  'zh-Hans': files(
    'han-simplified',
    'ltr',
    'Kiosk Print Noto Sans SC',
    () => import('@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf?url'),
    null,
  ),
  // Issue 35: the screen's font (Noto Sans TC, customer.css), so screen and paper draw the same characters. zh-Hant is
  // Traditional Chinese as Taiwan's standard forms it (CLDR: zh-Hant → zh-Hant-TW; OpenType's ZHT), which TC draws;
  // Noto Sans HK draws Hong Kong's, right for zh-Hant-HK only.
  'zh-Hant': files(
    'han-traditional',
    'ltr',
    'Kiosk Print Noto Sans TC',
    () => import('@expo-google-fonts/noto-sans-tc/400Regular/NotoSansTC_400Regular.ttf?url'),
    null,
  ),
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
