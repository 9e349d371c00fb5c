import { customerLocales, type CustomerLocale } from '../../../shared/customer-locales';
import { Field } from '../../components/field';
import { localesShown } from '../../i18n/locales';
import { useWords } from '../../i18n/use-words';
import { useKiosk } from '../../store/kiosk-store';

/** K14: staff who know the customer's language set it before the hand-over; the customer can still change it. */
export function CustomerLanguagePreset() {
  const words = useWords();
  const locale = useKiosk((state) => state.customerLocale);
  const setCustomerLocale = useKiosk((state) => state.setCustomerLocale);
  return (
    <Field label={words('customer.language.preset')} hint={words('customer.language.presetHint')}>
      {(control) => (
        <select
          {...control}
          className="select"
          value={locale}
          onChange={(event) => setCustomerLocale(event.target.value as CustomerLocale)}
        >
          {customerLocales.map((each) => (
            <option key={each} value={each} lang={each}>
              {localesShown[each].ownName}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
