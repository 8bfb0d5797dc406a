import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { ApiError } from './api-client';

const FIVE_MINUTES = 5 * 60 * 1000;

// docs/product.md § Errors: a toast for every failed request except cancelled or timed-out
// ones (their toastText is null). A 401 is handled once, by the session-expired handler.
const toastFailure = (error: unknown, meta: Record<string, unknown> | undefined): void => {
  if (meta?.silent) return;
  if (error instanceof ApiError) {
    if (error.status === 401 && error.toastText === 'Session expired. Please login again.') return;
    if (error.toastText) toast.error(error.toastText, { id: error.toastText });
    return;
  }
  toast.error('An unexpected error occurred. Please try again.');
};

// Stale 5 min, cache 10 min, no retry on 4xx, at most 2 otherwise, no refetch on focus
// (docs/product.md § Constants).
export const queryClient = new QueryClient({
  queryCache: new QueryCache({ onError: (error, query) => toastFailure(error, query.meta) }),
  mutationCache: new MutationCache({
    onError: (error, _vars, _ctx, mutation) => toastFailure(error, mutation.meta),
  }),
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
