import { useState } from 'react';
import { ZRegisteredAgentRequest } from '@charterline/shared/schemas/company';
import { Input } from '@/components/ui/input';
import { AddressFields, emptyAddress, type TAddressValue } from '../address-fields';
import { under } from '../form-errors';
import { useStepSave } from '../use-step-save';
import { ChoiceCards, StepForm, type TStepProps } from '../step-frame';

/** Formation step 2: our registered agent (included) or the customer's own. */
export const RegisteredAgentStep = ({ company, next, back }: TStepProps) => {
  const { submit, errors, busy } = useStepSave(
    ZRegisteredAgentRequest,
    '/formation/registered-agent',
    next,
  );
  const saved = company.registeredAgent;
  const [choice, setChoice] = useState<'ours' | 'own' | null>(
    saved ? (saved.useOurs ? 'ours' : 'own') : 'ours',
  );
  const [name, setName] = useState(saved && !saved.useOurs ? saved.name : '');
  const [address, setAddress] = useState<TAddressValue>(saved?.address ?? emptyAddress('US'));
  return (
    <StepForm
      onBack={back}
      busy={busy}
      onSubmit={() =>
        submit(
          choice === 'own'
            ? { useOurs: false, name, address: { ...address, country: 'US' } }
            : { useOurs: true },
        )
      }
    >
      <ChoiceCards
        name="registered-agent"
        legend="Who receives legal mail for your LLC in its state?"
        value={choice}
        onChange={setChoice}
        options={[
          {
            value: 'ours',
            title: 'Use Charterline’s registered agent',
            text: 'Included for the first year. We scan every notice to your dashboard the day it arrives.',
          },
          {
            value: 'own',
            title: 'I have my own registered agent',
            text: 'A person or company with a street address in the state of formation.',
          },
        ]}
      />
      {choice === 'own' ? (
        <div className="mt-6 grid gap-4">
          <Input
            label="Registered agent’s name"
            value={name}
            onChange={(e) => setName(e.target.value)}
            error={errors.name}
          />
          <AddressFields
            idPrefix="agent"
            onlyUs
            value={address}
            onChange={setAddress}
            errors={under(errors, 'address')}
          />
        </div>
      ) : null}
    </StepForm>
  );
};
