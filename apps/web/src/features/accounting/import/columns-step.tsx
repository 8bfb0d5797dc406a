import { formatDay } from '@charterline/shared/format';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { DATE_FORMATS, type TImport } from '@charterline/shared/schemas/accounting';
import { currencyDigits } from '@charterline/shared/rules/invoice-totals';
import { Button } from '@/components/ui/button';
import { errorsByField } from '../components/problems';
import { useMediaQuery } from '@/lib/use-media-query';
import { previewQueryOptions } from '../api/imports';
import { NativeSelect } from '../components/native-select';
import { SignedMoney } from '../components/signed-money';
import {
  draftFromMapping,
  MAPPING_FIELDS,
  mappingErrors,
  mappingFieldOf,
  mappingOf,
  storedMapping,
  storeMapping,
  type TMappingDraft,
} from './mapping-draft';
import { firstDateText, readDate, readRows } from './read-rows';

const SAMPLE_SHOWN = 5;

/** "MM-DD-YYYY — 11-03-2026 → 3 Nov 2026": how each format reads the file's first date. */
const dateFormatOptions = (sample: string | null) =>
  DATE_FORMATS.map((f) => {
    if (!sample) return { value: f, label: f };
    const read = readDate(sample, f);
    return { value: f, label: `${f} — ${sample} → ${read ? formatDay(read) : 'not a date'}` };
  });

