import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TLedgerAccount,
  TLedgerAccountInput,
  TLedgerAccountPatch,
} from '@charterline/shared/schemas/accounting';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { accountingPath } from './paths';

const ACCOUNTS = accountingPath('accounts');

/** Every account of the books, archived ones included (the panel shows them apart). */
export const useLedgerAccounts = (options: { enabled?: boolean } = {}) =>
  useQuery({
    queryKey: queryKeys.ledgerAccounts.lists(),
    queryFn: ({ signal }) => apiRequest<TLedgerAccount[]>(ACCOUNTS, { signal }),
    enabled: options.enabled ?? true,
  });

/** An account changes the overview and the ledger's filters too. */
const useBooksChanged = () => {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.ledgerAccounts.all }),
      queryClient.invalidateQueries({ queryKey: queryKeys.booksOverview.all }),
    ]);
};

/** `silent`: the dialog shows the field errors next to the fields. */
export const useCreateAccount = () => {
  const changed = useBooksChanged();
  return useMutation({
    mutationFn: (body: TLedgerAccountInput) =>
      apiRequest<TLedgerAccount>(ACCOUNTS, { method: 'POST', body }),
    meta: { silent: true },
    onSuccess: changed,
  });
};

export const useUpdateAccount = () => {
  const changed = useBooksChanged();
  return useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: TLedgerAccountPatch }) =>
      apiRequest<TLedgerAccount>(accountingPath('accounts', id), { method: 'PATCH', body: patch }),
    meta: { silent: true },
    onSuccess: changed,
  });
};

/** Only an empty account goes (ACCOUNT_NOT_EMPTY otherwise: the card says it by the button). */
export const useDeleteAccount = () => {
  const changed = useBooksChanged();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<unknown>(accountingPath('accounts', id), { method: 'DELETE' }),
    meta: { silent: true },
    onSuccess: changed,
  });
};
