import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { TSearchHit } from '@charterline/shared/schemas/search';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

const WAIT_MS = 200;
export const MIN_SEARCH = 2;

/** `value` once it has not changed for `ms` (typing does not call for each key). */
const useSettled = (value: string, ms: number) => {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
};

/**
 * The current company's invoices, customers, letters, documents and tickets matching what is
 * typed (2 characters or more), accents and case ignored by the server.
 */
export const useCompanySearch = (search: string, enabled: boolean) => {
  const typed = search.trim();
  const q = useSettled(typed, WAIT_MS);
  const query = useQuery<TSearchHit[]>({
    queryKey: queryKeys.companySearch.list({ q }),
    queryFn: ({ signal }) =>
      apiRequest<{ hits: TSearchHit[] }>(`/client/company/v7/search?q=${encodeURIComponent(q)}`, {
        signal,
      }).then((d) => d.hits),
    enabled: enabled && q.length >= MIN_SEARCH,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
  const asked = enabled && typed.length >= MIN_SEARCH;
  return {
    hits: asked ? (query.data ?? []) : [],
    /** Typing has not settled, or the answer is on its way: not "no results" yet. */
    searching: asked && (q !== typed || query.isFetching),
  };
};
