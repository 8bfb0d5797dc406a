import { PERIOD_PRESETS, type TPeriod, type TPeriodPreset } from './period';
import { Field, FIELD } from './report-field';

export type TPeriodChange =
  { preset: Exclude<TPeriodPreset, 'custom'> } | { preset: 'custom'; from: string; to: string };

/**
 * Period (a preset, or Custom with From and To) and, when the books hold more than one
 * currency, Currency. The values live in the address; `onChange` writes them there.
 */
export const PeriodControls = ({
  period,
  customFrom,
  customTo,
  problem,
  currencies,
  currency,
  onPeriod,
  onCurrency,
}: {
  period: TPeriod;
  /** What the From and To inputs show (the address's, even when not a whole period yet). */
  customFrom: string;
  customTo: string;
  problem: string | null;
  currencies: string[];
  currency: string;
  onPeriod: (change: TPeriodChange) => void;
  onCurrency: (currency: string) => void;
}) => (
  <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end">
    <Field label="Period">
      <select
        className={FIELD}
        value={period.preset}
        onChange={(e) => {
          const preset = e.target.value as TPeriodPreset;
          // Custom starts from the days shown, so switching to it changes no figure.
          onPeriod(preset === 'custom' ? { preset, from: period.from, to: period.to } : { preset });
        }}
      >
        {PERIOD_PRESETS.map((p) => (
          <option key={p.key} value={p.key}>
            {p.label}
          </option>
        ))}
      </select>
    </Field>
    {period.preset === 'custom' ? (
      <>
        <Field label="From">
          <input
            type="date"
            className={FIELD}
            value={customFrom}
            max={customTo || undefined}
            aria-invalid={problem ? true : undefined}
            onChange={(e) => onPeriod({ preset: 'custom', from: e.target.value, to: customTo })}
          />
        </Field>
        <Field label="To">
          <input
            type="date"
            className={FIELD}
            value={customTo}
            min={customFrom || undefined}
            aria-invalid={problem ? true : undefined}
            onChange={(e) => onPeriod({ preset: 'custom', from: customFrom, to: e.target.value })}
          />
        </Field>
      </>
    ) : null}
    {currencies.length > 1 ? (
      <Field label="Currency">
        <select className={FIELD} value={currency} onChange={(e) => onCurrency(e.target.value)}>
          {currencies.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </select>
      </Field>
    ) : null}
    {problem ? (
      <p role="alert" className="text-sm text-red-700 sm:basis-full">
        {problem} The figures are this year’s until then.
      </p>
    ) : null}
  </div>
);
