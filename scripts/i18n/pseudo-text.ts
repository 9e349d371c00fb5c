// The pseudo-locale (K14's check): English with every letter accented, so a visible plain letter is a word that did
// not come from the catalogue. Brackets mark where each message starts and ends.

const accented: Record<string, string> = Object.fromEntries(
  [...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'].map((letter, index) => [
    letter,
    [...'àƀçđéƒĝĥîĵķļɱñöþǫŕšţûṽŵẋýžÀƁÇĐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽ'][index] ?? letter,
  ]),
);

/** One piece of a message's text, accented letter by letter. */
export function pseudoText(text: string): string {
  return [...text].map((character) => accented[character] ?? character).join('');
}

export const pseudoOpen = '⟦';
export const pseudoClose = '⟧';
