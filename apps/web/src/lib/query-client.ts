import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

const FIVE_MINUTES = 5 * 60 * 1000;

// SPEC.md 9: stale 5 min, cache 10 min, no retry on 4xx, at most 2 otherwise, no refetch on focus.
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: FIVE_MINUTES,
      gcTime: 2 * FIVE_MINUTES,
      refetchOnWindowFocus: false,
      retry: (failures, error) =>
        !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failures < 2,
    },
  },
});
