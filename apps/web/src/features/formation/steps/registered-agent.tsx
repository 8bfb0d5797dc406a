import { FormProvider, useWatch } from 'react-hook-form';
import type { TAddressInput } from '@charterline/shared/schemas/address';
import {
  type TRegisteredAgentRequest,
  ZRegisteredAgentRequest,
} from '@charterline/shared/schemas/company';

import { AddressFields, emptyAddress } from '@/components/forms/address-fields';
import { OursOrOwnField, savedChoice } from '../ours-or-own-field';
import { FormInput } from '@/components/forms/form-input';
import { useStepForm } from '../step-form';
import { StepForm, type TStepProps } from '../step-frame';

type TRegisteredAgentForm = {
  choice: 'ours' | 'own' | null;
  name: string;
  address: TAddressInput;
};

/** Ours, or the customer's own agent with a US street address. */
const toBody = (v: TRegisteredAgentForm): TRegisteredAgentRequest =>
  v.choice === 'own'
    ? { useOurs: false, name: v.name, address: { ...v.address, country: 'US' } }
    : { useOurs: true };

/** Formation step 2: our registered agent (included) or the customer's own. */
export const RegisteredAgentStep = ({ company, next, back }: TStepProps) => {
  const saved = company.registeredAgent;
  const { form, submit, busy } = useStepForm({
    schema: ZRegisteredAgentRequest,
    toBody,
    defaultValues: {
      choice: savedChoice(saved),
      name: saved && !saved.useOurs ? (saved.name ?? '') : '',
      address: saved?.address ?? emptyAddress('US'),
    },
    path: '/formation/registered-agent',
    next,
  });
  const choice = useWatch({ control: form.control, name: 'choice' });
  return (
    <FormProvider {...form}>
      <StepForm onBack={back} busy={busy} onSubmit={submit}>
        <OursOrOwnField
          radioName="registered-agent"
          legend="Who receives legal mail for your LLC in its state?"
          ours={{
            title: 'Use Charterline’s registered agent',
            text: 'Included for the first year. We scan every notice to your dashboard the day it arrives.',
          }}
          own={{
            title: 'I have my own registered agent',
            text: 'A person or company with a street address in the state of formation.',
          }}
        />
        {choice === 'own' ? (
          <div className="mt-6 grid gap-4">
            <FormInput label="Registered agent’s name" name="name" />
            <AddressFields idPrefix="agent" onlyUs name="address" />
          </div>
        ) : null}
      </StepForm>
    </FormProvider>
  );
};
