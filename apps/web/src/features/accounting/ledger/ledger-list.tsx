import type { KeyboardEvent } from 'react';
import { ariaSort, SortHeader } from '@/components/ui/sort-header';
import type { TTransaction } from '@charterline/shared/schemas/accounting';
import { formatDay } from '@charterline/shared/format';
import { useMediaQuery } from '@/lib/use-media-query';
import { Amount, CategoryCell, RowMenu, RowNotes, type TRowActions } from './row-parts';

export type TSelection = {
  selected: ReadonlySet<string>;
  toggle: (id: string) => void;
  toggleAll: () => void;
};

/** Space on a focused row (not on one of its controls) ticks it, as in a mail client. */
const spaceToggles = (id: string, toggle: (id: string) => void) => (e: KeyboardEvent) => {
  if (e.key === ' ' && e.target === e.currentTarget) {
    e.preventDefault();
    toggle(id);
  }
};

const Counterparty = ({ t }: { t: TTransaction }) => (
  <span className="block text-xs text-slate-600">
    {[t.counterparty, t.accountName].filter(Boolean).join(' · ')}
  </span>
);

/** A table from 768 px, cards below (the category select full width). */
export const LedgerList = ({
  transactions,
  sort,
  onSort,
  actions,
  selection,
}: {
  transactions: TTransaction[];
  sort: string;
  onSort: (sort: string) => void;
  actions: TRowActions;
  selection: TSelection;
}) => {
  const wide = useMediaQuery('(min-width: 768px)');
  const selectable = transactions.filter((t) => !t.locked);
  const allOn = selectable.length > 0 && selectable.every((t) => selection.selected.has(t.id));
  if (!wide)
    return (
      <div className="space-y-3">
        <label className="flex items-center gap-2 text-sm text-slate-700">
          <input type="checkbox" checked={allOn} onChange={selection.toggleAll} />
          Select all on this page
        </label>
        <ul className="space-y-3">
          {transactions.map((t) => (
            <li
              key={t.id}
              aria-label={t.description}
              tabIndex={0}
              onKeyDown={spaceToggles(t.id, selection.toggle)}
              className="space-y-2 rounded-2xl bg-white p-4 ring-1 ring-slate-200"
            >
              <div className="flex items-start gap-3">
                {!t.locked ? (
                  <input
                    type="checkbox"
                    aria-label={`Select ${t.description}`}
                    checked={selection.selected.has(t.id)}
                    onChange={() => selection.toggle(t.id)}
                    className="mt-1"
                  />
                ) : null}
                <div className="min-w-0 flex-1">
                  <p className="font-medium break-words text-slate-900">{t.description}</p>
                  <p className="text-xs text-slate-600">{formatDay(t.date)}</p>
                  <Counterparty t={t} />
                </div>
                <Amount t={t} />
                <RowMenu t={t} actions={actions} />
              </div>
              <RowNotes t={t} actions={actions} />
              <CategoryCell t={t} actions={actions} wide={false} />
            </li>
          ))}
        </ul>
      </div>
    );
  return (
    <div className="overflow-x-auto rounded-2xl bg-white ring-1 ring-slate-200">
      <table className="w-full text-left text-sm">
        <thead className="bg-slate-50 text-slate-600">
          <tr>
            <th scope="col" className="w-10 px-3 py-3">
              <input
                type="checkbox"
                aria-label="Select all on this page"
                checked={allOn}
                onChange={selection.toggleAll}
              />
            </th>
            <th scope="col" aria-sort={ariaSort('date', sort)} className="px-3 py-3">
              <SortHeader field="date" label="Date" sort={sort} onSort={onSort} />
            </th>
            <th scope="col" className="px-3 py-3 font-semibold">
              Description
            </th>
            <th scope="col" className="px-3 py-3 font-semibold">
              Category
            </th>
            <th scope="col" aria-sort={ariaSort('amount', sort)} className="px-3 py-3 text-right">
              <SortHeader field="amount" label="Amount" sort={sort} onSort={onSort} />
            </th>
            <th scope="col" className="w-10 px-3 py-3">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {transactions.map((t) => (
            <tr
              key={t.id}
              tabIndex={0}
              onKeyDown={spaceToggles(t.id, selection.toggle)}
              className="align-top hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-700"
            >
              <td className="px-3 py-3">
                {!t.locked ? (
                  <input
                    type="checkbox"
                    aria-label={`Select ${t.description}`}
                    checked={selection.selected.has(t.id)}
                    onChange={() => selection.toggle(t.id)}
                  />
                ) : null}
              </td>
              <td className="px-3 py-3 whitespace-nowrap">{formatDay(t.date)}</td>
              <th scope="row" className="px-3 py-3 font-normal">
                <span className="block font-medium text-slate-900">{t.description}</span>
                <Counterparty t={t} />
                <RowNotes t={t} actions={actions} />
              </th>
              <td className="px-3 py-3">
                <CategoryCell t={t} actions={actions} wide />
              </td>
              <td className="px-3 py-3 text-right whitespace-nowrap">
                <Amount t={t} />
              </td>
              <td className="px-3 py-3">
                <RowMenu t={t} actions={actions} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
};
