import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TCalendarFeed, TComplianceOverview } from '@charterline/shared/schemas/compliance';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

const FEED_PATH = '/client/company/v7/compliance/feed';

/** Creates the private feed, or a new link for it (the old one stops working). */
export const createCalendarFeed = (): Promise<TCalendarFeed> =>
  apiRequest<TCalendarFeed>(FEED_PATH, { method: 'POST', body: {} });

export const stopCalendarFeed = (): Promise<TCalendarFeed> =>
  apiRequest<TCalendarFeed>(FEED_PATH, { method: 'DELETE' });

/**
 * The overview keeps only that a feed exists (createdAt): its URL is a secret the server
 * shows once, so the page holds it in the mutation's result, never in the cache.
 */
export const useCalendarFeed = (change: 'create' | 'stop') => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change === 'create' ? createCalendarFeed : stopCalendarFeed,
    onSuccess: (feed) =>
      queryClient.setQueryData<TComplianceOverview>(
        queryKeys.compliance.detail('current'),
        (old) => (old ? { ...old, feed: { url: null, createdAt: feed.createdAt } } : old),
      ),
  });
};
