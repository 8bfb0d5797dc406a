import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TCategory,
  TCategoryInput,
  TCategoryType,
} from '@charterline/shared/schemas/accounting';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const ACCOUNTING_PATH = '/client/company/v7/accounting';
export const CATEGORIES_PATH = `${ACCOUNTING_PATH}/categories`;
const categoryPath = (id: string) => `${CATEGORIES_PATH}/${encodeURIComponent(id)}`;

/** The company's chart (archived ones included: the list hides them where a pick is made). */
export const useLedgerCategories = () =>
  useQuery({
    queryKey: queryKeys.ledgerCategories.lists(),
    queryFn: ({ signal }) => apiRequest<TCategory[]>(CATEGORIES_PATH, { signal }),
  });

/** A category's name and type changes what the transactions and reports show. */
const useCategoriesChanged = () => {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.ledgerCategories.all }),
      queryClient.invalidateQueries({ queryKey: queryKeys.ledgerTransactions.all }),
      queryClient.invalidateQueries({ queryKey: queryKeys.ledgerRules.all }),
      queryClient.invalidateQueries({ queryKey: queryKeys.booksReports.all }),
    ]);
};

export const useCreateCategory = () => {
  const changed = useCategoriesChanged();
  return useMutation({
    mutationFn: (body: TCategoryInput) =>
      apiRequest<TCategory>(CATEGORIES_PATH, { method: 'POST', body }),
    meta: { silent: true },
    onSuccess: changed,
  });
};

export type TCategoryChange = Partial<TCategoryInput> & { archived?: boolean };

export const usePatchCategory = () => {
  const changed = useCategoriesChanged();
  return useMutation({
    mutationFn: ({ id, ...body }: TCategoryChange & { id: string }) =>
      apiRequest<TCategory>(categoryPath(id), { method: 'PATCH', body }),
    meta: { silent: true },
    onSuccess: changed,
  });
};

/** Only an unused category goes (409 CATEGORY_IN_USE otherwise: archive it instead). */
export const useDeleteCategory = () => {
  const changed = useCategoriesChanged();
  return useMutation({
    // Not silent: a refusal (CATEGORY_IN_USE) is toasted with the server's words.
    mutationFn: (id: string) => apiRequest<unknown>(categoryPath(id), { method: 'DELETE' }),
    onSuccess: changed,
  });
};

/** The categories one may pick, by type in the chart's order (archived left out). */
export const groupCategories = (
  categories: readonly TCategory[],
  types: readonly TCategoryType[],
): { type: TCategoryType; categories: TCategory[] }[] =>
  types
    .map((type) => ({
      type,
      categories: categories.filter((c) => c.type === type && !c.archived),
    }))
    .filter((g) => g.categories.length > 0);
