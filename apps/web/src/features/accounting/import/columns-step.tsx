import { formatDay } from '@charterline/shared/format';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { DATE_FORMATS, type TImport } from '@charterline/shared/schemas/accounting';
import { Button } from '@/components/ui/button';
import { errorsByField } from '@/lib/form-errors';
import { previewQueryOptions } from '../api/imports';
import { NativeSelect } from '../components/native-select';
import { AmountColumns, type TSetDraft } from './amount-columns';
import { LabelledCheckbox } from './labelled-checkbox';
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
import { firstDateText, readDate } from './read-rows';
import { SampleRows } from './sample-rows';

/** "MM-DD-YYYY — 11-03-2026 → 3 Nov 2026": how each format reads the file's first date. */
const dateFormatOptions = (sample: string | null) =>
  DATE_FORMATS.map((f) => {
    if (!sample) return { value: f, label: f };
    const read = readDate(sample, f);
    return { value: f, label: `${f} — ${sample} → ${read ? formatDay(read) : 'not a date'}` };
  });

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
  const set: TSetDraft = (key, value) => setDraft((d) => ({ ...d, [key]: value }));
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
      <AmountColumns draft={draft} set={set} errors={errors} columnOptions={columnOptions} />
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
        <LabelledCheckbox
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
