import { QueryClient } from '@tanstack/react-query';

/**
 * The page's cache of what main answered. Main retries and queues what needs it (K3, K7, K8), so a failed read is
 * shown, not asked again by itself; nothing polls or refetches on focus: main's pushed events keep the cache current
 * (kiosk-events.ts), and a screen opened again reads afresh.
 */
export function createKioskQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, refetchOnReconnect: false, staleTime: 0 },
      mutations: { retry: false },
    },
  });
}
