import { useEffect } from 'react';

const activity = ['pointerdown', 'keydown', 'input', 'wheel', 'touchstart'] as const;

/** K4: after `seconds` without a touch or a key, `onIdle` runs (and again after each new stretch of quiet). */
export function useIdleTimer(seconds: number, onIdle: () => void): void {
  useEffect(() => {
    let timer = setTimeout(onIdle, seconds * 1000);
    const restart = () => {
      clearTimeout(timer);
      timer = setTimeout(onIdle, seconds * 1000);
    };
    for (const name of activity) window.addEventListener(name, restart, { capture: true, passive: true });
    return () => {
      clearTimeout(timer);
      for (const name of activity) window.removeEventListener(name, restart, { capture: true });
    };
  }, [seconds, onIdle]);
}

/** K4's 120 s, unless the page was opened with `?idle=<seconds>` (tests, demos). */
export function idleSecondsFrom(search: string): number {
  const asked = Number(new URLSearchParams(search).get('idle'));
  return Number.isFinite(asked) && asked >= 1 && asked <= 3600 ? asked : 120;
}
