import { useEffect } from 'react';
import { useKiosk } from './store/kiosk-store';

/**
 * K4: work kept by a staff Lock never outlives the idle limit: when it runs out while the kiosk is still locked, the
 * idle wipe happens as it would have on the open screens (an unlock after it finds a fresh kiosk).
 */
export function KeptWorkExpiry() {
  const until = useKiosk((state) => state.keptWork?.until ?? null);
  const wipeCustomer = useKiosk((state) => state.wipeCustomer);
  useEffect(() => {
    // Kept without end: only the salesperson's own numbers, which no idle limit takes (own-numbers.ts).
    if (until === null || !Number.isFinite(until)) return;
    const expiry = setTimeout(wipeCustomer, Math.max(0, until - Date.now()));
    return () => clearTimeout(expiry);
  }, [until, wipeCustomer]);
  return null;
}
