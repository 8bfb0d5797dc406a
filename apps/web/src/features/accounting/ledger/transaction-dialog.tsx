import { useState, type FormEvent } from 'react';
import {
  ZTransactionInput,
  type TCategory,
  type TLedgerAccount,
  type TTransaction,
} from '@charterline/shared/schemas/accounting';
import { Input } from '@/components/ui/input';
import { FieldMessage } from '@/components/ui/input';
import { toast } from '@/lib/toast';
import { FormDialog } from '@/components/ui/form-dialog';
import { errorsByField } from '@/lib/form-errors';
import { localToday } from '@/lib/local-today';
import { majorFromMinor, minorFromMajor } from '@charterline/shared/rules/money';
import { useCreateTransaction, usePatchTransaction } from '../api/transactions';
import { CategorySelect } from './category-select';

const FIELDS = ['accountId', 'date', 'description', 'amount', 'categoryId', 'counterparty', 'memo'];
type TDirection = 'in' | 'out';

/**
 * "Add a transaction" (money in or out by hand), or editing one: a transaction added by hand
 * can change in full, an imported one or an invoice payment only its category, counterparty
 * and memo.
 */
export const TransactionDialog = ({
  transaction,
  accounts,
  categories,
  onClose,
}: {
  transaction: TTransaction | null;
  accounts: readonly TLedgerAccount[];
  categories: readonly TCategory[];
  onClose: () => void;
}) => {
  const full = !transaction || transaction.source === 'manual';
  const open = accounts.filter((a) => !a.archived);
  const [accountId, setAccountId] = useState(transaction?.accountId ?? open[0]?.id ?? '');
  const [date, setDate] = useState(transaction?.date ?? localToday());
  const [description, setDescription] = useState(transaction?.description ?? '');
  const [direction, setDirection] = useState<TDirection>(
    transaction && transaction.amount > 0 ? 'in' : 'out',
  );
  const currency =
    accounts.find((a) => a.id === accountId)?.currency ?? transaction?.currency ?? 'USD';
  const [amount, setAmount] = useState(
    transaction ? majorFromMinor(Math.abs(transaction.amount), transaction.currency) : '',
  );
  const [categoryId, setCategoryId] = useState(transaction?.categoryId ?? '');
  const [counterparty, setCounterparty] = useState(transaction?.counterparty ?? '');
  const [memo, setMemo] = useState(transaction?.memo ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const create = useCreateTransaction();
  const patch = usePatchTransaction();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const shared = {
      categoryId: categoryId || null,
      counterparty: counterparty.trim() || null,
      memo: memo.trim() || null,
    };
    const done = (text: string) => () => {
      toast.success(text);
      onClose();
    };
    const failed = (error: unknown) => setErrors(errorsByField(error, FIELDS));
    if (!full && transaction) {
      patch.mutate(
        { id: transaction.id, body: shared },
        { onSuccess: done('Transaction saved'), onError: failed },
      );
      return;
    }
    const minor = amount.trim() ? minorFromMajor(amount, currency) : 0;
    const found: Record<string, string> = {};
    if (minor === null) found.amount = 'Enter an amount like 12.34';
    const body = {
      accountId,
      date,
      description,
      amount: (minor ?? 0) * (direction === 'out' ? -1 : 1),
      ...shared,
    };
    const parsed = ZTransactionInput.safeParse(body);
    if (!parsed.success)
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0] ?? 'form');
        found[field] ??= field === 'accountId' ? 'Choose an account' : issue.message;
      }
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    if (transaction)
      patch.mutate(
        { id: transaction.id, body },
        { onSuccess: done('Transaction saved'), onError: failed },
      );
    else create.mutate(body, { onSuccess: done('Transaction added'), onError: failed });
  };

  return (
    <FormDialog
      title={transaction ? 'Edit transaction' : 'Add a transaction'}
      description={
        full
          ? 'Money in or out that is not on a statement (cash, a card not imported).'
          : 'This transaction came from a statement or an invoice: its category, counterparty and memo can change.'
      }
      onClose={onClose}
      onSubmit={submit}
      submit={transaction ? 'Save' : 'Add transaction'}
      pending={create.isPending || patch.isPending}
      problem={errors.form}
    >
      {full ? (
        <>
          <div className="flex flex-col gap-1.5">
            <label htmlFor="transaction-account" className="text-sm font-medium text-slate-700">
              Account
            </label>
            <select
              id="transaction-account"
              value={accountId}
              aria-invalid={errors.accountId ? true : undefined}
              onChange={(e) => setAccountId(e.target.value)}
              className="h-11 rounded-lg border border-slate-300 bg-white px-3 text-base"
            >
              <option value="">Choose…</option>
              {open.map((a) => (
                <option key={a.id} value={a.id}>
                  {a.name} ({a.currency})
                </option>
              ))}
            </select>
            <FieldMessage inputId="transaction-account" error={errors.accountId} />
          </div>
          <Input
            label="Date"
            type="date"
            value={date}
            onChange={(e) => setDate(e.target.value)}
            error={errors.date}
          />
          <Input
            label="Description"
            value={description}
            maxLength={500}
            onChange={(e) => setDescription(e.target.value)}
            error={errors.description}
          />
          <fieldset className="flex flex-col gap-1.5">
            <legend className="text-sm font-medium text-slate-700">Direction</legend>
            <div className="flex gap-2" role="radiogroup" aria-label="Direction">
              {(['in', 'out'] as const).map((d) => (
                <label
                  key={d}
                  className="flex items-center gap-2 rounded-lg border border-slate-300 px-3 py-2 text-sm"
                >
                  <input
                    type="radio"
                    name="direction"
                    value={d}
                    checked={direction === d}
                    onChange={() => setDirection(d)}
                  />
                  {d === 'in' ? 'Money in' : 'Money out'}
                </label>
              ))}
            </div>
          </fieldset>
          <Input
            label={`Amount (${currency})`}
            inputMode="decimal"
            autoComplete="off"
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
            error={errors.amount}
          />
        </>
      ) : null}
      <div className="flex flex-col gap-1.5">
        <label htmlFor="transaction-category" className="text-sm font-medium text-slate-700">
          Category
        </label>
        <CategorySelect
          id="transaction-category"
          value={categoryId}
          categories={categories}
          onChange={setCategoryId}
          className="h-11"
        />
        <FieldMessage inputId="transaction-category" error={errors.categoryId} />
      </div>
      <Input
        label="Counterparty (optional)"
        value={counterparty}
        maxLength={200}
        onChange={(e) => setCounterparty(e.target.value)}
        error={errors.counterparty}
      />
      <Input
        label="Memo (optional)"
        value={memo}
        maxLength={2000}
        onChange={(e) => setMemo(e.target.value)}
        error={errors.memo}
      />
    </FormDialog>
  );
};
