import { FormProvider } from 'react-hook-form';
import {
  BANK_PREFERENCE_LABELS,
  BANK_PREFERENCES,
  type TBankAccountRequest,
  type TBankPreference,
  ZBankAccountRequest,
} from '@charterline/shared/schemas/company';

import { ChoiceField } from '@/components/forms/choice-field';
import { FormSelect } from '@/components/forms/form-select';
import { errorAt } from '@/lib/field-error';
import { useStepForm } from '../step-form';
import { StepForm, type TStepProps } from '../step-frame';

const BANK_TEXT: Record<TBankPreference, string> = {
  mercury: 'US business checking, no monthly fees, opens online from abroad.',
  relay: 'Up to 20 checking accounts, built for small businesses.',
  wise: 'Multi-currency account with local details in many countries.',
  none: 'You keep your EIN letter and documents to open one yourself.',
};

type TBankAccountForm = { preference: TBankPreference | null; expectedMonthlyVolume: string };

/** Formation step 6: bank account preferences. */
export const BankAccountStep = ({ company, next, back }: TStepProps) => {
  const saved = company.bankAccount;
  const { form, submit, busy } = useStepForm({
    schema: ZBankAccountRequest,
    // No choice yet is sent as is: the schema answers "Choose a bank".
    toBody: (v: TBankAccountForm) => v as TBankAccountRequest,
    defaultValues: {
      preference: saved?.preference ?? null,
      expectedMonthlyVolume: saved?.expectedMonthlyVolume ?? '0-10k',
    },
    path: '/formation/bank-account',
    next,
  });
  const preferenceError = errorAt(form.formState.errors, 'preference');
  return (
    <FormProvider {...form}>
      <StepForm onBack={back} busy={busy} onSubmit={submit}>
        <ChoiceField
          name="preference"
          radioName="bank"
          legend="Where would you like your US business bank account?"
          options={BANK_PREFERENCES.map((p) => ({
            value: p,
            title: BANK_PREFERENCE_LABELS[p],
            text: BANK_TEXT[p],
          }))}
        />
        {preferenceError ? (
          <p role="alert" className="mt-2 text-sm text-red-600">
            {preferenceError}
          </p>
        ) : null}
        <div className="mt-6 max-w-sm">
          <FormSelect
            label="Expected monthly volume (USD)"
            name="expectedMonthlyVolume"
            options={[
              { value: '0-10k', label: 'Up to $10,000' },
              { value: '10k-50k', label: '$10,000 – $50,000' },
              { value: '50k-250k', label: '$50,000 – $250,000' },
              { value: '250k+', label: 'More than $250,000' },
            ]}
          />
        </div>
      </StepForm>
    </FormProvider>
  );
};
