import type { PrintableQuote } from './printable-quote';

/** Every character the printed quote draws, for the fonts to fetch: its JSON holds each of its words and figures as they are. */
export function quoteText(quote: PrintableQuote): string {
  return JSON.stringify(quote);
}
