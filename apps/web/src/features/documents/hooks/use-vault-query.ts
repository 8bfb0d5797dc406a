import {
  DOCUMENT_CATEGORIES,
  DOCUMENT_SORTS,
  type TDocumentCategory,
} from '@charterline/shared/schemas/documents';
import { useSearchParams } from 'react-router';
import type { TVaultQuery } from '../api/get-documents';

const isCategory = (value: string | null): value is TDocumentCategory =>
  (DOCUMENT_CATEGORIES as readonly (string | null)[]).includes(value);
const isSort = (value: string | null): value is TVaultQuery['sort'] =>
  (DOCUMENT_SORTS as readonly (string | null)[]).includes(value);

/**
 * The vault's search, filter, sort and "Show deleted" live in the URL (a link or a reload
 * shows the same list); other parameters (the LLC Management tab) are kept as they are.
 */
export const useVaultQuery = () => {
  const [params, setParams] = useSearchParams();
  const category = params.get('category');
  const sort = params.get('sort');
  const query: TVaultQuery = {
    q: params.get('q')?.trim() ?? '',
    category: isCategory(category) ? category : '',
    sort: isSort(sort) ? sort : 'newest',
    deleted: params.get('deleted') === 'true',
  };
  const setQuery = (change: Partial<TVaultQuery>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        const merged = { ...query, ...change };
        const values: Record<string, string> = {
          q: merged.q,
          category: merged.category,
          sort: merged.sort === 'newest' ? '' : merged.sort,
          deleted: merged.deleted ? 'true' : '',
        };
        for (const [name, value] of Object.entries(values)) {
          if (value) next.set(name, value);
          else next.delete(name);
        }
        return next;
      },
      // Typing a search replaces the entry: Back leaves the page, not each letter.
      { replace: true },
    );
  return { query, setQuery };
};