const Check = ({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) => (
  <label className="flex items-center gap-2 text-sm text-slate-700">
    <input
      type="checkbox"
      checked={checked}
      onChange={(e) => onChange(e.target.checked)}
      className="size-4 rounded border-slate-300 accent-brand-700"
    />
    {label}
  </label>
);

/** The sample rows as they will be booked: a table, or cards on a phone. */
const SampleRows = ({
  item,
  draft,
  currency,
}: {
  item: TImport;
  draft: TMappingDraft;
  currency: string;
}) => {
  const wide = useMediaQuery('(min-width: 640px)');
  const rows = readRows(
    item.sampleRows.slice(0, SAMPLE_SHOWN),
    item.columns,
    mappingOf(draft),
    currencyDigits(currency),
  );
  const date = (d: string | null) => (d ? formatDay(d) : 'Not a date');
  const amount = (a: number | null) =>
    a === null ? (
      <span className="text-red-700">Not an amount</span>
    ) : (
      <SignedMoney minor={a} currency={currency} />
    );
  if (!wide)
    return (
      <ul aria-label="How the first rows read" className="space-y-2">
        {rows.map((r, i) => (
          <li key={i} className="rounded-xl bg-slate-50 p-3 text-sm">
            <p className="font-medium text-slate-900">{r.description || '—'}</p>
            <p className="flex justify-between text-slate-600">
              <span>{date(r.date)}</span>
              {amount(r.amount)}
            </p>
          </li>
        ))}
      </ul>
    );
  return (
    <table aria-label="How the first rows read" className="w-full text-left text-sm">
      <thead className="text-xs text-slate-500">
        <tr>
          <th scope="col" className="py-1 pr-3 font-semibold">
            Date
          </th>
          <th scope="col" className="py-1 pr-3 font-semibold">
            Description
          </th>
          <th scope="col" className="py-1 text-right font-semibold">
            Amount
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100">
        {rows.map((r, i) => (
          <tr key={i}>
            <td className="py-1.5 pr-3 whitespace-nowrap">{date(r.date)}</td>
            <td className="py-1.5 pr-3">{r.description || '—'}</td>
            <td className="py-1.5 text-right">{amount(r.amount)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
};

/**
 * Step 2 (CSV): which column holds what, prefilled from the account's last mapping or the
 * header's guess. Continue asks the server for the preview, so its refusal
 * (IMPORT_MAPPING_INVALID) shows here, by the fields.
 */
export const ColumnsStep = ({
  item,
  currency,
  onContinue,
}: {
  item: TImport;
  currency: string;
  onContinue: () => void;
}) => {
  const queryClient = useQueryClient();
  const stored = useMemo(() => storedMapping(item.id), [item.id]);
  const [draft, setDraft] = useState<TMappingDraft>(() =>
    draftFromMapping(stored?.mapping ?? item.mapping ?? item.suggestedMapping),
  );
  const [remember, setRemember] = useState(stored?.remember ?? true);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [pending, setPending] = useState(false);
  const set = <K extends keyof TMappingDraft>(key: K, value: TMappingDraft[K]) =>
    setDraft((d) => ({ ...d, [key]: value }));
  const columnOptions = (empty: string) => [
    { value: '', label: empty },
    ...item.columns.map((c) => ({ value: c, label: c })),
  ];
  const sampleDate = draft.dateColumn
    ? firstDateText(item.sampleRows, item.columns, draft.dateColumn)
    : null;

  const submit = async () => {
    const local = mappingErrors(draft);
    if (Object.keys(local).length > 0) return setErrors(local);
    setErrors({});
    const mapping = mappingOf(draft);
    setPending(true);
    try {
      await queryClient.fetchQuery(previewQueryOptions(item.id, mapping));
      storeMapping(item.id, { mapping, remember });
      onContinue();
    } catch (error) {
      const byField = errorsByField(
        error,
        MAPPING_FIELDS.map((f) => `mapping.${f}`),
      );
      setErrors(
        Object.fromEntries(Object.entries(byField).map(([k, v]) => [mappingFieldOf(k), v])),
      );
    } finally {
      setPending(false);
    }
  };

  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
      className="space-y-6"
    >
      {item.recognisedBank ? (
        <p className="rounded-xl bg-emerald-50 p-3 text-sm font-medium text-emerald-900">
          We recognised a {item.recognisedBank} export: the columns are chosen for you.
        </p>
      ) : null}
      {errors.form ? (
        <p role="alert" className="rounded-xl bg-red-50 p-3 text-sm text-red-800">
          {errors.form}
        </p>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <NativeSelect
          label="Date column"
          value={draft.dateColumn}
          onChange={(e) => set('dateColumn', e.target.value)}
          options={columnOptions('Choose a column')}
          error={errors.dateColumn}
        />
        <NativeSelect
          label="Date format"
          value={draft.dateFormat}
          onChange={(e) => set('dateFormat', e.target.value as TMappingDraft['dateFormat'])}
          options={dateFormatOptions(sampleDate)}
          error={errors.dateFormat}
        />
        <NativeSelect
          label="Description column"
          value={draft.descriptionColumn}
          onChange={(e) => set('descriptionColumn', e.target.value)}
          options={columnOptions('Choose a column')}
          error={errors.descriptionColumn}
        />
        <NativeSelect
          label="Counterparty column (optional)"
          value={draft.counterpartyColumn}
          onChange={(e) => set('counterpartyColumn', e.target.value)}
          options={columnOptions('None')}
          error={errors.counterpartyColumn}
        />
        <NativeSelect
          label="Status column (optional)"
          hint="Rows still pending at the bank, failed or cancelled are skipped, not imported as final."
          value={draft.statusColumn}
          onChange={(e) => set('statusColumn', e.target.value)}
          options={columnOptions('None')}
          error={errors.statusColumn}
        />
      </div>
      <fieldset className="space-y-3">
        <legend className="text-sm font-semibold text-slate-900">Amount</legend>
        <div className="flex flex-col gap-2 sm:flex-row sm:gap-6">
          {(
            [
              ['single', 'One column'],
              ['split', 'Money out and money in columns'],
            ] as const
          ).map(([mode, label]) => (
            <label key={mode} className="flex items-center gap-2 text-sm text-slate-700">
              <input
                type="radio"
                name="amount-mode"
                value={mode}
                checked={draft.mode === mode}
                onChange={() => set('mode', mode)}
                className="size-4 accent-brand-700"
              />
              {label}
            </label>
          ))}
        </div>
        {draft.mode === 'single' ? (
          <div className="grid gap-3 sm:grid-cols-2 sm:items-end">
            <NativeSelect
              label="Amount column"
              value={draft.column}
              onChange={(e) => set('column', e.target.value)}
              options={columnOptions('Choose a column')}
              error={errors.column}
            />
            <Check
              label="Money out is positive in this file"
              checked={draft.invert}
              onChange={(v) => set('invert', v)}
            />
          </div>
        ) : (
          <div className="grid gap-3 sm:grid-cols-2">
            <NativeSelect
              label="Money out column"
              value={draft.debitColumn}
              onChange={(e) => set('debitColumn', e.target.value)}
              options={columnOptions('Choose a column')}
              error={errors.debitColumn}
            />
            <NativeSelect
              label="Money in column"
              value={draft.creditColumn}
              onChange={(e) => set('creditColumn', e.target.value)}
              options={columnOptions('Choose a column')}
              error={errors.creditColumn}
            />
          </div>
        )}
        <div className="sm:w-1/2">
          <NativeSelect
            label="Decimal separator"
            value={draft.decimalSeparator}
            onChange={(e) => set('decimalSeparator', e.target.value === ',' ? ',' : '.')}
            options={[
              { value: '.', label: 'Point: 1,234.56' },
              { value: ',', label: 'Comma: 1.234,56' },
            ]}
            error={errors.decimalSeparator}
          />
        </div>
      </fieldset>
      <section
        aria-labelledby="sample-heading"
        className="rounded-2xl bg-white p-4 ring-1 ring-slate-200"
      >
        <h3 id="sample-heading" className="mb-2 text-sm font-semibold text-slate-900">
          How the first rows will read
        </h3>
        <SampleRows item={item} draft={draft} currency={currency} />
      </section>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <Check
          label="Remember these columns for this account"
          checked={remember}
          onChange={setRemember}
        />
        <Button type="submit" loading={pending}>
          Continue
        </Button>
      </div>
    </form>
  );
};
