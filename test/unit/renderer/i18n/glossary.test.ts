import { describe, expect, it } from 'vitest';
import { customerLocales, sourceLocale } from '../../../../shared/customer-locales';
import { translatedLocales } from './catalogue-files';
import {
  type Concept,
  type Glossary,
  type MessageWords,
  catalogueWords,
  concepts,
  conceptsIn,
  folded,
  formIn,
  glossarySchema,
  messageWords,
  readGlossary,
} from './glossary-files';
import { pluralCasesOf } from './message-shape';
import { type RuledOut, halfMonthWords, ruledOutWords } from './ruled-out-words';

// Issue 35: the customer's words are right. Each language's glossary (renderer/i18n/glossary/<locale>.json) gives the
// one term it uses for each money and status word; these tests hold every message, screen and paper (all five areas),
// to it. Every failure is one line: locale, message id, concept, the forms expected, and the words the message has,
// so the language's reader can act on it without reading this file. docs/translations.md explains the rest.

/** The glossary, or a failure naming what is wrong with its file. */
function glossaryOf(locale: string): Glossary {
  const read = readGlossary(locale);
  if ('problem' in read) throw new Error(read.problem);
  return read.glossary;
}

const quoted = (forms: readonly string[]) => forms.map((form) => `“${form}”`).join(', ');
const oneLine = (words: string) => words.replace(/\s*\n\s*/g, ' | ');

/** English's frequencies: how often something is paid (the fortnight's forms, and a week or a month). */
const englishFrequency = /\b(?:a|per|each|every) (?:week|month)\b|\b(?:weekly|monthly)\b/i;

/** What a check reads: the locale's messages, and English's, each with its words. */
interface Reading {
  messages: MessageWords[];
  englishMessages: MessageWords[];
}
const catalogue = (locale: string): Reading => ({ messages: catalogueWords(locale), englishMessages: catalogueWords(sourceLocale) });

/** (b) Every message whose English holds a concept holds one of the locale's forms for it, unless an exception. */
function missingTerms(locale: string, glossary: Glossary, english: Glossary, { messages, englishMessages }: Reading): string[] {
  const englishWords = new Map(englishMessages.map((each) => [each.id, each.words]));
  const problems: string[] = [];
  for (const { id, words } of messages) {
    if (id in glossary.exceptions) continue;
    for (const concept of conceptsIn(englishWords.get(id) ?? '', english)) {
      const { forms } = glossary.terms[concept];
      if (!formIn(words, forms, locale))
        problems.push(
          `${locale} ${id}: ${concept} — expected one of ${quoted(forms)} (glossary term “${glossary.terms[concept].term}”), ` +
            `the message reads “${oneLine(words)}”`,
        );
    }
  }
  return problems;
}

/** (d) Every message whose English holds a frequency says the glossary's fortnight, and never half a month. */
function frequencyMistakes(locale: string, glossary: Glossary, english: Glossary, { messages, englishMessages }: Reading): string[] {
  const englishWords = new Map(englishMessages.map((each) => [each.id, each.words]));
  const { forms } = glossary.terms.fortnight;
  const problems: string[] = [];
  for (const { id, words } of messages) {
    const source = englishWords.get(id) ?? '';
    if (!formIn(source, english.terms.fortnight.forms, sourceLocale) && !englishFrequency.test(source)) continue;
    if (!formIn(words, forms, locale))
      problems.push(`${locale} ${id}: fortnight — a frequency must say one of ${quoted(forms)}, the message reads “${oneLine(words)}”`);
    for (const { pattern, reason } of halfMonthWords[locale] ?? [])
      if (pattern.test(words.normalize('NFC')))
        problems.push(`${locale} ${id}: fortnight — “${words.normalize('NFC').match(pattern)?.[0]}” is ${reason}; say every two weeks`);
  }
  return problems;
}

/** Words a fluent read ruled out (ruled-out-words.ts), anywhere in the locale's messages. */
function ruledOutIn(locale: string, messages = catalogueWords(locale), rules: readonly RuledOut[] = ruledOutWords[locale] ?? []): string[] {
  const problems: string[] = [];
  for (const { id, words } of messages)
    for (const { pattern, reason } of rules) {
      const found = words.normalize('NFC').match(pattern);
      if (found) problems.push(`${locale} ${id}: “${found[0]}” — ${reason}; the message reads “${oneLine(words)}”`);
    }
  return problems;
}

