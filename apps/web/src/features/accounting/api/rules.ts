import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TRule, TRuleInput } from '@charterline/shared/schemas/accounting';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { ACCOUNTING_PATH } from './categories';

export const RULES_PATH = `${ACCOUNTING_PATH}/rules`;
const rulePath = (id: string) => `${RULES_PATH}/${encodeURIComponent(id)}`;

/** The rules in the order they are tried (the first that matches wins). */
export const useLedgerRules = () =>
  useQuery({
    queryKey: queryKeys.ledgerRules.lists(),
    queryFn: ({ signal }) => apiRequest<TRule[]>(RULES_PATH, { signal }),
  });

const useRulesChanged = () => {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: queryKeys.ledgerRules.all });
};

/** Adds a rule, or replaces one (`id`). */
export const useSaveRule = () => {
  const changed = useRulesChanged();
  return useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: TRuleInput }) =>
      id
        ? apiRequest<TRule>(rulePath(id), { method: 'PUT', body })
        : apiRequest<TRule>(RULES_PATH, { method: 'POST', body }),
    meta: { silent: true },
    onSuccess: changed,
  });
};

export const useDeleteRule = () => {
  const changed = useRulesChanged();
  return useMutation({
    mutationFn: (id: string) => apiRequest<unknown>(rulePath(id), { method: 'DELETE' }),
    onSuccess: changed,
  });
};

/** Runs the rules over the uncategorised transactions; the books change everywhere. */
export const useApplyRules = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest<{ examined: number; categorised: number }>(`${RULES_PATH}/apply`, {
        method: 'POST',
        body: {},
      }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.ledgerTransactions.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.ledgerCategories.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.booksOverview.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.booksReports.all }),
      ]),
  });
};
