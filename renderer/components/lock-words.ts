import type { PinAsk } from './pin-dialog';
import { say } from '../app-words';

/** An idle limit as staff say it: "2 minutes", "90 seconds". */
export function limitWords(seconds: number): string {
  if (seconds % 60 !== 0) return say('app.lockAsk.seconds', { seconds });
  return say('app.lockAsk.minutes', { minutes: seconds / 60 });
}

/** K4: Lock hides and keeps; only the idle limit, switching profile and "Next customer" wipe. The dialog says exactly that. */
export function lockAskFor(staffIdleSeconds: number): PinAsk {
  return {
    purpose: 'lock',
    title: say('app.lockAsk.title'),
    intro: say('app.lockAsk.intro', { limit: limitWords(staffIdleSeconds) }),
    submitLabel: say('app.lockAsk.submit'),
  };
}