describe('the glossary (issue 35)', () => {
  describe.each(customerLocales)('%s', (locale) => {
    it('(a) its file parses, names its reader and register, and gives a term and forms for every concept', () => {
      const glossary = glossaryOf(locale);
      expect(glossary.locale).toBe(locale);
      expect(Object.keys(glossary.terms).sort()).toEqual([...concepts].sort());
      for (const concept of concepts) {
        const { term, forms } = glossary.terms[concept];
        expect(
          formIn(term, forms, locale),
          `${locale} ${concept}: the term “${term}” is itself one of its forms ${quoted(forms)}`,
        ).toBeTruthy();
      }
    });

    it('(a) two concepts never share a term, and every exception names a message whose English holds a concept', () => {
      const glossary = glossaryOf(locale);
      const english = glossaryOf(sourceLocale);
      const terms = concepts.map((concept) => folded(glossary.terms[concept].term, locale));
      expect(terms.filter((term, index) => terms.indexOf(term) !== index)).toEqual([]);
      const englishWords = new Map(catalogueWords(sourceLocale).map((each) => [each.id, each.words]));
      const stale = Object.keys(glossary.exceptions).filter((id) => !conceptsIn(englishWords.get(id) ?? '', english).length);
      expect(stale, `${locale}: exceptions for messages that are gone or whose English holds no concept`).toEqual([]);
    });

    it('(b) every message whose English holds a concept uses one of this language’s forms for it, screen and paper', () => {
      expect(missingTerms(locale, glossaryOf(locale), glossaryOf(sourceLocale), catalogue(locale))).toEqual([]);
    });

    it('(d) every message whose English holds a frequency says this language’s fortnight, never half a month', () => {
      const glossary = glossaryOf(locale);
      for (const { pattern, reason } of halfMonthWords[locale] ?? [])
        expect(
          glossary.terms.fortnight.forms.filter((form) => pattern.test(form.normalize('NFC'))),
          reason,
        ).toEqual([]);
      expect(frequencyMistakes(locale, glossary, glossaryOf(sourceLocale), catalogue(locale))).toEqual([]);
    });
  });

  describe.each(translatedLocales)('%s', (locale) => {
    it('holds none of the words a fluent read ruled out (ruled-out-words.ts)', () => {
      expect(ruledOutIn(locale)).toEqual([]);
    });
  });

  it('Arabic’s dual says two by itself: its `two` case never repeats the number (not “2 شهران”)', () => {
    // A countdown's number in its element (`<0>#</0>`) is the counter the screen shows, not words: it may stay.
    const problems = catalogueWords('ar').flatMap(({ id, message }) =>
      pluralCasesOf(message)
        .filter((cases) => cases.type === 'cardinal' && /[#0-9٠-٩]/.test((cases.words.two ?? '').replace(/<(\d+)>#<\/\1>/g, '')))
        .map((cases) => `ar ${id}: {${cases.arg}, plural} two {${cases.words.two}} — the dual needs no number`),
    );
    expect(problems).toEqual([]);
  });
});

describe('the glossary’s checks catch what issue 35 found', () => {
  const english = glossarySchema.parse({
    locale: 'en-AU',
    reader: 'test',
    register: 'test',
    terms: Object.fromEntries(concepts.map((concept) => [concept, { term: concept, forms: [concept] }])),
    exceptions: {},
  });
  const withTerm = (concept: Concept, forms: string[]): Glossary => ({
    ...english,
    locale: 'el',
    terms: { ...english.terms, [concept]: { term: forms[0], forms } },
  });

  it('a glossary missing a concept, or with a stray key, does not parse', () => {
    const { deposit: _deposit, ...lacking } = english.terms;
    expect(glossarySchema.safeParse({ ...english, terms: lacking }).success).toBe(false);
    expect(glossarySchema.safeParse({ ...english, terms: { ...english.terms, kiosk: { term: 'x', forms: ['x'] } } }).success).toBe(false);
    expect(glossarySchema.safeParse({ ...english, terms: { ...english.terms, deposit: { term: 'x', forms: [] } } }).success).toBe(false);
  });

  it('Arabic’s optional vowel marks do not hide a term: “المموَّل” holds the form “المبلغ الممول”', () => {
    expect(formIn('المبلغ المموَّل', ['المبلغ الممول'], 'ar')).toBe('المبلغ الممول');
    expect(formIn('المبلغ الممول', ['المبلغ المموَّل'], 'ar')).toBe('المبلغ المموَّل');
  });

  it('the English forms find each concept in the words, not in an argument’s name', () => {
    const real = glossaryOf(sourceLocale);
    const held = new Map(catalogueWords(sourceLocale).map(({ id, words }) => [id, conceptsIn(words, real)]));
    expect(held.get('print.deposit')).toEqual(['deposit']);
    expect(held.get('print.accountKeepingFeeValue')).toEqual(['fortnight', 'instalment']);
    expect(held.get('print.repaymentsValue')).toEqual(['fortnight']);
    expect(held.get('outcome.statusWords.REFER')).toEqual(['referred']);
    expect(held.get('outcome.statusWords.WITHDRAW')).toEqual(['withdrawn']);
    expect(held.get('print.establishmentFee')).toEqual(['establishmentFee']);
  });

  it('(b) names locale, id, concept and the forms expected when a message lacks the term, and honours an exception', () => {
    const reading: Reading = {
      englishMessages: messageWords({ 'print.deposit': 'Deposit', 'customer.quote.deposit': 'Deposit', 'print.price': 'Purchase price' }),
      messages: messageWords({ 'print.deposit': 'Προκαταβολή', 'customer.quote.deposit': 'Εγγύηση', 'print.price': 'Τιμή αγοράς' }),
    };
    const greek = withTerm('deposit', ['προκαταβολή', 'προκαταβολής']);
    expect(missingTerms('el', greek, english, reading)).toEqual([
      'el customer.quote.deposit: deposit — expected one of “προκαταβολή”, “προκαταβολής” (glossary term “προκαταβολή”), the message reads “Εγγύηση”',
    ]);
    const excepted = { ...greek, exceptions: { 'customer.quote.deposit': 'a reason' } };
    expect(missingTerms('el', excepted, english, reading)).toEqual([]);
  });

  it('(d) a frequency without the fortnight, or with half a month, is named; exceptions do not excuse it', () => {
    const reading: Reading = {
      englishMessages: messageWords({
        'print.repaymentsValue': '{instalments} × {amount} a fortnight',
        'print.accountKeepingFeeValue': '{fortnightly} a fortnight ({weekly} a week), in each repayment',
        'print.price': 'Purchase price',
      }),
      messages: messageWords({
        'print.repaymentsValue': '{instalments} × {amount} ανά δεκαπενθήμερο',
        'print.accountKeepingFeeValue': '{fortnightly} κάθε δύο εβδομάδες ({weekly} την εβδομάδα), σε κάθε δόση',
        'print.price': 'Τιμή αγοράς',
      }),
    };
    const greek = { ...withTerm('fortnight', ['κάθε δύο εβδομάδες']), exceptions: { 'print.repaymentsValue': 'no' } };
    expect(frequencyMistakes('el', greek, english, reading)).toEqual([
      'el print.repaymentsValue: fortnight — a frequency must say one of “κάθε δύο εβδομάδες”, the message reads “× | ανά δεκαπενθήμερο”',
      'el print.repaymentsValue: fortnight — “δεκαπενθήμερ” is δεκαπενθήμερο: a half-month, twice a month; say every two weeks',
    ]);
  });

  it('half-month and ruled-out words are caught in the words a reader sees', () => {
    const match = (locale: string, words: string) =>
      (halfMonthWords[locale] ?? []).some(({ pattern }) => pattern.test(words.normalize('NFC')));
    expect(match('el', '{instalments} × {amount} ανά δεκαπενθήμερο')).toBe(true);
    expect(match('el', 'κάθε δύο εβδομάδες')).toBe(false);
    expect(match('zh-Hans', '每半月')).toBe(true);
    expect(match('zh-Hans', '每两周')).toBe(false);
    expect(match('hi', 'हर पखवाड़े')).toBe(true);
    const ruled = (locale: string, words: string) =>
      (ruledOutWords[locale] ?? []).some(({ pattern }) => pattern.test(words.normalize('NFC')));
    expect(ruled('el', 'Παρακαλούμε επιστρέψτε το περίπτερο')).toBe(true);
    expect(ruled('ar', 'رسوم فتح الحساب')).toBe(true);
    expect(ruled('zh-Hans', '正在打开申请表…')).toBe(true);
    expect(ruled('zh-Hans', '正在打开申请表……')).toBe(false);
    expect(ruled('zh-Hans', '请将自助服务机交还给工作人员')).toBe(false);
    expect(ruled('zh-Hans', '请将服务机交还给工作人员')).toBe(true);
    expect(ruled('it', 'Scansiona con la fotocamera del tuo telefono')).toBe(true);
    expect(ruled('it', 'Inquadri con la fotocamera del Suo telefono')).toBe(false);
    expect(ruled('vi', 'Tiền đặt cọc')).toBe(true);
    expect(ruled('hi', 'तुम्हारा आवेदन')).toBe(true);
    expect(ruled('hi', 'आपका आवेदन')).toBe(false);
    expect(ruled('it', 'Ciao {firstName}, ecco il Suo preventivo')).toBe(true);
    expect(ruled('it', 'Riprova.')).toBe(true);
    expect(ruled('it', 'Riprovi.')).toBe(false);
  });
});
