import { useEffect, useState } from 'react';

/** The page's clock, read again each second while `ticking`: for a countdown shown to the second. */
export function useTickingClock(ticking = true): number {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    if (!ticking) return;
    const tick = setInterval(() => setNow(Date.now()), 1_000);
    return () => clearInterval(tick);
  }, [ticking]);
  return now;
}
