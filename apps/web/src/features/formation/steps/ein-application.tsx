import { useState } from 'react';
import { ZResponsiblePartyRequest, type TTaxIdType } from '@charterline/shared/schemas/company';
import { Input } from '@/components/ui/input';
import { useUser } from '@/lib/auth';
import { useStepSave } from '../use-step-save';
import { ChoiceCards, StepForm, type TStepProps } from '../step-frame';

/** Formation step 5: the responsible party for the EIN (SS-4); only the last 4 of an SSN/ITIN. */
export const EinApplicationStep = ({ company, next, back }: TStepProps) => {
  const user = useUser().data;
  const { submit, errors, setErrors, busy } = useStepSave(
    ZResponsiblePartyRequest,
    '/responsible-party-details',
    next,
    'Your responsible party details have been updated successfully.',
  );
  const saved = company.responsiblePartyDetails;
  const [firstName, setFirstName] = useState(saved?.firstName ?? user?.firstName ?? '');
  const [lastName, setLastName] = useState(saved?.lastName ?? user?.lastName ?? '');
  const [email, setEmail] = useState(saved?.email ?? user?.email ?? '');
  const [phone, setPhone] = useState(saved?.phone ?? '');
  const [taxIdType, setTaxIdType] = useState<TTaxIdType | null>(saved?.taxIdType ?? null);
  const [last4, setLast4] = useState(saved?.taxIdLast4 ?? '');
  const onSubmit = () =>
    submit(
      {
        firstName,
        lastName,
        email,
        phone,
        taxIdType: taxIdType ?? 'NONE',
        ...(taxIdType === 'NONE' ? {} : { taxIdLast4: last4 }),
      },
      taxIdType ? {} : { taxIdType: 'Choose SSN, ITIN or “I don’t have one”.' },
    );
  return (
    <StepForm onBack={back} onSubmit={onSubmit} busy={busy}>
      <p className="text-sm text-slate-600">
        The IRS needs one responsible party: usually the founder who controls the company.
      </p>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <Input
          label="First name"
          value={firstName}
          onChange={(e) => setFirstName(e.target.value)}
          error={errors.firstName}
          autoComplete="given-name"
        />
        <Input
          label="Last name"
          value={lastName}
          onChange={(e) => setLastName(e.target.value)}
          error={errors.lastName}
          autoComplete="family-name"
        />
        <Input
          label="E-mail"
          type="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          error={errors.email}
          autoComplete="email"
        />
        <Input
          label="Phone"
          type="tel"
          value={phone}
          onChange={(e) => setPhone(e.target.value)}
          error={errors.phone}
          autoComplete="tel"
          hint="With the country code, e.g. +44 20 7946 0958"
        />
      </div>
      <div className="mt-6">
        <ChoiceCards
          name="tax-id"
          legend="US taxpayer number"
          value={taxIdType}
          onChange={(v) => {
            setTaxIdType(v);
            setErrors(({ taxIdType: _, ...rest }) => rest);
          }}
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
        {errors.taxIdType ? (
          <p role="alert" className="mt-2 text-sm text-red-600">
            {errors.taxIdType}
          </p>
        ) : null}
      </div>
      {taxIdType === 'SSN' || taxIdType === 'ITIN' ? (
        <div className="mt-4 max-w-xs">
          <Input
            label={`Last 4 digits of your ${taxIdType}`}
            inputMode="numeric"
            maxLength={4}
            value={last4}
            onChange={(e) => setLast4(e.target.value.replace(/\D/g, ''))}
            error={errors.taxIdLast4}
            hint="We never ask for or store the full number here."
            autoComplete="off"
          />
        </div>
      ) : null}
    </StepForm>
  );
};
