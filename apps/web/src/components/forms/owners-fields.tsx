import { Plus, Trash2 } from 'lucide-react';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { OWNERSHIP_TOTAL_MESSAGE } from '@charterline/shared/schemas/company';
import { Button } from '@/components/ui/button';
import { errorAt } from '@/lib/field-error';
import { AddressFields } from './address-fields';
import { FormInput } from './form-input';
import { hundredths, ownerDraft, type TOwnerDraft } from './owner-drafts';

/** The owners of a form holding `owners: TOwnerDraft[]`: add, remove, the running total. */
export const OwnersFields = () => {
  const { control, formState } = useFormContext<{ owners: TOwnerDraft[] }>();
  const owners = useFieldArray({ control, name: 'owners' });
  const values = useWatch({ control, name: 'owners' });
  const total = values.reduce((sum, o) => sum + hundredths(o.percentage), 0);
  const error = (path: string) => errorAt(formState.errors, path);
  // The list's own error (the total, the e-mails) sits beside the owners' field errors.
  const listError = error('owners.root') ?? error('owners');
  return (
    <div className="space-y-6">
      {owners.fields.map((o, i) => (
        <fieldset key={o.id} className="rounded-xl p-4 ring-1 ring-slate-200">
          <legend className="px-1 text-sm font-semibold text-slate-900">Owner {i + 1}</legend>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormInput label="First name" name={`owners.${i}.firstName`} />
            <FormInput label="Last name" name={`owners.${i}.lastName`} />
            <FormInput label="E-mail" type="email" name={`owners.${i}.email`} />
            <FormInput
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
          onClick={() => owners.append(ownerDraft(), { shouldFocus: false })}
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
  );
};
