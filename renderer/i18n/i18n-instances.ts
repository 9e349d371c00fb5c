import { setupI18n, type I18n } from '@lingui/core';
import type { CustomerLocale } from '../../shared/customer-locales';
import { englishMessages, loadMessages } from './catalogue';

// K14: two readers, two instances: staff always read English (a later staff translation is data), the customer
// reads the language they chose, so choosing one never changes a staff screen.
// Each instance its own copy: staff screens' words join staff's English only.
const started = () => setupI18n({ locale: 'en-AU', messages: { 'en-AU': { ...englishMessages } } });

export const staffI18n: I18n = started();
export const customerI18n: I18n = started();

const loaded = new Map<CustomerLocale, Promise<void>>();

/** Loads a customer's locale once; a second ask waits on the first, and a failed one may be asked for again. */
function ensureLoaded(locale: CustomerLocale): Promise<void> {
  const known = loaded.get(locale);
  if (known) return known;
  const loading = loadMessages(locale).then((messages) => customerI18n.load(locale, messages));
  loaded.set(locale, loading);
  loading.catch(() => loaded.delete(locale));
  return loading;
}

let lastAsked: CustomerLocale = 'en-AU';

/** The customer's words in `locale`, once loaded; an older ask that finishes late never wins over a newer one. */
export async function activateCustomerLocale(locale: CustomerLocale): Promise<void> {
  lastAsked = locale;
  await ensureLoaded(locale);
  if (lastAsked === locale && customerI18n.locale !== locale) customerI18n.activate(locale);
}

/** K14's check: when a test asked for the pseudo-locale, it replaces English for staff and customer alike. */
export async function startWords(): Promise<void> {
  const english = await loadMessages('en-AU');
  if (english === englishMessages) return;
  for (const i18n of [staffI18n, customerI18n]) {
    i18n.load('en-AU', english);
    // Activating again tells each provider that the words changed.
    if (i18n.locale === 'en-AU') i18n.activate('en-AU');
  }
}
