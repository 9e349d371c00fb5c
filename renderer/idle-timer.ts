import { useEffect, useRef, useState } from 'react';
import { IdleCountdown, warningSecondsFor } from './idle-countdown';

const activity = ['pointerdown', 'keydown', 'input', 'wheel', 'touchstart'] as const;

export interface IdleWarning {
  /** Seconds left while "Still there?" asks; null while nobody is being asked. */
  secondsLeft: number | null;
  warningSeconds: number;
  /** "I'm still here": everything stays and the quiet time starts over. */
  stay(): void;
}

/**
 * K4: after `seconds` without a touch or a key, `onWipe` runs; the last seconds of that time ask "Still there?"
 * first. A new limit (customer mode's, K6) starts the time over; `enabled` false stops it (nothing to wipe).
 */
export function useIdleTimer(seconds: number, enabled: boolean, onWipe: () => void): IdleWarning {
  const [secondsLeft, setSecondsLeft] = useState<number | null>(null);
  const wipe = useRef(onWipe);
  const countdown = useRef<IdleCountdown | null>(null);
  useEffect(() => {
    wipe.current = onWipe;
  }, [onWipe]);
  useEffect(() => {
    if (!enabled) return;
    const watch = new IdleCountdown(seconds, { warning: setSecondsLeft, wipe: () => wipe.current() });
    countdown.current = watch;
    const restart = () => watch.activity();
    for (const name of activity) window.addEventListener(name, restart, { capture: true, passive: true });
    watch.start();
    return () => {
      watch.stop();
      countdown.current = null;
      setSecondsLeft(null);
      for (const name of activity) window.removeEventListener(name, restart, { capture: true });
    };
  }, [seconds, enabled]);
  return { secondsLeft, warningSeconds: warningSecondsFor(seconds), stay: () => countdown.current?.stay() };
}
