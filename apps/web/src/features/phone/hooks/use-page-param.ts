import { useSearchParams } from 'react-router';

/**
 * A list's page kept in the address (`?tab=phone&texts=2`), 1-based there and in the API;
 * anything that is not a page number is page 1.
 */
export const usePageParam = (name: string) => {
  const [search, setSearch] = useSearchParams();
  const read = Number(search.get(name));
  const page = Number.isInteger(read) && read > 1 ? read : 1;
  const setPage = (next: number) =>
    setSearch((current) => {
      const params = new URLSearchParams(current);
      if (next <= 1) params.delete(name);
      else params.set(name, String(next));
      return params;
    });
  return [page, setPage] as const;
};
