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

export type TStepProps = {
  company: TCompanyDetails;
  next: () => void;
  back: () => void;
};
