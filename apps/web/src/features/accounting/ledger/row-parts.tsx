import { Lock, MoreHorizontal, Paperclip } from 'lucide-react';
import { formatMinor } from '@charterline/shared/rules/invoice-totals';
import type { TCategory, TTransaction } from '@charterline/shared/schemas/accounting';
import { clsx } from 'clsx';
import { Button } from '@/components/ui/button';
import { Menu, MenuItem } from '@/components/ui/menu';
import { CategorySelect } from './category-select';
import { categoryText, invoiceLabel, isManual } from './ledger-texts';

/** What a row can ask the panel to do (dialogs live in the panel, once). */
export type TRowActions = {
  categories: readonly TCategory[];
  setCategory: (t: TTransaction, categoryId: string) => void;
  split: (t: TTransaction) => void;
  edit: (t: TTransaction) => void;
  remove: (t: TTransaction) => void;
  attach: (t: TTransaction) => void;
  openReceipt: (documentId: string) => void;
  match: (t: TTransaction) => void;
  unmatch: (t: TTransaction) => void;
};

export const Amount = ({ t }: { t: TTransaction }) => (
  <span
    className={clsx(
      'font-semibold tabular-nums',
      t.amount > 0 ? 'text-emerald-700' : 'text-red-700',
    )}
  >
    {formatMinor(t.amount, t.currency)}
  </span>
);

/** The inline select, or the category as text with why it cannot change here. */
export const CategoryCell = ({
  t,
  actions,
  wide,
}: {
  t: TTransaction;
  actions: TRowActions;
  wide: boolean;
}) => {
  if (t.locked)
    return (
      <span className="inline-flex items-center gap-1.5 text-sm text-slate-700">
        <Lock size={14} aria-label="Books closed for this month" role="img" />
        {categoryText(t)}
      </span>
    );
  if (t.splits.length > 0)
    return (
      <button
        type="button"
        onClick={() => actions.split(t)}
        className="text-left text-sm text-brand-700 hover:underline"
      >
        {categoryText(t)}
      </button>
    );
  return (
    <CategorySelect
      label={`Category for ${t.description}`}
      value={t.categoryId ?? ''}
      categories={actions.categories}
      onChange={(id) => actions.setCategory(t, id)}
      className={wide ? 'max-w-56' : 'w-full'}
    />
  );
};

/** Invoice badge, matching state and receipts under the description. */
export const RowNotes = ({ t, actions }: { t: TTransaction; actions: TRowActions }) => {
  const invoice = invoiceLabel(t);
  const payment = t.source === 'invoice_payment';
  return (
    <div className="mt-1 flex flex-wrap items-center gap-2 text-xs">
      {invoice && payment ? (
        <span className="rounded-full bg-brand-50 px-2 py-0.5 font-medium text-brand-900">
          {invoice}
        </span>
      ) : null}
      {invoice && !payment ? (
        <span className="rounded-full bg-emerald-50 px-2 py-0.5 font-medium text-emerald-900">
          Paid invoice {t.invoice?.number ?? ''}
        </span>
      ) : null}
      {payment && !t.matchedTransactionId ? (
        <>
          <span className="text-amber-800">Not matched to a deposit yet</span>
          {!t.locked ? (
            <Button size="sm" variant="primary" appearance="soft" onClick={() => actions.match(t)}>
              Match
            </Button>
          ) : null}
        </>
      ) : null}
      {!payment && t.matchedTransactionId && !t.locked ? (
        <Button size="sm" variant="neutral" appearance="plain" onClick={() => actions.unmatch(t)}>
          Unmatch
        </Button>
      ) : null}
      {t.attachmentIds.map((id, i) => (
        <button
          key={id}
          type="button"
          onClick={() => actions.openReceipt(id)}
          aria-label={`Receipt ${i + 1} of ${t.attachmentIds.length} for ${t.description}`}
          className="inline-flex items-center gap-0.5 text-slate-600 hover:text-slate-900"
        >
          <Paperclip size={14} aria-hidden="true" />
          {i === 0 && t.attachmentIds.length > 1 ? t.attachmentIds.length : null}
        </button>
      ))}
    </div>
  );
};

/** Split, edit, delete (added by hand), attach a receipt. */
export const RowMenu = ({ t, actions }: { t: TTransaction; actions: TRowActions }) => (
  <Menu
    label={`Actions for ${t.description}`}
    trigger={
      <button
        type="button"
        aria-label={`Actions for ${t.description}`}
        className="rounded-md p-1.5 text-slate-600 hover:bg-slate-100"
      >
        <MoreHorizontal size={18} aria-hidden="true" />
      </button>
    }
  >
    {!t.locked ? (
      <>
        <MenuItem onSelect={() => actions.split(t)}>
          {t.splits.length > 0 ? 'Edit split' : 'Split transaction'}
        </MenuItem>
        <MenuItem onSelect={() => actions.edit(t)}>Edit</MenuItem>
        {isManual(t) ? <MenuItem onSelect={() => actions.remove(t)}>Delete</MenuItem> : null}
      </>
    ) : null}
    <MenuItem onSelect={() => actions.attach(t)}>Attach receipt</MenuItem>
  </Menu>
);
