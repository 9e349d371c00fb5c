import type { CustomerLocale } from '../../shared/customer-locales';

export interface LocaleShown {
  /** The language in its own name and script, so a customer finds theirs without reading English (K14). */
  ownName: string;
  dir: 'ltr' | 'rtl';
}

/** K14's languages as the customer's first screen offers them. */
export const localesShown: Record<CustomerLocale, LocaleShown> = {
  'en-AU': { ownName: 'English', dir: 'ltr' },
  'zh-Hans': { ownName: '简体中文', dir: 'ltr' },
  ar: { ownName: 'العربية', dir: 'rtl' },
  vi: { ownName: 'Tiếng Việt', dir: 'ltr' },
  'zh-Hant': { ownName: '繁體中文', dir: 'ltr' },
  pa: { ownName: 'ਪੰਜਾਬੀ', dir: 'ltr' },
  el: { ownName: 'Ελληνικά', dir: 'ltr' },
  it: { ownName: 'Italiano', dir: 'ltr' },
  hi: { ownName: 'हिन्दी', dir: 'ltr' },
};
