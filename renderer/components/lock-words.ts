import type { PinAsk } from './pin-dialog';
import { say } from './shared-words';

/** An idle limit as staff say it: "2 minutes", "90 seconds". */
export function limitWords(seconds: number): string {
  if (seconds % 60 !== 0) return say('shared.lock.seconds', { seconds });
  return say('shared.lock.minutes', { minutes: seconds / 60 });
}

/** K4: Lock hides and keeps; only the idle limit, switching profile and "Next customer" wipe. The dialog says exactly that. */
export function lockAskFor(staffIdleSeconds: number): PinAsk {
  return {
    purpose: 'lock',
    title: say('shared.lock.title'),
    intro: say('shared.lock.intro', { limit: limitWords(staffIdleSeconds) }),
    submitLabel: say('shared.lock.submit'),
  };
}
