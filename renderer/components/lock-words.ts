import type { PinAsk } from './pin-dialog';

/** An idle limit as staff say it: "2 minutes", "90 seconds". */
export function limitWords(seconds: number): string {
  if (seconds % 60 !== 0) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = seconds / 60;
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

/** K4: Lock hides and keeps; only the idle limit, switching profile and "Next customer" wipe. The dialog says exactly that. */
export function lockAskFor(staffIdleSeconds: number): PinAsk {
  return {
    purpose: 'lock',
    title: 'Lock the kiosk',
    intro:
      'Your work stays on this kiosk, out of sight, until you unlock it with your staff PIN. ' +
      `If the kiosk stays locked longer than ${limitWords(staffIdleSeconds)}, or you switch profile, it is cleared for the next customer.`,
    submitLabel: 'Lock now',
  };
}
