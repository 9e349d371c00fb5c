import type { QueryClient } from '@tanstack/react-query';

/** Everything the query cache holds, as text: what a K4 test searches for a customer's details. */
export function cachedText(queryClient: QueryClient): string {
  return JSON.stringify(
    queryClient
      .getQueryCache()
      .getAll()
      .map((query) => query.state.data),
  );
}
