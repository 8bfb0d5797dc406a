import {
  keepPreviousData,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import type {
  TLedgerAccount,
  TSplitInput,
  TTransaction,
  TTransactionInput,
  TTransactionList,
  TTransactionPatch,
} from '@charterline/shared/schemas/accounting';
import { apiDownload, apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { saveBlob } from '@/lib/save-blob';
import { toast } from '@/lib/toast';
import { ACCOUNTING_PATH } from './categories';

export const TRANSACTIONS_PATH = `${ACCOUNTING_PATH}/transactions`;
export const transactionPath = (id: string) => `${TRANSACTIONS_PATH}/${encodeURIComponent(id)}`;
export const LEDGER_PAGE_SIZE = 50;
export const DEFAULT_LEDGER_SORT = 'date,desc';
/** The "Uncategorised" choice of the category filter (not a category id). */
export const UNCATEGORISED = 'none';

/** What the list asks for; all of it lives in the page's address. */
export type TLedgerQuery = {
  q: string;
  accountId: string;
  /** A category id, UNCATEGORISED or ''. */
  categoryId: string;
  from: string;
  to: string;
  page: number;
  sort: string;
};

/** The filters as the API's query string (the export takes the same), in a fixed order. */
export const ledgerFilterParams = (query: TLedgerQuery): URLSearchParams => {
  const params = new URLSearchParams();
  if (query.q) params.set('q', query.q);
  if (query.accountId) params.set('accountId', query.accountId);
  if (query.categoryId === UNCATEGORISED) params.set('uncategorised', 'true');
  else if (query.categoryId) params.set('categoryId', query.categoryId);
  if (query.from) params.set('from', query.from);
  if (query.to) params.set('to', query.to);
  return params;
};

export const isLedgerFiltered = (query: TLedgerQuery): boolean =>
  ledgerFilterParams(query).toString() !== '';

export const ledgerListPath = (query: TLedgerQuery): string => {
  const params = ledgerFilterParams(query);
  if (query.page > 0) params.set('page', String(query.page));
  params.set('size', String(LEDGER_PAGE_SIZE));
  if (query.sort !== DEFAULT_LEDGER_SORT) params.set('sort', query.sort);
  return `${TRANSACTIONS_PATH}?${params.toString()}`;
};

/** A page of transactions and the money in/out of everything the filters select. */
export const useLedgerTransactions = (query: TLedgerQuery) =>
  useQuery({
    queryKey: queryKeys.ledgerTransactions.list(query),
    queryFn: ({ signal }) => apiRequest<TTransactionList>(ledgerListPath(query), { signal }),
    placeholderData: keepPreviousData,
  });

/** How many transactions wait for a category (the "Uncategorised (N)" chip). */
export const useUncategorisedCount = () =>
  useQuery({
    queryKey: queryKeys.ledgerTransactions.list({ uncategorisedCount: true }),
    queryFn: ({ signal }) =>
      apiRequest<TTransactionList>(`${TRANSACTIONS_PATH}?uncategorised=true&size=1`, { signal }),
    select: (list) => list.totalElements,
  });

/**
 * The accounts for the filter and the add dialog (helper D's accounts.ts owns the accounts
 * screen; this reads the same list under the same key).
 */
export const useLedgerAccountsForFilter = () =>
  useQuery({
    queryKey: queryKeys.ledgerAccounts.lists(),
    queryFn: ({ signal }) =>
      apiRequest<TLedgerAccount[]>(`${ACCOUNTING_PATH}/accounts`, { signal }),
  });

/** After a change to the books: the lists, the overview's counts and the reports. */
export const useBooksChanged = () => {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.ledgerTransactions.all }),
      queryClient.invalidateQueries({ queryKey: queryKeys.ledgerAccounts.all }),
      queryClient.invalidateQueries({ queryKey: queryKeys.ledgerCategories.all }),
      queryClient.invalidateQueries({ queryKey: queryKeys.booksOverview.all }),
      queryClient.invalidateQueries({ queryKey: queryKeys.booksReports.all }),
    ]);
};

type TListSnapshot = [QueryKey, TTransactionList | undefined][];

/**
 * A transaction's category, shown at once (every cached page showing it is updated) and put
 * back if the server refuses; the refusal is toasted with the server's words.
 */
