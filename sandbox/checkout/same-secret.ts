import { createHash, timingSafeEqual } from 'node:crypto';

/** Compares a secret with what a browser sent, in time that does not depend on where they differ. */
export function sameSecret(expected: string, given: string | undefined): boolean {
  if (given === undefined) return false;
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(expected), digest(given));
}
