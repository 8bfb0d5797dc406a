import { useState, type FormEvent } from 'react';
import { formatMinor } from '@charterline/shared/rules/invoice-totals';
import type { TCategory, TTransaction } from '@charterline/shared/schemas/accounting';
import { clsx } from 'clsx';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { toast } from '@/lib/toast';
import { FormDialog } from '@/components/ui/form-dialog';
import { errorsByField } from '@/lib/form-errors';
import { majorFromMinor } from '@charterline/shared/rules/money';
import { useRemoveSplit, useSplitTransaction } from '../api/transactions';
import { CategorySelect } from './category-select';
import { checkSplit, leftToAssign, type TSplitDraft } from './split-math';

const draftsOf = (t: TTransaction): TSplitDraft[] =>
  t.splits.length > 0
    ? t.splits.map((s) => ({
        amount: majorFromMinor(Math.abs(s.amount), t.currency),
        categoryId: s.categoryId,
        memo: s.memo ?? '',
      }))
    : [
        {
          amount: majorFromMinor(Math.abs(t.amount), t.currency),
          categoryId: t.categoryId ?? '',
          memo: '',
        },
        { amount: '', categoryId: '', memo: '' },
      ];

/** "Split transaction": parts with amount, category and memo that must add up to it. */
export const SplitDialog = ({
  transaction: t,
  categories,
  onClose,
}: {
  transaction: TTransaction;
  categories: readonly TCategory[];
  onClose: () => void;
}) => {
  const [parts, setParts] = useState<TSplitDraft[]>(() => draftsOf(t));
  const [checked, setChecked] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const split = useSplitTransaction();
  const remove = useRemoveSplit();
  const left = leftToAssign(t.amount, parts, t.currency);
  const check = checkSplit(t.amount, parts, t.currency);
  const shown = checked && !check.ok ? check : null;
  const setPart = (i: number, change: Partial<TSplitDraft>) =>
    setParts((all) => all.map((p, j) => (j === i ? { ...p, ...change } : p)));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setChecked(true);
    if (!check.ok) return;
    split.mutate(
      { id: t.id, body: { parts: check.parts } },
      {
        onSuccess: () => {
          toast.success('Transaction split');
          onClose();
        },
        onError: (error) => setProblem(errorsByField(error, []).form ?? null),
      },
    );
  };
  return (
    <FormDialog
      title="Split transaction"
      description={`${t.description} · ${formatMinor(t.amount, t.currency)}`}
      onClose={onClose}
      onSubmit={submit}
      submit="Save split"
      pending={split.isPending}
      problem={problem}
      className="max-w-2xl"
    >
      <ol className="space-y-3">
        {parts.map((p, i) => (
          <li
            key={i}
            aria-label={`Part ${i + 1}`}
            className="grid gap-2 rounded-xl bg-slate-50 p-3 sm:grid-cols-[8rem_1fr_1fr_auto]"
          >
            <Input
              label={`Amount (${t.currency})`}
              inputMode="decimal"
              autoComplete="off"
              value={p.amount}
              onChange={(e) => setPart(i, { amount: e.target.value })}
              error={shown?.byPart[i]?.amount}
            />
            <div className="flex flex-col gap-1.5">
              <label htmlFor={`split-category-${i}`} className="text-sm font-medium text-slate-700">
                Category
              </label>
              <CategorySelect
                id={`split-category-${i}`}
                value={p.categoryId}
                categories={categories}
                emptyLabel="Choose…"
                onChange={(categoryId) => setPart(i, { categoryId })}
                className="h-11"
                invalid={Boolean(shown?.byPart[i]?.categoryId)}
              />
              {shown?.byPart[i]?.categoryId ? (
                <p role="alert" className="text-sm text-red-600">
                  {shown.byPart[i].categoryId}
                </p>
              ) : null}
            </div>
            <Input
              label="Memo (optional)"
              value={p.memo}
              maxLength={500}
              onChange={(e) => setPart(i, { memo: e.target.value })}
            />
            <Button
              size="sm"
              variant="neutral"
              appearance="plain"
              className="self-end"
              disabled={parts.length <= 2}
              aria-label={`Remove part ${i + 1}`}
              onClick={() => setParts((all) => all.filter((_, j) => j !== i))}
            >
              Remove
            </Button>
          </li>
        ))}
      </ol>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Button
          size="sm"
          variant="neutral"
          appearance="outlined"
          disabled={parts.length >= 20}
          onClick={() =>
            setParts((all) => [
              ...all,
              {
                amount: left > 0 ? majorFromMinor(left, t.currency) : '',
                categoryId: '',
                memo: '',
              },
            ])
          }
        >
          Add a part
        </Button>
        <p
          aria-live="polite"
          className={clsx(
            'text-sm font-semibold',
            left === 0 ? 'text-emerald-700' : 'text-slate-900',
          )}
        >
          {left >= 0
            ? `Left to assign ${formatMinor(left, t.currency)}`
            : `Over by ${formatMinor(-left, t.currency)}`}
        </p>
      </div>
      {shown?.total ? (
        <p role="alert" className="text-right text-sm text-red-600">
          {shown.total}
        </p>
      ) : null}
      {t.splits.length > 0 ? (
        <Button
          size="sm"
          variant="danger"
          appearance="plain"
          loading={remove.isPending}
          onClick={() => remove.mutate(t.id, { onSuccess: onClose })}
        >
          Remove split
        </Button>
      ) : null}
    </FormDialog>
  );
};
