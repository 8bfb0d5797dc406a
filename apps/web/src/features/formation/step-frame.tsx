import type { TCompanyDetails } from '@charterline/shared/schemas/company';
import type { FormEvent, ReactNode } from 'react';
import { ContinueButton, GoBackButton } from '@/components/ui/wizard-buttons';

/** A wizard step's form with GO BACK and CONTINUE (Enter submits; Escape never loses input). */
export const StepForm = ({
  children,
  onSubmit,
  onBack,
  busy = false,
  continueLabel = 'CONTINUE',
  continueDisabled = false,
}: {
  children: ReactNode;
  onSubmit: () => void;
  onBack: () => void;
  busy?: boolean;
  continueLabel?: string;
  continueDisabled?: boolean;
}) => (
  <form
    noValidate
    onSubmit={(e: FormEvent) => {
      e.preventDefault();
      if (!busy) onSubmit();
    }}
    className="space-y-6"
  >
    <div className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
      {children}
    </div>
    <StepActions onBack={onBack}>
      <ContinueButton type="submit" loading={busy} disabled={continueDisabled}>
        {continueLabel}
      </ContinueButton>
    </StepActions>
  </form>
);

/**
 * The row under a step: GO BACK on the left, the step's main button on the right; on a
 * phone both full width, the main one on top.
 */
export const StepActions = ({ onBack, children }: { onBack: () => void; children: ReactNode }) => (
  <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-start sm:justify-between">
    <GoBackButton onClick={onBack} />
    <div className="flex flex-col gap-1 sm:items-end">{children}</div>
  </div>
);

/** A choice between two or more options as large radio cards (keyboard: arrows, space). */
export const ChoiceCards = <T extends string>({
  name,
  legend,
  value,
  onChange,
  options,
}: {
  name: string;
  legend: string;
  value: T | null;
  onChange: (value: T) => void;
  options: readonly { value: T; title: string; text: string }[];
}) => (
  <fieldset>
    <legend className="text-sm font-medium text-slate-700">{legend}</legend>
    <div className="mt-2 grid gap-3 sm:grid-cols-2">
      {options.map((o) => (
        <label
          key={o.value}
          className={`flex cursor-pointer gap-3 rounded-xl p-4 ring-1 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600 ${
            value === o.value
              ? 'bg-brand-50 ring-brand-600'
              : 'bg-white ring-slate-300 hover:bg-slate-50'
          }`}
        >
          <input
            type="radio"
            name={name}
            value={o.value}
            checked={value === o.value}
            onChange={() => onChange(o.value)}
            className="mt-1 accent-brand-700"
          />
          <span>
            <span className="block font-semibold text-slate-900">{o.title}</span>
            <span className="mt-0.5 block text-sm text-slate-600">{o.text}</span>
          </span>
        </label>
      ))}
    </div>
  </fieldset>
);

export type TStepProps = {
  company: TCompanyDetails;
  next: () => void;
  back: () => void;
};
