const dayMs = 86_400_000;

const longDate = new Intl.DateTimeFormat('en-AU', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });

/** "Wednesday 24 December 2026": the day spelt out, so nobody has to work out what a date falls on. */
export function longDateWords(at: Date): string {
  const part = (type: Intl.DateTimeFormatPartTypes) => longDate.formatToParts(at).find((each) => each.type === type)?.value ?? '';
  return `${part('weekday')} ${part('day')} ${part('month')} ${part('year')}`;
}

/**
 * D17: the apply link works until the quote expires, 30 days after it was sent; `now` is the service's time (epoch ms),
 * so training's moved clock counts too. "Works until Wednesday 24 December 2026 — 30 days".
 */
export function applyLinkExpiryWords(expires: string, now: number): string {
  const daysLeft = applyLinkDaysLeft(expires, now);
  return `Works until ${longDateWords(new Date(expires))} — ${daysLeft} ${daysLeft === 1 ? 'day' : 'days'}`;
}

/** D17: whole days until the apply link stops working, from the service's `now` (epoch ms); never below zero. */
export function applyLinkDaysLeft(expires: string, now: number): number {
  return Math.max(0, Math.ceil((new Date(expires).getTime() - now) / dayMs));
}
