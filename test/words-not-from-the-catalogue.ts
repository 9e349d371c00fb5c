// K14's check that nothing a customer reads is missed, for the component tests and (passed to page.evaluate, so it
// stays self-contained) the end-to-end ones: in the pseudo-locale every catalogue message is English with its letters
// accented and bracketed (⟦Ĥéļļö⟧), so a plain letter left on a customer screen is a word typed into a component.
// Excluded by rule: what the customer or the service wrote (`data`: their name, email, product; the provider's legal
// texts), money, dates, and the language chooser's own names.

/** Every visible text and aria-label under `root` that still has a plain letter once the data excluded by rule is taken out. */
export function wordsNotFromTheCatalogue({ root, data }: { root: string; data: readonly string[] }): string[] {
  const excluded = '.legal, .language-choice__list';
  const money = /\$[\d,]+\.\d{2}/g;
  const date = /\b(Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day \d{1,2} [A-Z][a-z]+ \d{4}\b/g;
  const found: string[] = [];
  const plain = (words: string) => {
    let text = words.replace(money, '').replace(date, '');
    for (const value of data) text = text.replaceAll(value, '');
    return /[A-Za-z]/.test(text);
  };
  for (const element of document.querySelectorAll(root)) {
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest(excluded) || !parent.checkVisibility()) continue;
      if (plain(node.textContent ?? '')) found.push((node.textContent ?? '').trim());
    }
    // What a screen reader says for an element is read too.
    for (const labelled of element.querySelectorAll('[aria-label]'))
      if (!labelled.closest(excluded) && labelled.checkVisibility() && plain(labelled.getAttribute('aria-label') ?? ''))
        found.push(`aria-label: ${labelled.getAttribute('aria-label')}`);
  }
  return found;
}
