import { z } from 'zod/mini';

// K15: a profile's credentials, and then its quotes and customers, go to its service address, so a real service's
// (live, or the provider's sandbox) is https://; plain http:// only to a vendor's own sandbox on this laptop. One rule
// for main, which enforces it at the contract's border, and the screens, which say it beside the address field.
// zod/mini: the first screen's session schemas come with it (issue 37).

const overTls = z.url({ protocol: /^https$/ });
/** This laptop itself, as a URL's hostname gives it (IPv6 in brackets). */
const onThisLaptop = z.url({ protocol: /^http$/, hostname: /^(?:127\.0\.0\.1|\[::1\]|localhost)$/ });
const anyWeb = z.url({ protocol: /^https?$/ });

/** What is wrong with `address` for a profile of `kind`, in plain words for beside the field; null when nothing is. */
export function serviceAddressProblem(kind: 'sandbox' | 'live', address: string): string | null {
  const trimmed = address.trim();
  if (overTls.safeParse(trimmed).success) return null;
  if (!anyWeb.safeParse(trimmed).success) return 'Enter the service address, starting with https://';
  if (kind === 'live') return 'A live service address starts with https://';
  if (onThisLaptop.safeParse(trimmed).success) return null;
  return 'Use the service’s https:// address: http:// is only for a sandbox on this laptop (127.0.0.1, ::1 or localhost).';
}
