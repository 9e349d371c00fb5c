import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { compileMessages, readMessages } from '../../../../scripts/i18n/messages-plugin';
import { sourceLocale } from '../../../../shared/customer-locales';
import { areaMessages, areas, messagesDir, translatedLocales } from './catalogue-files';
import { argumentsOf, pluralCasesOf, tagsOf } from './message-shape';

// K14: every language says everything English says, with the same placeholders, in forms its own plural rules know.

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

    it.each(areas)('area %s: plurals use only the cases this language has, “other” always', (area) => {
      const categories = new Intl.PluralRules(locale).resolvedOptions().pluralCategories;
      for (const [id, message] of Object.entries(areaMessages(area, locale)))
        for (const cases of pluralCasesOf(message)) {
          expect({ id, unknown: cases.filter((key) => !key.startsWith('=') && !categories.includes(key as Intl.LDMLPluralRule)) }).toEqual({
            id,
            unknown: [],
          });
          expect(cases, id).toContain('other');
        }
    });

    it('says that the English version is the one that counts, in its own words', () => {
      const line = areaMessages('customer', locale)['customer.legal.englishCounts'];
      expect(line).toBeTruthy();
      expect(line).not.toBe(areaMessages('customer', sourceLocale)['customer.legal.englishCounts']);
    });
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
