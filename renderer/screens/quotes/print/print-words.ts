import { setupI18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { longDateWords } from '../apply-link-expiry';
import type { CustomerLocale } from '../../../../shared/customer-locales';
import type english from '../../../i18n/messages/print/en-AU.json';

export type PrintMessageId = keyof typeof english;

/** The printed quote's words in one language (K14), with its long dates; amounts are formatted by the caller, en-AU. */
export interface PrintWords {
  locale: CustomerLocale;
  format: (id: PrintMessageId, values?: Record<string, string | number>) => string;
  longDate: (at: Date) => string;
}

// Each language's print messages are their own chunk, fetched with the PDF's code when a quote is printed in it.
const catalogues: Record<CustomerLocale, () => Promise<{ default: Record<PrintMessageId, string> }>> = {
  'en-AU': () => import('../../../i18n/messages/print/en-AU.json'),
  'zh-Hans': () => import('../../../i18n/messages/print/zh-Hans.json'),
  ar: () => import('../../../i18n/messages/print/ar.json'),
  vi: () => import('../../../i18n/messages/print/vi.json'),
  'zh-Hant': () => import('../../../i18n/messages/print/zh-Hant.json'),
  pa: () => import('../../../i18n/messages/print/pa.json'),
  el: () => import('../../../i18n/messages/print/el.json'),
  it: () => import('../../../i18n/messages/print/it.json'),
  hi: () => import('../../../i18n/messages/print/hi.json'),
};

/** K14: the print catalogue of `locale` (ICU messages, English the source). */
export async function printWords(locale: CustomerLocale): Promise<PrintWords> {
  const messages = (await catalogues[locale]()).default;
  // Digits stay 0–9 in every language, as the amounts are (K14).
  const formatting = `${locale}-u-nu-latn`;
  const i18n = setupI18n();
  i18n.setMessagesCompiler(compileMessage);
  i18n.loadAndActivate({ locale, locales: [formatting], messages });
  const longDate = new Intl.DateTimeFormat(formatting, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
  return {
    locale,
    format: (id, values) => i18n._(id, values),
    // English keeps the kiosk's own long date (no comma), as the screens show it.
    longDate: (at) => (locale === 'en-AU' ? longDateWords(at) : longDate.format(at)),
  };
}
