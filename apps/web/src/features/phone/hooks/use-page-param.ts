import { useMemo } from 'react';
import { z } from 'zod';
import { urlParam, useUrlState } from '@/lib/url-state';

/**
 * A list's page kept in the address (`?tab=phone&texts=2`), 1-based there and in the API;
 * anything that is not a page number is page 1. Each page is a step of Back.
 */
export const usePageParam = (name: string) => {
  const schema = useMemo(() => z.object({ [name]: urlParam.page(1) }), [name]);
  const { state, setState } = useUrlState(schema);
  const page = state[name] ?? 1;
  const setPage = (next: number) => setState({ [name]: next });
  return [page, setPage] as const;
};
