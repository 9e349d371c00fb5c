import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { customerLocales } from '../../../../shared/customer-locales';
import { areaMessages, areas } from './catalogue-files';
import { wordsOf } from './message-shape';

// Issue 35: the glossary, renderer/i18n/glossary/<locale>.json: for each language the ONE term it uses for each money
// and status word, every form that term takes in a sentence, who read the language, and the messages allowed to name
// a concept without the term (each with its reason). docs/translations.md says how it is kept.

export const glossaryDir = fileURLToPath(new URL('../../../../renderer/i18n/glossary', import.meta.url));

/** The concepts every glossary names, in the order docs/translations.md lists them. */
export const concepts = [
  'deposit',
  'amountFinanced',
  'establishmentFee',
  'accountKeepingFee',
  'annualFee',
  'totalCost',
  'fortnight',
  'instalment',
  'application',
  'approved',
  'declined',
  'referred',
  'withdrawn',
] as const;
export type Concept = (typeof concepts)[number];

const words = z.string().trim().min(1);

const termSchema = z.strictObject({
  /** The one canonical term. */
  term: words,
  /** Every inflected or declined form a sentence may use; a message holds the concept when it holds one of them. */
  forms: z.array(words).min(1),
});

export const glossarySchema = z.strictObject({
  locale: z.enum(customerLocales),
  /** Who read the language whole, and when. */
  reader: words,
  /** The register the language's messages keep (formal: Lei, quý vị, आप, ਤੁਸੀਂ, εσείς). */
  register: words,
  terms: z.strictObject(Object.fromEntries(concepts.map((concept) => [concept, termSchema])) as Record<Concept, typeof termSchema>),
  /** Message id → why that message names a concept without the glossary's term. */
  exceptions: z.record(z.string(), words),
});
export type Glossary = z.infer<typeof glossarySchema>;

export const glossaryFile = (locale: string) => `${glossaryDir}/${locale}.json`;

/** The locale's glossary, or the reason it cannot be used (missing, not JSON, or not in the glossary's shape). */
export function readGlossary(locale: string): { glossary: Glossary } | { problem: string } {
  const file = glossaryFile(locale);
  if (!existsSync(file)) return { problem: `renderer/i18n/glossary/${locale}.json is missing` };
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    return { problem: `renderer/i18n/glossary/${locale}.json is not JSON: ${(error as Error).message}` };
  }
  const parsed = glossarySchema.safeParse(json);
  if (!parsed.success) return { problem: `renderer/i18n/glossary/${locale}.json: ${z.prettifyError(parsed.error)}` };
  return { glossary: parsed.data };
}

/**
 * Text as the glossary test compares it: the same letters whatever their case, composed the same way, and Arabic's
 * optional vowel marks (harakat, shadda, sukun, the dagger alif) and tatweel left out, so "المموَّل" is "الممول".
 */
export const folded = (text: string, locale: string) =>
  text
    .normalize('NFC')
    .replace(/[\u064B-\u065F\u0670\u0640]/gu, '')
    .toLocaleLowerCase(locale);

/** The first of the forms the words hold, case-insensitive, or undefined. */
export function formIn(words: string, forms: readonly string[], locale: string): string | undefined {
  const text = folded(words, locale);
  return forms.find((form) => text.includes(folded(form, locale)));
}

export interface MessageWords {
  id: string;
  message: string;
  /** The words a reader sees, arguments left out (wordsOf). */
  words: string;
}

/** Messages by id, with their words. */
export const messageWords = (messages: Record<string, string>): MessageWords[] =>
  Object.entries(messages).map(([id, message]) => ({ id, message, words: wordsOf(message) }));

/** Every message of every area in one locale: screen and paper alike. */
export const catalogueWords = (locale: string): MessageWords[] => areas.flatMap((area) => messageWords(areaMessages(area, locale)));

/** The concepts an English message holds, by the English glossary's forms. */
export function conceptsIn(englishWords: string, english: Glossary): Concept[] {
  return concepts.filter((concept) => formIn(englishWords, english.terms[concept].forms, 'en-AU'));
}
