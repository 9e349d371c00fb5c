import { useEffect, useState } from 'react';
import { kiosk } from '../../kiosk';

/** Where the quote's apply link stands: known (training), not knowable here (live), or not readable just now. */
export type ApplyLink =
  { state: 'finding' } | { state: 'known'; link: string } | { state: 'in-email' } | { state: 'failed'; message: string };

/**
 * D17: the quote email's apply link, found by main (quotes:applyLink), which alone knows whether this is training (D27).
 * `quoteId` null: a quote still in the outbox (K8) has no link yet; its email, when it goes, will carry it.
 */
export function useApplyLink(quoteId: string | null, email: string): ApplyLink {
  const [found, setFound] = useState<{ key: string; link: ApplyLink } | null>(null);
  const key = `${quoteId}\n${email}`;
  useEffect(() => {
    if (quoteId === null) return;
    let current = true;
    void kiosk()
      .quotes.applyLink({ id: quoteId, email })
      .then((result) => {
        if (!current) return;
        const link: ApplyLink = !result.ok
          ? { state: 'failed', message: result.error.message }
          : result.data.link === null
            ? { state: 'in-email' }
            : { state: 'known', link: result.data.link };
        setFound({ key, link });
      });
    return () => {
      current = false;
    };
  }, [key, quoteId, email]);
  // An answer about another quote (the screen moved on) is not this one's.
  if (quoteId === null) return { state: 'in-email' };
  return found?.key === key ? found.link : { state: 'finding' };
}
