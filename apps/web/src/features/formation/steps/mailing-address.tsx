import { useState } from 'react';
import { ZMailingAddressRequest } from '@charterline/shared/schemas/company';
import { AddressFields, emptyAddress, type TAddressValue } from '../address-fields';
import { under } from '../form-errors';
import { useStepSave } from '../use-step-save';
import { ChoiceCards, StepForm, type TStepProps } from '../step-frame';

/** Formation step 4: our US mailing address (mail scanned) or the customer's own. */
export const MailingAddressStep = ({ company, next, back }: TStepProps) => {
  const { submit, errors, busy } = useStepSave(
    ZMailingAddressRequest,
    '/formation/mailing-address',
    next,
  );
  const saved = company.mailingAddress;
  const [choice, setChoice] = useState<'ours' | 'own' | null>(
    saved ? (saved.useOurs ? 'ours' : 'own') : 'ours',
  );
  const [address, setAddress] = useState<TAddressValue>(saved?.address ?? emptyAddress('US'));
  return (
    <StepForm
      onBack={back}
      busy={busy}
      onSubmit={() => submit(choice === 'own' ? { useOurs: false, address } : { useOurs: true })}
    >
      <ChoiceCards
        name="mailing-address"
        legend="Where should your company’s mail go?"
        value={choice}
        onChange={setChoice}
        options={[
          {
            value: 'ours',
            title: 'Use Charterline’s US address',
            text: 'Included for the first year: banks and the IRS write to it, we scan every letter.',
          },
          {
            value: 'own',
            title: 'Use my own address',
            text: 'Anywhere in the world; some US banks prefer a US address.',
          },
        ]}
      />
      {choice === 'own' ? (
        <div className="mt-6">
          <AddressFields
            idPrefix="mailing"
            value={address}
            onChange={setAddress}
            errors={under(errors, 'address')}
          />
        </div>
      ) : null}
    </StepForm>
  );
};
