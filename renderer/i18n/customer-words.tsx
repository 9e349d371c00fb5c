import { I18nProvider, useLingui } from '@lingui/react';
import { useEffect, type ReactNode } from 'react';
import type { CustomerLocale } from '../../shared/customer-locales';
import { useKiosk } from '../store/kiosk-store';
import { activateCustomerLocale, customerI18n } from './i18n-instances';
import { localesShown } from './locales';
import { addScriptFonts } from './script-fonts';

/** The customer's screens read in the customer's language (K14); staff screens around them stay in English. */
export function CustomerWords({ children }: { children: ReactNode }) {
  const locale = useKiosk((state) => state.customerLocale);
  // A restored hand-over or Next customer changes the locale too, not only the customer's own choice.
  useEffect(() => void activateCustomerLocale(locale).catch(() => undefined), [locale]);
  useEffect(() => void addScriptFonts(), []);
  return <I18nProvider i18n={customerI18n}>{children}</I18nProvider>;
}

/** The `lang` and `dir` of what is shown now: the loaded language, not the one still loading (K14, WCAG 3.1.2). */
export function useShownLocale(): { lang: CustomerLocale; dir: 'ltr' | 'rtl' } {
  const { i18n } = useLingui();
  const lang = i18n.locale as CustomerLocale;
  return { lang, dir: localesShown[lang].dir };
}
