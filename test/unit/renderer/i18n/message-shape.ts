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

/** Every plural's case keys, for the locale's own plural rules. */
export function pluralCasesOf(message: string): string[][] {
  const cases: string[][] = [];
  const visit = (tokens: Token[]) => {
    for (const token of tokens) {
      if (token.type === 'plural' || token.type === 'select' || token.type === 'selectordinal') {
        if (token.type === 'plural') cases.push(token.cases.map((each) => each.key));
        for (const each of token.cases) visit(each.tokens);
      }
    }
  };
  visit(parse(message));
  return cases;
}

/** The element tags Lingui's <Trans> fills (`<0>`, `</0>`, `<1/>`), in the order they appear in each plural case. */
export function tagsOf(message: string): string[] {
  return [...new Set(message.match(/<\/?\d+\/?>/g) ?? [])].sort();
}
