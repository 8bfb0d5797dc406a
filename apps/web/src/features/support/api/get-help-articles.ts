import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { THelpArticle, THelpArticleSummary } from '@charterline/shared/schemas/support';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { supportPath } from './paths';

/** Articles change with a release, not while a page is open. */
const STALE_MS = 10 * 60_000;

/** GET …/support/articles?q=&limit=: the best matches for what the customer typed. */
export const helpArticlesQueryOptions = (q: string, limit = 5) =>
  queryOptions({
    queryKey: queryKeys.helpArticles.list({ q, limit }),
    queryFn: ({ signal }) =>
      apiRequest<THelpArticleSummary[]>(
        `${supportPath('articles')}?${new URLSearchParams({ q, limit: String(limit) }).toString()}`,
        { signal },
      ),
    staleTime: STALE_MS,
    // Suggestions are a help, not the task: when they fail the form goes on without them.
    meta: { silent: true },
    placeholderData: keepPreviousData,
  });

/** Only asked once there is something to match (`enabled`). */
export const useHelpArticles = (q: string, enabled: boolean) =>
  useQuery({ ...helpArticlesQueryOptions(q), enabled });

/** GET …/support/articles/{slug}: one article with its blocks. */
export const helpArticleQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: queryKeys.helpArticles.detail(slug),
    queryFn: ({ signal }) => apiRequest<THelpArticle>(supportPath('articles', slug), { signal }),
    staleTime: STALE_MS,
  });

export const useHelpArticle = (slug: string) => useQuery(helpArticleQueryOptions(slug));
