import { useId, useState, type FormEvent } from 'react';
import type { TComplianceBasis, TTaxClassification } from '@charterline/shared/schemas/compliance';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toast';
import { useSaveComplianceSettings } from '../api/save-compliance-settings';
import { MONTH_NAMES } from '@charterline/shared/format';

/** The fiscal year end and tax classification the federal deadlines are computed from. */
export const ComplianceSettingsSection = ({ basis }: { basis: TComplianceBasis }) => {
  const monthId = useId();
  const [month, setMonth] = useState(basis.fiscalYearEndMonth);
  const [tax, setTax] = useState<TTaxClassification>(basis.taxClassification);
  const save = useSaveComplianceSettings();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate(
      { fiscalYearEndMonth: month, taxClassification: tax },
      { onSuccess: () => toast.success('Saved. Your deadlines were computed again.') },
    );
  };
  return (
    <section
      aria-labelledby="compliance-settings"
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6"
    >
      <h2 id="compliance-settings" className="font-semibold text-slate-900">
        Settings
      </h2>
      <form onSubmit={submit} className="mt-3 space-y-4">
        <div className="flex flex-col gap-1.5">
          <label htmlFor={monthId} className="text-sm font-medium text-slate-700">
            Fiscal year ends in
          </label>
          <select
            id={monthId}
            value={month}
            onChange={(e) => setMonth(Number(e.target.value))}
            className="h-11 rounded-lg border border-slate-300 bg-white px-3 text-base"
          >
            {MONTH_NAMES.map((name, i) => (
              <option key={name} value={i + 1}>
                {name}
              </option>
            ))}
          </select>
        </div>
        <fieldset className="space-y-2">
          <legend className="text-sm font-medium text-slate-700">Federal tax classification</legend>
          {(
            [
              ['default', 'Default (disregarded entity or partnership)'],
              ['c_corporation', 'C-corporation election (Form 8832)'],
            ] as const
          ).map(([value, label]) => (
            <label key={value} className="flex items-center gap-2 text-sm text-slate-800">
              <input
                type="radio"
                name="taxClassification"
                checked={tax === value}
                onChange={() => setTax(value)}
                className="size-4 accent-brand-700"
              />
              {label}
            </label>
          ))}
        </fieldset>
        <Button type="submit" size="sm" loading={save.isPending}>
          Save settings
        </Button>
      </form>
    </section>
  );
};
