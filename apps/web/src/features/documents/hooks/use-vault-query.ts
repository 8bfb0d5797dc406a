import { z } from 'zod';
import { DOCUMENT_CATEGORIES, DOCUMENT_SORTS } from '@charterline/shared/schemas/documents';
import { urlParam, useUrlState } from '@/lib/url-state';
import type { TVaultQuery } from '../api/get-documents';

const ZVaultAddress = z.object({
  q: urlParam.text(true),
  category: z.enum(DOCUMENT_CATEGORIES).or(z.literal('')).catch(''),
  sort: urlParam.oneOf(DOCUMENT_SORTS, 'newest'),
  deleted: urlParam.flag(),
});

/**
 * The vault's search, filter, sort and "Show deleted" live in the URL (a link or a reload
 * shows the same list); other parameters (the LLC Management tab) are kept as they are.
 * Typing a search replaces the entry: Back leaves the page, not each letter.
 */
export const useVaultQuery = () => {
  const { state, setState } = useUrlState(ZVaultAddress, { replace: true });
  const query: TVaultQuery = state;
  const setQuery = (change: Partial<TVaultQuery>) => setState(change);
  return { query, setQuery };
};
