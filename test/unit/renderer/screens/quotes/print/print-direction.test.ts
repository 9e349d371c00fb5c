import { describe, expect, it } from 'vitest';
import { localesShown } from '../../../../../../renderer/i18n/locales';
import { printFonts } from '../../../../../../renderer/screens/quotes/print/print-fonts';
import { customerLocales } from '../../../../../../shared/customer-locales';

// K14: the printed quote runs in the direction the customer's own screen does (the sheet's `dir` is its font's
// direction); Arabic alone right to left. Its layout in Chromium is in test/e2e/kiosk/quote-pdf-language.spec.ts.

describe('the printed quote’s direction in each of K14’s languages', () => {
  it.each(customerLocales)('%s prints in the direction its screen reads', (locale) => {
    expect(printFonts[locale].direction).toBe(localesShown[locale].dir);
    expect(printFonts[locale].direction).toBe(locale === 'ar' ? 'rtl' : 'ltr');
  });
});
