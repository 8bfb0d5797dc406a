import { Plus, Trash2 } from 'lucide-react';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { MONTH_NAMES } from '@charterline/shared/format';
import { COMPANY_NAME_TYPES } from '@charterline/shared/enums';
import type { TChangeKind } from '@charterline/shared/schemas/company-changes';
import { Button } from '@/components/ui/button';
import { AddressFields } from '@/components/forms/address-fields';
import { ChoiceField } from '@/components/forms/choice-field';
import { FormInput } from '@/components/forms/form-input';
import { FormSelect } from '@/components/forms/form-select';
import { OwnersFields } from '@/components/forms/owners-fields';
import { errorAt } from '@/lib/field-error';
import type { TChangeDraft } from '../change-draft';

const MANAGEMENT_CHOICES = [
  { value: 'MEMBER_MANAGED', title: 'Member-managed', text: 'The members run it.' },
  {
    value: 'MANAGER_MANAGED',
    title: 'Manager-managed',
    text: 'Named managers run it; members may be silent owners.',
  },
] as const;

const AGENT_CHOICES = [
  { value: 'ours', title: 'Use ours', text: 'Included with our registered agent service.' },
  { value: 'own', title: 'Use my own', text: 'An agent with a street address in the state.' },
] as const;

const MONTHS = MONTH_NAMES.map((label, i) => ({ value: String(i + 1), label }));

/** Member-managed or manager-managed, and the managers when there are some. */
const ManagersFields = () => {
  const { control, formState } = useFormContext<TChangeDraft>();
  const managers = useFieldArray({ control, name: 'managers' });
  const management = useWatch({ control, name: 'management' });
  const listError =
    errorAt(formState.errors, 'managers') ?? errorAt(formState.errors, 'managers.root');
  return (
    <div className="space-y-4">
      <ChoiceField
        name="management"
        radioName="management"
        legend="Who runs the company"
        options={MANAGEMENT_CHOICES}
      />
      {management === 'MANAGER_MANAGED' ? (
        <fieldset className="space-y-3">
          <legend className="text-sm font-medium text-slate-700">Managers</legend>
          {managers.fields.map((m, i) => (
            <div key={m.id} className="flex flex-col gap-2 sm:flex-row sm:items-end">
              <FormInput
                label={`Manager ${i + 1}`}
                name={`managers.${i}.name`}
                className="flex-1"
              />
              <Button
                variant="danger"
                appearance="plain"
                size="sm"
                icon={<Trash2 size={16} aria-hidden="true" />}
                onClick={() => managers.remove(i)}
              >
                Remove manager {i + 1}
              </Button>
            </div>
          ))}
          <Button
            variant="primary"
            appearance="outlined"
            className="w-full sm:w-auto"
            icon={<Plus size={18} aria-hidden="true" />}
            onClick={() => managers.append({ name: '' })}
            disabled={managers.fields.length >= 20}
          >
            Add manager
          </Button>
          {listError ? (
            <p role="alert" className="text-sm text-red-600">
              {listError}
            </p>
          ) : null}
        </fieldset>
      ) : null}
    </div>
  );
};

/** Ours, or their own agent with a US street address. */
const AgentFields = () => {
  const agent = useWatch<TChangeDraft, 'agent'>({ name: 'agent' });
  return (
    <div className="space-y-4">
      <ChoiceField
        name="agent"
        radioName="agent"
        legend="Registered agent"
        options={AGENT_CHOICES}
      />
      {agent === 'own' ? (
        <>
          <FormInput label="Agent's name" name="name" />
          <AddressFields name="address" idPrefix="agent" onlyUs />
        </>
      ) : null}
    </div>
  );
};

/** The fields of one kind of change, bound to the change's form. */
export const ChangeFields = ({ kind }: { kind: TChangeKind }) => {
  switch (kind) {
    case 'LEGAL_NAME':
      return (
        <div className="grid gap-4 sm:grid-cols-2">
          <FormInput label="New name" name="companyName" />
          <FormSelect
            label="Ending"
            name="designation"
            options={COMPANY_NAME_TYPES.map((t) => ({ value: t, label: t }))}
          />
        </div>
      );
    case 'PRINCIPAL_ADDRESS':
    case 'MAILING_ADDRESS':
      return <AddressFields name="address" idPrefix="change-address" />;
    case 'MEMBERS':
      return <OwnersFields />;
    case 'MANAGERS':
      return <ManagersFields />;
    case 'REGISTERED_AGENT':
      return <AgentFields />;
    case 'CONTACT_EMAIL':
      return <FormInput label="E-mail address" type="email" autoComplete="email" name="email" />;
    case 'FISCAL_YEAR':
      return <FormSelect label="Fiscal year ends in" name="fiscalYearEndMonth" options={MONTHS} />;
    case 'CLOSURE':
      return (
        <div className="space-y-4">
          <FormInput label="Last day of business (optional)" type="date" name="effectiveDate" />
          <FormInput label="Reason (optional)" name="reason" />
        </div>
      );
    case 'REINSTATEMENT':
      return <FormInput label="Anything we should know (optional)" name="note" />;
  }
};
