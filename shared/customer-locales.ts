// K14: the languages the customer may read their quote in, as BCP 47 tags (the `lang` attribute and the catalogue's
// file names). English first: it is the source of every message and the one that counts.
export const customerLocales = ['en-AU', 'zh-Hans', 'ar', 'vi', 'zh-Hant', 'pa', 'el', 'it', 'hi'] as const;
export type CustomerLocale = (typeof customerLocales)[number];

export const sourceLocale: CustomerLocale = 'en-AU';
