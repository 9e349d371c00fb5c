import { useState } from 'react';
import { customerLocales, type CustomerLocale } from '../../../shared/customer-locales';
import { activateCustomerLocale } from '../../i18n/i18n-instances';
import { localesShown } from '../../i18n/locales';
import { useShownLocale } from '../../i18n/customer-words';
import { useWords } from '../../i18n/use-words';
import { useKiosk } from '../../store/kiosk-store';

/** K14: the customer picks their language on their first screen, each one written in its own name and script. */
export function LanguageChoice() {
  const words = useWords();
  const chosen = useKiosk((state) => state.customerLocale);
  const setCustomerLocale = useKiosk((state) => state.setCustomerLocale);
  const { lang } = useShownLocale();
  const [failed, setFailed] = useState<CustomerLocale | null>(null);
  const choose = (locale: CustomerLocale) => {
    setFailed(null);
    // Loaded first, so the screen changes in one step; a chunk that cannot load leaves the words as they were.
    activateCustomerLocale(locale).then(
      () => setCustomerLocale(locale),
      () => setFailed(locale),
    );
  };
  return (
    <nav className="language-choice" aria-labelledby="language-choice-label">
      <span id="language-choice-label" className="language-choice__label">
        {words('customer.language.label')}
      </span>
      <ul className="language-choice__list">
        {customerLocales.map((locale) => (
          <li key={locale}>
            <button
              type="button"
              className="button button--quiet language-choice__option"
              lang={locale}
              dir={localesShown[locale].dir}
              aria-pressed={locale === chosen && locale === lang}
              aria-describedby={failed === locale ? 'language-choice-failed' : undefined}
              onClick={() => choose(locale)}
            >
              {localesShown[locale].ownName}
            </button>
          </li>
        ))}
      </ul>
      {failed && (
        <p className="notice notice--failed" id="language-choice-failed" role="alert">
          {words('customer.language.failed')}
        </p>
      )}
    </nav>
  );
}
