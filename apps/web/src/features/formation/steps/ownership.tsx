import { Plus, Trash2 } from 'lucide-react';
import { FormProvider, useFieldArray, useWatch } from 'react-hook-form';
import type { TAddressInput } from '@charterline/shared/schemas/address';
import {
  OWNERSHIP_TOTAL_MESSAGE,
  type TOwnersRequest,
  ZOwnersRequest,
} from '@charterline/shared/schemas/company';
import { Button } from '@/components/ui/button';

import { useUser } from '@/lib/auth';
import { AddressFields, emptyAddress } from '../address-fields';
import { TextField } from '../form-fields';
import { errorAt, useStepForm } from '../step-form';
import { StepForm, type TStepProps } from '../step-frame';

type TOwnerDraft = {
  firstName: string;
  lastName: string;
  email: string;
  /** As typed: "33,5" and "33.5" both read as 33.5. */
  percentage: string;
  address: TAddressInput;
};
type TOwnershipForm = { owners: TOwnerDraft[] };

const draft = (o: Partial<TOwnerDraft> = {}): TOwnerDraft => ({
  firstName: '',
  lastName: '',
  email: '',
  percentage: '',
  address: emptyAddress(''),
  ...o,
});

const hundredths = (p: string) => Math.round(Number(p.replace(',', '.')) * 100) || 0;

const toBody = (v: TOwnershipForm): TOwnersRequest => ({
  owners: v.owners.map((o) => ({
    firstName: o.firstName,
    lastName: o.lastName,
    email: o.email,
    ownershipPercentage: Number(o.percentage.replace(',', '.')),
    address: o.address,
  })),
});

/** Formation step 3: the owners and their percentages, which must reach exactly 100%. */
export const OwnershipStep = ({ company, next, back }: TStepProps) => {
  const user = useUser().data;
  const { form, submit, busy } = useStepForm({
    schema: ZOwnersRequest,
    toBody,
    defaultValues: {
      owners:
        company.owners.length > 0
          ? company.owners.map((o) =>
              draft({ ...o, percentage: String(o.ownershipPercentage), address: { ...o.address } }),
            )
          : [
              draft({
                firstName: user?.firstName ?? '',
                lastName: user?.lastName ?? '',
                email: user?.email ?? '',
                percentage: '100',
              }),
            ],
    },
    path: '/owners',
    next,
    successText: 'Excellent! Your company owners have been saved successfully.',
  });
  const { control, formState } = form;
  const owners = useFieldArray({ control, name: 'owners' });
  const values = useWatch({ control, name: 'owners' });
  const total = values.reduce((sum, o) => sum + hundredths(o.percentage), 0);
  const error = (path: string) => errorAt(formState.errors, path);
  // The list's own error (the total, the e-mails) sits beside the owners' field errors.
  const listError = error('owners.root') ?? error('owners');

  return (
    <FormProvider {...form}>
      <StepForm onBack={back} onSubmit={submit} busy={busy}>
        <div className="space-y-6">
          {owners.fields.map((o, i) => (
            <fieldset key={o.id} className="rounded-xl p-4 ring-1 ring-slate-200">
              <legend className="px-1 text-sm font-semibold text-slate-900">Owner {i + 1}</legend>
              <div className="grid gap-4 sm:grid-cols-2">
                <TextField label="First name" name={`owners.${i}.firstName`} />
                <TextField label="Last name" name={`owners.${i}.lastName`} />
                <TextField label="E-mail" type="email" name={`owners.${i}.email`} />
                <TextField
                  label="Ownership (%)"
                  inputMode="decimal"
                  name={`owners.${i}.percentage`}
                  errorPath={`owners.${i}.ownershipPercentage`}
                />
              </div>
              <div className="mt-4">
                <AddressFields idPrefix={`owner-${o.id}`} name={`owners.${i}.address`} />
              </div>
              {owners.fields.length > 1 ? (
                <Button
                  variant="danger"
                  appearance="plain"
                  size="sm"
                  className="mt-3"
                  icon={<Trash2 size={16} aria-hidden="true" />}
                  onClick={() => owners.remove(i)}
                >
                  Remove owner {i + 1}
                </Button>
              ) : null}
            </fieldset>
          ))}
          <div className="flex flex-wrap items-center justify-between gap-3">
            <Button
              variant="primary"
              appearance="outlined"
              icon={<Plus size={18} aria-hidden="true" />}
              onClick={() => owners.append(draft(), { shouldFocus: false })}
              disabled={owners.fields.length >= 20}
            >
              Add owner
            </Button>
            <p
              aria-live="polite"
              data-testid="ownership-total"
              className={`text-sm font-semibold ${total === 10000 ? 'text-emerald-700' : 'text-amber-700'}`}
            >
              Total: {(total / 100).toFixed(2).replace(/\.00$/, '')}%
              {total === 10000 ? '' : ` (${OWNERSHIP_TOTAL_MESSAGE.toLowerCase()})`}
            </p>
          </div>
          {listError ? (
            <p role="alert" className="text-sm text-red-600">
              {listError}
            </p>
          ) : null}
        </div>
      </StepForm>
    </FormProvider>
  );
};
