import { useState, type FormEvent } from 'react';
import {
  ACCOUNT_KIND_LABELS,
  ACCOUNT_KINDS,
  type TLedgerAccount,
} from '@charterline/shared/schemas/accounting';
import { Input } from '@/components/ui/input';
import { errorsByField } from '@/lib/form-errors';
import { FormDialog } from '@/components/ui/form-dialog';
import { toast } from '@/lib/toast';
import { useCreateAccount, useUpdateAccount } from '../api/accounts';
import { NativeSelect } from '../components/native-select';
import { ACCOUNT_CURRENCIES, draftOf, readDraft, type TAccountDraft } from './account-form';

const FIELDS = [
  'name',
  'kind',
  'institution',
  'last4',
  'currency',
  'openingBalance',
  'openingDate',
] as const;

const todayIso = () => new Date().toISOString().slice(0, 10);

/**
 * "Add an account" and "Edit account": the account's name, kind, bank, last 4 digits,
 * currency and the balance it opens the books with (negative for a card that owes).
 * The currency is fixed once the account has transactions (ACCOUNT_CURRENCY_LOCKED).
 */
export const AccountDialog = ({
  account,
  onClose,
  onSaved,
}: {
  /** Null: a new account. */
  account: TLedgerAccount | null;
  onClose: () => void;
  onSaved?: (account: TLedgerAccount) => void;
}) => {
  const [draft, setDraft] = useState<TAccountDraft>(() => draftOf(account, todayIso()));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const create = useCreateAccount();
  const update = useUpdateAccount();
  const set = <K extends keyof TAccountDraft>(key: K, value: TAccountDraft[K]) =>
    setDraft((d) => ({ ...d, [key]: value }));
  const currencyLocked = Boolean(account && account.transactionCount > 0);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const read = readDraft(draft);
    if ('errors' in read) return setErrors(read.errors);
    setErrors({});
    const done = (saved: TLedgerAccount) => {
      toast.success(account ? 'Account saved' : `${saved.name} added to your books`);
      onSaved?.(saved);
      onClose();
    };
    const failed = (error: unknown) => setErrors(errorsByField(error, FIELDS));
    if (account)
      update.mutate({ id: account.id, patch: read.input }, { onSuccess: done, onError: failed });
    else create.mutate(read.input, { onSuccess: done, onError: failed });
  };

  return (
    <FormDialog
      title={account ? 'Edit account' : 'Add an account'}
      description="A bank account or card of the company: its statements become your books."
      onClose={onClose}
      onSubmit={submit}
      submit={account ? 'Save account' : 'Add account'}
      pending={create.isPending || update.isPending}
      problem={errors.form}
      formClassName="grid gap-4 sm:grid-cols-2"
    >
      <Input
        label="Account name"
        className="sm:col-span-2"
        placeholder="Mercury Checking"
        value={draft.name}
        onChange={(e) => set('name', e.target.value)}
        error={errors.name}
      />
      <NativeSelect
        label="Kind"
        value={draft.kind}
        onChange={(e) => set('kind', e.target.value === 'card' ? 'card' : 'bank')}
        options={ACCOUNT_KINDS.map((k) => ({ value: k, label: ACCOUNT_KIND_LABELS[k] }))}
        error={errors.kind}
      />
      <Input
        label="Bank or card issuer (optional)"
        placeholder="Mercury"
        value={draft.institution}
        onChange={(e) => set('institution', e.target.value)}
        error={errors.institution}
      />
      <Input
        label="Last 4 digits (optional)"
        inputMode="numeric"
        maxLength={4}
        autoComplete="off"
        value={draft.last4}
        onChange={(e) => set('last4', e.target.value)}
        error={errors.last4}
      />
      <NativeSelect
        label="Currency"
        value={draft.currency}
        disabled={currencyLocked}
        onChange={(e) => set('currency', e.target.value)}
        options={ACCOUNT_CURRENCIES.map((c) => ({ value: c, label: c }))}
        hint={currencyLocked ? 'Fixed: the account has transactions' : undefined}
        error={errors.currency}
      />
      <Input
        label="Opening balance"
        inputMode="decimal"
        autoComplete="off"
        value={draft.openingBalance}
        onChange={(e) => set('openingBalance', e.target.value)}
        hint={draft.kind === 'card' ? 'What the card owed: a negative amount' : undefined}
        error={errors.openingBalance}
      />
      <Input
        label="Opening date"
        type="date"
        value={draft.openingDate}
        onChange={(e) => set('openingDate', e.target.value)}
        error={errors.openingDate}
      />
    </FormDialog>
  );
};
