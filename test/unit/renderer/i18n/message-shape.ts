import { parse, type Token } from '@messageformat/parser';

// K14: what a translation must keep from English: its ICU arguments (names, and plural/select by type) and the
// numbered tags Lingui fills with elements (`<0>#</0>`). Parsed with messageformat's own parser, not a pattern.

/** "name:type" for every argument, nested ones too, sorted and unique. */
export function argumentsOf(message: string): string[] {
  const found = new Set<string>();
  const visit = (tokens: Token[]) => {
    for (const token of tokens) {
      if (token.type === 'argument') found.add(`${token.arg}:argument`);
      if (token.type === 'function') found.add(`${token.arg}:${token.key}`);
      if (token.type === 'plural' || token.type === 'select' || token.type === 'selectordinal') {
        found.add(`${token.arg}:${token.type}`);
        for (const each of token.cases) visit(each.tokens);
      }
    }
  };
  visit(parse(message));
  return [...found].sort();
}

/** A plural or selectordinal in a message: its kind and its case keys (`one`, `other`, `=0`…), nested ones too. */
export interface PluralCases {
  arg: string;
  type: 'cardinal' | 'ordinal';
  keys: string[];
  /** Each case's words (see wordsOf), by key. */
  words: Record<string, string>;
}

/** Every plural's and selectordinal's case keys, for the locale's own plural rules. */
export function pluralCasesOf(message: string): PluralCases[] {
  const cases: PluralCases[] = [];
  const visit = (tokens: Token[]) => {
    for (const token of tokens) {
      if (token.type === 'plural' || token.type === 'select' || token.type === 'selectordinal') {
        if (token.type !== 'select')
          cases.push({
            arg: token.arg,
            type: token.type === 'plural' ? 'cardinal' : 'ordinal',
            keys: token.cases.map((each) => each.key),
            words: Object.fromEntries(token.cases.map((each) => [each.key, wordsIn(each.tokens)])),
          });
        for (const each of token.cases) visit(each.tokens);
      }
    }
  };
  visit(parse(message));
  return cases;
}

/** The cases a plural of this kind must have in this locale: exactly the categories its plural rules give. */
export function pluralCategoriesFor(locale: string, type: PluralCases['type']): string[] {
  return [...new Intl.PluralRules(locale, { type }).resolvedOptions().pluralCategories].sort();
}

/** A plural's category keys, less the exact `=n` cases a message may add to them. */
export function categoryKeys(cases: PluralCases): string[] {
  return cases.keys.filter((key) => !key.startsWith('=')).sort();
}

/**
 * The words a reader sees, whatever the arguments: every literal run of the message and of each plural or select
 * case (`#` kept), one per line. Argument names (`{instalments}`) are not words, so they never count as a term.
 */
export function wordsOf(message: string): string {
  return wordsIn(parse(message));
}

function wordsIn(tokens: Token[]): string {
  const runs: string[] = [];
  const visit = (tokens: Token[]) => {
    for (const token of tokens) {
      if (token.type === 'content') runs.push(token.value);
      else if (token.type === 'octothorpe') runs.push('#');
      else if (token.type === 'plural' || token.type === 'select' || token.type === 'selectordinal')
        for (const each of token.cases) {
          runs.push('\n');
          visit(each.tokens);
        }
      else runs.push('\n');
    }
  };
  visit(tokens);
  return runs.join('').replace(/\n+/g, '\n').trim();
}

/** The element tags Lingui's <Trans> fills (`<0>`, `</0>`, `<1/>`), in the order they appear in each plural case. */
export function tagsOf(message: string): string[] {
  return [...new Set(message.match(/<\/?\d+\/?>/g) ?? [])].sort();
}
