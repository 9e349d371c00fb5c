import type { PrintableQuote } from './printable-quote';

/**
 * Every character the printed quote draws, each once, for the fonts to fetch (the pieces holding them, the glyphs
 * loaded before printing): its JSON holds each of its words and figures as they are.
 */
export function quoteText(quote: PrintableQuote): string {
  return [...new Set(JSON.stringify(quote))].join('');
}
