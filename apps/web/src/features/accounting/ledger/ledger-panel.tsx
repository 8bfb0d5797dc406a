import { Download, Landmark, Plus } from 'lucide-react';
import { useRef, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router';
import type { TTransaction } from '@charterline/shared/schemas/accounting';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { toast } from '@/lib/toast';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { LoadFailed } from '@/components/ui/load-states';
import { localToday } from '@/lib/local-today';
import { useLedgerCategories } from '../api/categories';
import {
  exportTransactionsCsv,
  isLedgerFiltered,
  useAttachReceipt,
  useDeleteTransaction,
  useLedgerAccountsForFilter,
  useLedgerTransactions,
  useSetCategory,
  useUncategorisedCount,
  useUnmatchTransaction,
} from '../api/transactions';
import { BulkBar } from './bulk-bar';
import { LedgerFilters } from './ledger-filters';
import { LedgerList } from './ledger-list';
import { Pager } from '@/components/ui/pager';
import { sumsLine } from './ledger-texts';
import { MatchDialog } from './match-dialog';
import { downloadReceipt, uploadReceipt } from './receipts';
import type { TRowActions } from './row-parts';
import { SplitDialog } from './split-dialog';
import { TransactionDialog } from './transaction-dialog';
import { useLedgerQuery } from './use-ledger-query';

export const IMPORT_PATH = '/dashboard/accounting/import';

type TOpen =
  | { kind: 'add' }
  | { kind: 'edit' | 'split' | 'match' | 'delete'; transaction: TTransaction }
  | null;

/** Grey rows while the list loads, announced once. */
const SkeletonRows = () => (
  <div role="status" aria-live="polite" className="space-y-2">
    <span className="sr-only">Loading transactions…</span>
    {Array.from({ length: 6 }, (_, i) => (
      <div key={i} aria-hidden="true" className="h-12 animate-pulse rounded-md bg-slate-200" />
    ))}
  </div>
);

/** The Transactions tab: filters in the address, the list, bulk categorising, dialogs. */
export const LedgerPanel = () => {
  const { query, setQuery, clearFilters } = useLedgerQuery();
  const list = useLedgerTransactions(query);
  const categories = useLedgerCategories();
  const accounts = useLedgerAccountsForFilter();
  const uncategorised = useUncategorisedCount();
  const setCategory = useSetCategory();
  const remove = useDeleteTransaction();
  const unmatch = useUnmatchTransaction();
  const attach = useAttachReceipt();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [open, setOpen] = useState<TOpen>(null);
  const [exporting, setExporting] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const attachTo = useRef<TTransaction | null>(null);
  const chart = categories.data ?? [];

  const clearSelection = () => setSelected(new Set());
  const toggle = (id: string) =>
    setSelected((now) => {
      const next = new Set(now);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const pageIds = (list.data?.content ?? []).filter((t) => !t.locked).map((t) => t.id);
  const toggleAll = () =>
    setSelected((now) =>
      pageIds.every((id) => now.has(id)) ? new Set() : new Set([...now, ...pageIds]),
    );

  const actions: TRowActions = {
    categories: chart,
    setCategory: (t, categoryId) =>
      setCategory.mutate({
        id: t.id,
        categoryId: categoryId || null,
        name: chart.find((c) => c.id === categoryId)?.name ?? null,
      }),
    split: (t) => setOpen({ kind: 'split', transaction: t }),
    edit: (t) => setOpen({ kind: 'edit', transaction: t }),
    remove: (t) => setOpen({ kind: 'delete', transaction: t }),
    match: (t) => setOpen({ kind: 'match', transaction: t }),
    unmatch: (t) =>
      unmatch.mutate(t.id, {
        onSuccess: () => toast.success('Unmatched from the invoice payment'),
      }),
    attach: (t) => {
      attachTo.current = t;
      fileInput.current?.click();
    },
    openReceipt: (id) => void downloadReceipt(id),
  };

  const onFile = async (file: File | undefined) => {
    const target = attachTo.current;
    if (!file || !target) return;
    const documentId = await uploadReceipt(file).catch(() => null);
    if (!documentId) {
      toast.error('The receipt could not be uploaded. Please try again.');
      return;
    }
    attach.mutate(
      { id: target.id, documentId },
      { onSuccess: () => toast.success('Receipt attached') },
    );
  };

  const exportCsv = async () => {
    setExporting(true);
    await exportTransactionsCsv(query, localToday());
    setExporting(false);
  };

  const onKeyDown = (e: KeyboardEvent) => {
    // A dialog's Escape (portalled, but bubbling through React) closes the dialog only.
    if (e.key === 'Escape' && selected.size > 0 && open === null) clearSelection();
  };

  const changeQuery = (change: Parameters<typeof setQuery>[0]) => {
    clearSelection();
    setQuery(change);
  };

  const header = (
    <div className="flex flex-wrap items-center justify-end gap-2">
      <Button
        variant="neutral"
        appearance="outlined"
        icon={<Download size={18} aria-hidden="true" />}
        loading={exporting}
        onClick={() => void exportCsv()}
      >
        Export CSV
      </Button>
      <Button icon={<Plus size={18} aria-hidden="true" />} onClick={() => setOpen({ kind: 'add' })}>
        Add a transaction
      </Button>
    </div>
  );

  let body;
  if (list.isPending) body = <SkeletonRows />;
  else if (list.isError)
    body = (
      <LoadFailed what="Your transactions could not be loaded." retry={() => void list.refetch()} />
    );
  else if (list.data.totalElements === 0 && !isLedgerFiltered(query))
    body = (
      <EmptyState
        icon={<Landmark size={28} aria-hidden="true" />}
        title="No transactions yet"
        text="Import a statement to see your transactions here"
        action={
          <Link
            to={IMPORT_PATH}
            className="inline-flex h-10 items-center rounded-lg bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-900"
          >
            Import a statement
          </Link>
        }
      />
    );
  else
    body = (
      <>
        <LedgerFilters
          query={query}
          onChange={changeQuery}
          accounts={accounts.data ?? []}
          categories={chart}
          uncategorised={uncategorised.data}
        />
        {list.data.sums.length > 0 ? (
          <ul aria-label="Totals" className="flex flex-wrap gap-x-6 text-sm text-slate-700">
            {list.data.sums.map((s) => (
              <li key={s.currency}>{sumsLine(s)}</li>
            ))}
          </ul>
        ) : null}
        {list.data.content.length === 0 ? (
          <div className="rounded-2xl bg-white p-4 text-sm text-slate-600 ring-1 ring-slate-200">
            <p>No transactions match</p>
            <Button
              size="sm"
              variant="neutral"
              appearance="outlined"
              className="mt-2"
              onClick={clearFilters}
            >
              Clear filters
            </Button>
          </div>
        ) : (
          <>
            <LedgerList
              transactions={list.data.content}
              sort={query.sort}
              onSort={(sort) => changeQuery({ sort })}
              actions={actions}
              selection={{ selected, toggle, toggleAll }}
            />
            <Pager
              noun="transactions"
              page={list.data.page}
              totalPages={list.data.totalPages}
              totalElements={list.data.totalElements}
              onPage={(page) => changeQuery({ page })}
            />
          </>
        )}
        {selected.size > 0 ? (
          <BulkBar ids={[...selected]} categories={chart} onClear={clearSelection} />
        ) : null}
      </>
    );

  return (
    <div className="space-y-5" onKeyDown={onKeyDown}>
      {header}
      {body}
      <input
        ref={fileInput}
        type="file"
        accept="application/pdf,image/png,image/jpeg"
        className="hidden"
        aria-label="Receipt file"
        onChange={(e) => {
          void onFile(e.target.files?.[0]);
          e.target.value = '';
        }}
      />
      {open?.kind === 'add' || open?.kind === 'edit' ? (
        <TransactionDialog
          transaction={open.kind === 'edit' ? open.transaction : null}
          accounts={accounts.data ?? []}
          categories={chart}
          onClose={() => setOpen(null)}
        />
      ) : null}
      {open?.kind === 'split' ? (
        <SplitDialog
          transaction={open.transaction}
          categories={chart}
          onClose={() => setOpen(null)}
        />
      ) : null}
      {open?.kind === 'match' ? (
        <MatchDialog payment={open.transaction} onClose={() => setOpen(null)} />
      ) : null}
      {open?.kind === 'delete' ? (
        <ConfirmDialog
          title="Delete this transaction?"
          text={`${open.transaction.description} will be removed from your books.`}
          confirm="Delete"
          danger
          pending={remove.isPending}
          onConfirm={() =>
            remove.mutate(open.transaction.id, {
              onSuccess: () => {
                toast.success('Transaction deleted');
                setOpen(null);
              },
            })
          }
          onClose={() => setOpen(null)}
        />
      ) : null}
    </div>
  );
};
