import { setupI18n } from '@lingui/core';
import type { CustomerLocale } from '../../../../shared/customer-locales';
import { loadMessages } from '../../../i18n/catalogue';
import type english from '../../../i18n/messages/print/en-AU.json';
import { longDateWords } from '../apply-link-expiry';

export type PrintMessageId = keyof typeof english;

/** The printed quote's words in one language (K14), with its long dates; amounts are formatted by the caller, en-AU. */
export interface PrintWords {
  locale: CustomerLocale;
  format: (id: PrintMessageId, values?: Record<string, string | number>) => string;
  longDate: (at: Date) => string;
}

/** K14: the catalogue's print messages in `locale` (the same compiled catalogue the customer's screens read). */
export async function printWords(locale: CustomerLocale): Promise<PrintWords> {
  const messages = await loadMessages(locale);
  // Digits stay 0–9 in every language, as the amounts are (K14).
  const formatting = `${locale}-u-nu-latn`;
  const i18n = setupI18n({ locale, locales: [formatting], messages: { [locale]: messages } });
  const longDate = new Intl.DateTimeFormat(formatting, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
  return {
    locale,
    format: (id, values) => i18n._(id, values),
    // English keeps the kiosk's own long date (no comma), as the screens show it.
    longDate: (at) => (locale === 'en-AU' ? longDateWords(at) : longDate.format(at)),
  };
}
