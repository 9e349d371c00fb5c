import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { compileMessages, readMessages } from '../../../../scripts/i18n/messages-plugin';
import { sourceLocale } from '../../../../shared/customer-locales';
import { areaMessages, areas, messagesDir, translatedLocales } from './catalogue-files';
import { argumentsOf, categoryKeys, pluralCasesOf, pluralCategoriesFor, tagsOf } from './message-shape';

// K14: every language says everything English says, with the same placeholders, in forms its own plural rules know.

/**
 * Issue 35: every plural and selectordinal has exactly the categories Intl.PluralRules gives for its locale (exact
 * `=n` cases may be added): a missing one shows "other"'s words where the language has its own form (Italian's many),
 * an impossible one is never shown. One line per mistake: locale, message id, argument, what is missing or extra.
 */
function pluralMistakesIn(locale: string, messages: Record<string, string>): string[] {
  const mistakes: string[] = [];
  for (const [id, message] of Object.entries(messages))
    for (const cases of pluralCasesOf(message)) {
      const wanted = pluralCategoriesFor(locale, cases.type);
      const has = categoryKeys(cases);
      const kind = cases.type === 'cardinal' ? 'plural' : 'selectordinal';
      const missing = wanted.filter((key) => !has.includes(key));
      const extra = has.filter((key) => !wanted.includes(key));
      if (missing.length)
        mistakes.push(
          `${locale} ${id}: {${cases.arg}, ${kind}}: missing ${missing.join(', ')} (Intl.PluralRules gives ${wanted.join(', ')})`,
        );
      if (extra.length)
        mistakes.push(
          `${locale} ${id}: {${cases.arg}, ${kind}}: has ${extra.join(', ')}, which Intl.PluralRules never gives (it gives ${wanted.join(', ')})`,
        );
    }
  return mistakes;
}

const pluralMistakes = (area: string, locale: string) => pluralMistakesIn(locale, areaMessages(area, locale));

describe('the catalogue (K14)', () => {
  it('has the areas the customer reads, each with English messages', () => {
    expect(areas).toEqual(expect.arrayContaining(['customer', 'hand-over', 'outcome', 'qr']));
    for (const area of areas) expect(Object.keys(areaMessages(area, sourceLocale)).length, area).toBeGreaterThan(0);
  });

  describe.each(translatedLocales)('%s', (locale) => {
    it.each(areas)('area %s: every English key, and no others', (area) => {
      expect(Object.keys(areaMessages(area, locale)).sort()).toEqual(Object.keys(areaMessages(area, sourceLocale)).sort());
    });

    it.each(areas)('area %s: each message keeps English’s arguments and tags', (area) => {
      const english = areaMessages(area, sourceLocale);
      for (const [id, message] of Object.entries(areaMessages(area, locale))) {
        const source = english[id] ?? '';
        expect({ id, arguments: argumentsOf(message), tags: tagsOf(message) }).toEqual({
          id,
          arguments: argumentsOf(source),
          tags: tagsOf(source),
        });
      }
    });

    it.each(areas)('area %s: plurals and selectordinals have exactly the cases this language’s plural rules give', (area) => {
      expect(pluralMistakes(area, locale)).toEqual([]);
    });

    it('says that the English version is the one that counts, in its own words', () => {
      const line = areaMessages('customer', locale)['customer.legal.englishCounts'];
      expect(line).toBeTruthy();
      expect(line).not.toBe(areaMessages('customer', sourceLocale)['customer.legal.englishCounts']);
    });
  });

  it.each(areas)('English, area %s: plurals and selectordinals have exactly English’s cases', (area) => {
    expect(pluralMistakes(area, sourceLocale)).toEqual([]);
  });

  it('a plural lacking a case its language has, or holding one it lacks, is named (Italian’s many, English’s few)', () => {
    const plural = (locale: string, message: string) => pluralMistakesIn(locale, { 'x.months': message });
    expect(plural('it', '{months, plural, one {# mese} other {# mesi}}')).toEqual([
      'it x.months: {months, plural}: missing many (Intl.PluralRules gives many, one, other)',
    ]);
    expect(plural('it', '{months, plural, one {# mese} many {# di mesi} other {# mesi}}')).toEqual([]);
    expect(plural('en-AU', '{n, selectordinal, one {#st} other {#th}}')).toEqual([
      'en-AU x.months: {n, selectordinal}: missing few, two (Intl.PluralRules gives few, one, other, two)',
    ]);
    expect(plural('zh-Hans', '{n, plural, =0 {无} one {# 个} other {# 个}}')).toEqual([
      'zh-Hans x.months: {n, plural}: has one, which Intl.PluralRules never gives (it gives other)',
    ]);
    expect(plural('zh-Hans', '{n, plural, =0 {无} other {# 个}}')).toEqual([]);
  });

  it('compiles every locale, and a message that does not parse stops the build with its id', () => {
    for (const locale of [sourceLocale, ...translatedLocales])
      expect(() => compileMessages(readMessages(messagesDir, locale))).not.toThrow();
    expect(() => compileMessages({ 'broken.one': 'Hello {name' })).toThrow(/broken\.one/);
  });

  it('formats English’s plurals through Lingui: one second, two seconds (K4’s words)', () => {
    const i18n = setupI18n({
      locale: sourceLocale,
      messages: { [sourceLocale]: compileMessages(readMessages(messagesDir, sourceLocale)) },
    });
    expect(i18n._('handOver.idle.customer', { seconds: 1 })).toBe(
      'For your privacy, this screen clears in 1 second and your quote is closed.',
    );
    expect(i18n._('handOver.idle.staff', { seconds: 20 })).toBe(
      'For the customer’s privacy, the screen clears in 20 seconds: the quote and the customer’s details are removed.',
    );
  });

  it('the pseudo-locale accents and brackets every message, and keeps its arguments', () => {
    const pseudo = compileMessages({ greeting: 'Hello {firstName}, here is your quote' }, true);
    const i18n = setupI18n({ locale: sourceLocale, messages: { [sourceLocale]: pseudo } });
    expect(i18n._('greeting', { firstName: 'Alex' })).toBe('⟦Ĥéļļö Alex, ĥéŕé îš ýöûŕ ǫûöţé⟧');
  });
});
