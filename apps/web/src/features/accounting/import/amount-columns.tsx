import { NativeSelect } from '../components/native-select';
import { LabelledCheckbox } from './labelled-checkbox';
import type { TMappingDraft } from './mapping-draft';

type TOption = { value: string; label: string };

/** Sets one field of the mapping draft. */
export type TSetDraft = <K extends keyof TMappingDraft>(key: K, value: TMappingDraft[K]) => void;

const MODES = [
  ['single', 'One column'],
  ['split', 'Money out and money in columns'],
] as const;

/** "Amount": one signed column or money out and in apart, and the file's decimal separator. */
export const AmountColumns = ({
  draft,
  set,
  errors,
  columnOptions,
}: {
  draft: TMappingDraft;
  set: TSetDraft;
  errors: Record<string, string>;
  /** The file's columns, after a first choice saying none is chosen (`empty`). */
  columnOptions: (empty: string) => TOption[];
}) => (
  <fieldset className="space-y-3">
    <legend className="text-sm font-semibold text-slate-900">Amount</legend>
    <div className="flex flex-col gap-2 sm:flex-row sm:gap-6">
      {MODES.map(([mode, label]) => (
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
        <LabelledCheckbox
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
);
