import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type {
  TCsvMappingInput,
  TImport,
  TImportPreview,
} from '@charterline/shared/schemas/accounting';
import { apiRequest, apiUpload, type TUploadProgress } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { accountingPath } from './paths';

/** The import page asks again this often while the job runs (decision 0152). */
export const IMPORT_POLL_MS = 500;

const IMPORTS = accountingPath('imports');
const importPath = (id: string, action?: string) =>
  action ? accountingPath('imports', id, action) : accountingPath('imports', id);

const running = (i: TImport | undefined) => i?.status === 'queued' || i?.status === 'running';

/** The history asks again, more slowly than the wizard, while one of its imports runs. */
const HISTORY_POLL_MS = 2_000;

/** An account's statements, newest first (the account card's history). */
export const useImports = (accountId: string) =>
  useQuery({
    queryKey: queryKeys.ledgerImports.list({ accountId }),
    queryFn: ({ signal }) =>
      apiRequest<TImport[]>(`${IMPORTS}?accountId=${encodeURIComponent(accountId)}`, { signal }),
    refetchInterval: (query) => (query.state.data?.some(running) ? HISTORY_POLL_MS : false),
  });

/** One import; polled while the job has it (queued or running), then still. */
export const useImport = (id: string | null) =>
  useQuery({
    queryKey: queryKeys.ledgerImports.detail(id ?? ''),
    queryFn: ({ signal }) => apiRequest<TImport>(importPath(id ?? ''), { signal }),
    enabled: Boolean(id),
    refetchInterval: (query) => (running(query.state.data) ? IMPORT_POLL_MS : false),
  });

/**
 * POST /imports: the account first, then the file (the server reads the fields before the
 * stream), through XMLHttpRequest for the upload progress bar.
 */
export const uploadStatement = (
  accountId: string,
  file: File,
  onProgress: (progress: TUploadProgress) => void,
): Promise<TImport> => {
  const form = new FormData();
  form.append('accountId', accountId);
  form.append('file', file, file.name);
  return apiUpload<TImport>(IMPORTS, form, onProgress);
};

/**
 * POST /imports/{id}/preview as a read: the mapping step fetches it on Continue (its errors
 * go next to the fields), the preview step reads the same answer, and a reload asks again.
 */
export const previewQueryOptions = (id: string, mapping: TCsvMappingInput | null) =>
  queryOptions({
    queryKey: [...queryKeys.ledgerImports.detail(id), 'preview', mapping] as const,
    queryFn: ({ signal }) =>
      apiRequest<TImportPreview>(importPath(id, 'preview'), {
        method: 'POST',
        body: { mapping },
        signal,
      }),
    staleTime: Infinity,
    retry: false,
    meta: { silent: true },
  });

/** What an import changes: its own answer, the history, the accounts, the ledger, the overview. */
const useImportChanged = () => {
  const queryClient = useQueryClient();
  return (answer: TImport) => {
    queryClient.setQueryData(queryKeys.ledgerImports.detail(answer.id), answer);
    return Promise.all(
      [
        queryKeys.ledgerImports.lists(),
        queryKeys.ledgerAccounts.all,
        queryKeys.ledgerTransactions.all,
        queryKeys.booksOverview.all,
        queryKeys.booksReports.all,
      ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
    );
  };
};

export const useCommitImport = (id: string) => {
  const changed = useImportChanged();
  return useMutation({
    mutationFn: (body: { mapping: TCsvMappingInput | null; rememberMapping: boolean }) =>
      apiRequest<TImport>(importPath(id, 'commit'), { method: 'POST', body }),
    meta: { silent: true },
    onSuccess: changed,
  });
};

/** Takes the batch's transactions out of the books (refused when one is in a closed month). */
export const useUndoImport = () => {
  const changed = useImportChanged();
  return useMutation({
    mutationFn: (id: string) => apiRequest<TImport>(importPath(id, 'undo'), { method: 'POST' }),
    onSuccess: changed,
  });
};

/** DELETE /imports/{id}: an upload never imported (or a failed one) and its file go. */
export const useDeleteImport = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<unknown>(importPath(id), { method: 'DELETE' }).then(() => id),
    onSuccess: (id) => {
      queryClient.removeQueries({ queryKey: queryKeys.ledgerImports.detail(id) });
      return queryClient.invalidateQueries({ queryKey: queryKeys.ledgerImports.lists() });
    },
  });
};

/**
 * The job adds the transactions after the commit answered: once it is done, the balances,
 * the ledger, the overview and the reports are asked again.
 */
export const useBooksRefreshWhenDone = (item: TImport) => {
  const queryClient = useQueryClient();
  const done = item.status === 'done';
  useEffect(() => {
    if (!done) return;
    for (const queryKey of [
      queryKeys.ledgerImports.lists(),
      queryKeys.ledgerAccounts.all,
      queryKeys.ledgerTransactions.all,
      queryKeys.booksOverview.all,
      queryKeys.booksReports.all,
    ])
      void queryClient.invalidateQueries({ queryKey });
  }, [done, item.id, queryClient]);
};
