import { useState, type FormEvent } from 'react';
import {
  ZRuleInput,
  type TCategory,
  type TLedgerAccount,
  type TRule,
  type TRuleDirection,
} from '@charterline/shared/schemas/accounting';
import { FieldMessage, Input } from '@/components/ui/input';
import { toast } from '@/lib/toast';
import { FormDialog } from '@/components/ui/form-dialog';
import { errorsByField } from '@/lib/form-errors';
import { majorFromMinor, minorFromMajor } from '@charterline/shared/rules/money';
import { useSaveRule } from '../api/rules';
import { CategorySelect } from '../ledger/category-select';

const FIELDS = [
  'descriptionContains',
  'direction',
  'amountMin',
  'amountMax',
  'accountId',
  'categoryId',
  'counterparty',
];
const DIRECTIONS: { value: TRuleDirection; label: string }[] = [
  { value: 'any', label: 'Any' },
  { value: 'in', label: 'Money in' },
  { value: 'out', label: 'Money out' },
];
const SELECT = 'h-11 rounded-lg border border-slate-300 bg-white px-3 text-base';

/** "Add a rule" or edit one: conditions (at least one) and the category it sets. */
export const RuleDialog = ({
  rule,
  categories,
  accounts,
  onClose,
}: {
  rule: TRule | null;
  categories: readonly TCategory[];
  accounts: readonly TLedgerAccount[];
  onClose: () => void;
}) => {
  const [contains, setContains] = useState(rule?.descriptionContains ?? '');
  const [direction, setDirection] = useState<TRuleDirection>(rule?.direction ?? 'any');
  const [accountId, setAccountId] = useState(rule?.accountId ?? '');
  const currency = accounts.find((a) => a.id === accountId)?.currency ?? 'USD';
  const [min, setMin] = useState(
    rule?.amountMin != null ? majorFromMinor(rule.amountMin, currency) : '',
  );
  const [max, setMax] = useState(
    rule?.amountMax != null ? majorFromMinor(rule.amountMax, currency) : '',
  );
  const [categoryId, setCategoryId] = useState(rule?.categoryId ?? '');
  const [counterparty, setCounterparty] = useState(rule?.counterparty ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useSaveRule();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found: Record<string, string> = {};
    const amount = (text: string, field: string) => {
      if (!text.trim()) return null;
      const minor = minorFromMajor(text, currency);
      if (minor === null) found[field] = 'Enter an amount like 12.34';
      return minor;
    };
    const body = {
      descriptionContains: contains.trim() || null,
      direction,
      amountMin: amount(min, 'amountMin'),
      amountMax: amount(max, 'amountMax'),
      accountId: accountId || null,
      categoryId,
      counterparty: counterparty.trim() || null,
    };
    const parsed = ZRuleInput.safeParse(body);
    if (!parsed.success)
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0] ?? 'form');
        found[field] ??= field === 'categoryId' ? 'Choose the category to set' : issue.message;
      }
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    save.mutate(
      { id: rule?.id ?? null, body },
      {
        onSuccess: () => {
          toast.success(rule ? 'Rule saved' : 'Rule added');
          onClose();
        },
        onError: (error) => setErrors(errorsByField(error, FIELDS)),
      },
    );
  };

  return (
    <FormDialog
      title={rule ? 'Edit rule' : 'Add a rule'}
      description="Transactions that meet every condition you give get the category (imports use the first rule that matches)."
      onClose={onClose}
      onSubmit={submit}
      submit="Save rule"
      pending={save.isPending}
      problem={errors.form}
    >
      <Input
        label="Description contains"
        value={contains}
        maxLength={200}
        placeholder="e.g. STRIPE"
        onChange={(e) => setContains(e.target.value)}
        error={errors.descriptionContains}
      />
      <div className="flex flex-col gap-1.5">
        <label htmlFor="rule-direction" className="text-sm font-medium text-slate-700">
          Direction
        </label>
        <select
          id="rule-direction"
          value={direction}
          onChange={(e) => setDirection(e.target.value as TRuleDirection)}
          className={SELECT}
        >
          {DIRECTIONS.map((d) => (
            <option key={d.value} value={d.value}>
              {d.label}
            </option>
          ))}
        </select>
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <Input
          label="Amount from"
          inputMode="decimal"
          autoComplete="off"
          value={min}
          onChange={(e) => setMin(e.target.value)}
          error={errors.amountMin}
        />
        <Input
          label="Amount to"
          inputMode="decimal"
          autoComplete="off"
          value={max}
          onChange={(e) => setMax(e.target.value)}
          error={errors.amountMax}
        />
      </div>
      <div className="flex flex-col gap-1.5">
        <label htmlFor="rule-account" className="text-sm font-medium text-slate-700">
          Account
        </label>
        <select
          id="rule-account"
          value={accountId}
          onChange={(e) => setAccountId(e.target.value)}
          className={SELECT}
        >
          <option value="">Any account</option>
          {accounts.map((a) => (
            <option key={a.id} value={a.id}>
              {a.name}
            </option>
          ))}
        </select>
      </div>
      <div className="flex flex-col gap-1.5">
        <label htmlFor="rule-category" className="text-sm font-medium text-slate-700">
          Category
        </label>
        <CategorySelect
          id="rule-category"
          value={categoryId}
          categories={categories}
          emptyLabel="Choose…"
          onChange={setCategoryId}
          className="h-11"
          invalid={Boolean(errors.categoryId)}
        />
        <FieldMessage inputId="rule-category" error={errors.categoryId} />
      </div>
      <Input
        label="Set counterparty (optional)"
        value={counterparty}
        maxLength={200}
        onChange={(e) => setCounterparty(e.target.value)}
        error={errors.counterparty}
      />
    </FormDialog>
  );
};