export const useSetCategory = () => {
  const queryClient = useQueryClient();
  const changed = useBooksChanged();
  return useMutation({
    mutationFn: ({
      id,
      categoryId,
    }: {
      id: string;
      categoryId: string | null;
      name: string | null;
    }) => apiRequest<TTransaction>(transactionPath(id), { method: 'PATCH', body: { categoryId } }),
    onMutate: async ({ id, categoryId, name }) => {
      await queryClient.cancelQueries({ queryKey: queryKeys.ledgerTransactions.lists() });
      const before: TListSnapshot = queryClient.getQueriesData<TTransactionList>({
        queryKey: queryKeys.ledgerTransactions.lists(),
      });
      queryClient.setQueriesData<TTransactionList>(
        { queryKey: queryKeys.ledgerTransactions.lists() },
        (list) =>
          list?.content
            ? {
                ...list,
                content: list.content.map((t) =>
                  t.id === id ? { ...t, categoryId, categoryName: name } : t,
                ),
              }
            : list,
      );
      return { before };
    },
    onError: (_error, _vars, context) => {
      for (const [key, data] of context?.before ?? []) queryClient.setQueryData(key, data);
    },
    onSettled: changed,
  });
};

export const useBulkCategorise = () => {
  const changed = useBooksChanged();
  return useMutation({
    mutationFn: (body: { ids: string[]; categoryId: string | null }) =>
      apiRequest<{ updated: number }>(`${TRANSACTIONS_PATH}/categorise`, { method: 'POST', body }),
    onSuccess: changed,
  });
};

/** A transaction added by hand. Silent: the dialog shows the errors by its fields. */
export const useCreateTransaction = () => {
  const changed = useBooksChanged();
  return useMutation({
    mutationFn: (body: TTransactionInput) =>
      apiRequest<TTransaction>(TRANSACTIONS_PATH, { method: 'POST', body }),
    meta: { silent: true },
    onSuccess: changed,
  });
};

export const usePatchTransaction = () => {
  const changed = useBooksChanged();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: TTransactionPatch }) =>
      apiRequest<TTransaction>(transactionPath(id), { method: 'PATCH', body }),
    meta: { silent: true },
    onSuccess: changed,
  });
};

export const useDeleteTransaction = () => {
  const changed = useBooksChanged();
  return useMutation({
    mutationFn: (id: string) => apiRequest<unknown>(transactionPath(id), { method: 'DELETE' }),
    onSuccess: changed,
  });
};

/** Puts the parts in place of the category; silent: the dialog shows what went wrong. */
export const useSplitTransaction = () => {
  const changed = useBooksChanged();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: TSplitInput }) =>
      apiRequest<TTransaction>(`${transactionPath(id)}/split`, { method: 'PUT', body }),
    meta: { silent: true },
    onSuccess: changed,
  });
};

export const useRemoveSplit = () => {
  const changed = useBooksChanged();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<TTransaction>(`${transactionPath(id)}/split`, { method: 'DELETE' }),
    onSuccess: changed,
  });
};

/** Deposits an invoice payment may be matched to (same amount and currency, not matched). */
export const useMatchCandidates = (id: string) =>
  useQuery({
    queryKey: queryKeys.ledgerTransactions.detail(`${id}/match-candidates`),
    queryFn: ({ signal }) =>
      apiRequest<TTransaction[]>(`${transactionPath(id)}/match-candidates`, { signal }),
    staleTime: 0,
  });

export const useMatchTransaction = () => {
  const changed = useBooksChanged();
  return useMutation({
    mutationFn: ({ id, transactionId }: { id: string; transactionId: string }) =>
      apiRequest<TTransaction>(`${transactionPath(id)}/match`, {
        method: 'POST',
        body: { transactionId },
      }),
    onSuccess: changed,
  });
};

export const useUnmatchTransaction = () => {
  const changed = useBooksChanged();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<TTransaction>(`${transactionPath(id)}/match`, { method: 'DELETE' }),
    onSuccess: changed,
  });
};

/** Links a receipt already in the documents vault to the transaction. */
export const useAttachReceipt = () => {
  const changed = useBooksChanged();
  return useMutation({
    mutationFn: ({ id, documentId }: { id: string; documentId: string }) =>
      apiRequest<TTransaction>(`${transactionPath(id)}/attachments`, {
        method: 'POST',
        body: { documentId },
      }),
    onSuccess: changed,
  });
};

/** Every transaction the filters select (not only the page shown), as a CSV file. */
export const exportTransactionsCsv = async (query: TLedgerQuery, today: string): Promise<void> => {
  const params = ledgerFilterParams(query).toString();
  const blob = await apiDownload(
    `${TRANSACTIONS_PATH}/export.csv${params ? `?${params}` : ''}`,
  ).catch(() => null);
  if (!blob) {
    toast.error('The export could not be downloaded. Please try again.');
    return;
  }
  saveBlob(blob, `transactions-${today}.csv`);
};
