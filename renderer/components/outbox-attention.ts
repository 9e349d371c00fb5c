// K8: the top bar's count of the outbox, in staff's words: on its own, so the first load has it without the Outbox
// panel's words (outbox-words.ts), which load with the panel (issue 37).

/** "1 entry could not be read", "3 entries could not be read". */
export const notRead = (unreadable: number) => `${unreadable === 1 ? '1 entry' : `${unreadable} entries`} could not be read`;

/** The top bar's count: what is waiting to go, what waits for staff, and what could not be read. */
export function outboxAttention(queued: number, needsDecision: number, unreadable = 0): { count: number; label: string } {
  const count = queued + needsDecision + unreadable;
  if (count === 0) return { count, label: 'Outbox, nothing waiting' };
  const label = `Outbox, ${count} ${count === 1 ? 'needs' : 'need'} attention`;
  return { count, label: unreadable > 0 ? `${label}: ${notRead(unreadable)}` : label };
}
