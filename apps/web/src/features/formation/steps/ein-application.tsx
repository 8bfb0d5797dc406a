import { Controller, FormProvider, useWatch } from 'react-hook-form';
import {
  type TResponsiblePartyRequest,
  type TTaxIdType,
  ZResponsiblePartyRequest,
} from '@charterline/shared/schemas/company';
import { FormPhoneInput } from '@/components/forms/form-phone-input';
import { Input } from '@/components/ui/input';
import { founderCountryOf, preferredPhoneCountry } from '@/components/ui/phone-input';
import { useUser } from '@/lib/auth';
import { ChoiceField } from '@/components/forms/choice-field';
import { FormInput } from '@/components/forms/form-input';
import { errorAt } from '@/lib/field-error';
import { useStepForm } from '../step-form';
import { StepForm, type TStepProps } from '../step-frame';

type TEinForm = {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  /** null until the customer picks one (then "Choose SSN, ITIN…"). */
  taxIdType: TTaxIdType | null;
  taxIdLast4: string;
};

const CHOOSE_TAX_ID = 'Choose SSN, ITIN or “I don’t have one”.';

/** The last 4 digits go only with an SSN or ITIN. */
const toBody = (v: TEinForm): TResponsiblePartyRequest => ({
  firstName: v.firstName,
  lastName: v.lastName,
  email: v.email,
  phone: v.phone,
  taxIdType: v.taxIdType ?? 'NONE',
  ...(v.taxIdType === 'NONE' ? {} : { taxIdLast4: v.taxIdLast4 }),
});

/** Formation step 5: the responsible party for the EIN (SS-4); only the last 4 of an SSN/ITIN. */
export const EinApplicationStep = ({ company, next, back }: TStepProps) => {
  const user = useUser().data;
  const saved = company.responsiblePartyDetails;
  const { form, submit, busy } = useStepForm({
    schema: ZResponsiblePartyRequest,
    toBody,
    extra: (v: TEinForm): Record<string, string> =>
      v.taxIdType ? {} : { taxIdType: CHOOSE_TAX_ID },
    defaultValues: {
      firstName: saved?.firstName ?? user?.firstName ?? '',
      lastName: saved?.lastName ?? user?.lastName ?? '',
      email: saved?.email ?? user?.email ?? '',
      // The number given at sign-up until the step has one of its own (issue 36).
      phone: saved?.phone ?? user?.phone ?? '',
      taxIdType: saved?.taxIdType ?? null,
      taxIdLast4: saved?.taxIdLast4 ?? '',
    },
    path: '/responsible-party-details',
    next,
    successText: 'Your responsible party details have been updated successfully.',
  });
  const { control, formState } = form;
  const taxIdType = useWatch({ control, name: 'taxIdType' });
  const error = (path: string) => errorAt(formState.errors, path);
  // A number without its country starts on the founder's, not the US (issue 36).
  const phoneCountry = preferredPhoneCountry({
    phone: user?.phone,
    country: founderCountryOf(company.owners, user?.email),
  });
  return (
    <FormProvider {...form}>
      <StepForm onBack={back} onSubmit={submit} busy={busy}>
        <p className="text-sm text-slate-600">
          The IRS needs one responsible party: usually the founder who controls the company.
        </p>
        <div className="mt-4 grid gap-4 sm:grid-cols-2">
          <FormInput label="First name" name="firstName" autoComplete="given-name" />
          <FormInput label="Last name" name="lastName" autoComplete="family-name" />
          <FormInput label="E-mail" type="email" name="email" autoComplete="email" />
          <FormPhoneInput
            control={control}
            name="phone"
            label="Phone"
            defaultCountry={phoneCountry}
          />
        </div>
        <div className="mt-6">
          <ChoiceField
            name="taxIdType"
            radioName="tax-id"
            legend="US taxpayer number"
            onChange={() => form.clearErrors('taxIdType')}
            options={[
              { value: 'SSN', title: 'I have an SSN', text: 'US Social Security Number.' },
              {
                value: 'ITIN',
                title: 'I have an ITIN',
                text: 'Individual Taxpayer Identification Number.',
              },
              {
                value: 'NONE',
                title: 'I don’t have one',
                text: 'Most founders outside the US: we apply for your EIN by fax with form SS-4.',
              },
            ]}
          />
          {error('taxIdType') ? (
            <p role="alert" className="mt-2 text-sm text-red-600">
              {error('taxIdType')}
            </p>
          ) : null}
        </div>
        {taxIdType === 'SSN' || taxIdType === 'ITIN' ? (
          <div className="mt-4 max-w-xs">
            <Controller
              control={control}
              name="taxIdLast4"
              render={({ field }) => (
                <Input
                  label={`Last 4 digits of your ${taxIdType}`}
                  inputMode="numeric"
                  maxLength={4}
                  {...field}
                  onChange={(e) => field.onChange(e.target.value.replace(/\D/g, ''))}
                  error={error('taxIdLast4')}
                  hint="We never ask for or store the full number here."
                  autoComplete="off"
                />
              )}
            />
          </div>
        ) : null}
      </StepForm>
    </FormProvider>
  );
};
