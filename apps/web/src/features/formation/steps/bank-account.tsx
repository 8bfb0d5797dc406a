import { useState } from 'react';
import {
  BANK_PREFERENCE_LABELS,
  BANK_PREFERENCES,
  ZBankAccountRequest,
  type TBankPreference,
} from '@charterline/shared/schemas/company';
import { Select } from '@/components/ui/select';
import { useStepSave } from '../use-step-save';
import { ChoiceCards, StepForm, type TStepProps } from '../step-frame';

const BANK_TEXT: Record<TBankPreference, string> = {
  mercury: 'US business checking, no monthly fees, opens online from abroad.',
  relay: 'Up to 20 checking accounts, built for small businesses.',
  wise: 'Multi-currency account with local details in many countries.',
  none: 'You keep your EIN letter and documents to open one yourself.',
};

/** Formation step 6: bank account preferences. */
export const BankAccountStep = ({ company, next, back }: TStepProps) => {
  const { submit, errors, busy } = useStepSave(
    ZBankAccountRequest,
    '/formation/bank-account',
    next,
  );
  const saved = company.bankAccount;
  const [preference, setPreference] = useState<TBankPreference | null>(saved?.preference ?? null);
  const [volume, setVolume] = useState(saved?.expectedMonthlyVolume ?? '0-10k');
  return (
    <StepForm
      onBack={back}
      busy={busy}
      onSubmit={() => submit({ preference, expectedMonthlyVolume: volume })}
    >
      <ChoiceCards
        name="bank"
        legend="Where would you like your US business bank account?"
        value={preference}
        onChange={setPreference}
        options={BANK_PREFERENCES.map((p) => ({
          value: p,
          title: BANK_PREFERENCE_LABELS[p],
          text: BANK_TEXT[p],
        }))}
      />
      {errors.preference ? (
        <p role="alert" className="mt-2 text-sm text-red-600">
          {errors.preference}
        </p>
      ) : null}
      <div className="mt-6 max-w-sm">
        <Select
          label="Expected monthly volume (USD)"
          value={volume}
          onValueChange={setVolume}
          options={[
            { value: '0-10k', label: 'Up to $10,000' },
            { value: '10k-50k', label: '$10,000 – $50,000' },
            { value: '50k-250k', label: '$50,000 – $250,000' },
            { value: '250k+', label: 'More than $250,000' },
          ]}
        />
      </div>
    </StepForm>
  );
};
