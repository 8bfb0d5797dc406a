import { FormProvider, useWatch } from 'react-hook-form';
import type { TAddressInput } from '@charterline/shared/schemas/address';
import {
  type TMailingAddressRequest,
  ZMailingAddressRequest,
} from '@charterline/shared/schemas/company';
import { AddressFields, emptyAddress } from '@/components/forms/address-fields';
import { OursOrOwnField, savedChoice } from '../ours-or-own-field';
import { useStepForm } from '../step-form';
import { StepForm, type TStepProps } from '../step-frame';

type TMailingAddressForm = { choice: 'ours' | 'own' | null; address: TAddressInput };

const toBody = (v: TMailingAddressForm): TMailingAddressRequest =>
  v.choice === 'own' ? { useOurs: false, address: v.address } : { useOurs: true };

/** Formation step 4: our US mailing address (mail scanned) or the customer's own. */
export const MailingAddressStep = ({ company, next, back }: TStepProps) => {
  const saved = company.mailingAddress;
  const { form, submit, busy } = useStepForm({
    schema: ZMailingAddressRequest,
    toBody,
    defaultValues: {
      choice: savedChoice(saved),
      address: saved?.address ?? emptyAddress('US'),
    },
    path: '/formation/mailing-address',
    next,
  });
  const choice = useWatch({ control: form.control, name: 'choice' });
  return (
    <FormProvider {...form}>
      <StepForm onBack={back} busy={busy} onSubmit={submit}>
        <OursOrOwnField
          radioName="mailing-address"
          legend="Where should your company’s mail go?"
          ours={{
            title: 'Use Charterline’s US address',
            text: 'Included for the first year: banks and the IRS write to it, we scan every letter.',
          }}
          own={{
            title: 'Use my own address',
            text: 'Anywhere in the world; some US banks prefer a US address.',
          }}
        />
        {choice === 'own' ? (
          <div className="mt-6">
            <AddressFields idPrefix="mailing" name="address" />
          </div>
        ) : null}
      </StepForm>
    </FormProvider>
  );
};
