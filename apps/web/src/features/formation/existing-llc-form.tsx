import { useId } from 'react';
import { FormProvider, useWatch } from 'react-hook-form';
import { COMPANY_NAME_TYPES, type TCompanyNameType } from '@charterline/shared/enums';
import { checkLlcName, filedNameAccentHint } from '@charterline/shared/rules/llc-name';
import type { TAddressInput } from '@charterline/shared/schemas/address';
import type { TCompanyDetails } from '@charterline/shared/schemas/company';
import {
  type TExistingLlcRequest,
  ZExistingLlcRequest,
} from '@charterline/shared/schemas/existing-llc';
import { Button } from '@/components/ui/button';
import { useUser } from '@/lib/auth';
import { AddressFields, emptyAddress } from '@/components/forms/address-fields';
import { useAllowedStates } from './api/get-allowed-states';
import { OursOrOwnField, savedChoice } from './ours-or-own-field';
import { FormInput } from '@/components/forms/form-input';
import { FormSelect } from '@/components/forms/form-select';
import { ownerDrafts, ownersBody, type TOwnerDraft } from '@/components/forms/owner-drafts';
import { OwnersFields } from '@/components/forms/owners-fields';
import { useStepForm } from './step-form';

type TExistingLlcForm = {
  companyName: string;
  companyNameType: TCompanyNameType;
  state: string;
  formationDate: string;
  stateFileNumber: string;
  ein: string;
  choice: 'ours' | 'own' | null;
  registeredAgent: { name: string; address: TAddressInput };
  owners: TOwnerDraft[];
};

const toBody = (v: TExistingLlcForm): TExistingLlcRequest => ({
  companyName: v.companyName,
  companyNameType: v.companyNameType,
  state: v.state,
  formationDate: v.formationDate,
  stateFileNumber: v.stateFileNumber,
  ...(v.ein.trim() ? { ein: v.ein } : {}),
  registeredAgent:
    v.choice === 'own'
      ? {
          useOurs: false,
          name: v.registeredAgent.name,
          address: { ...v.registeredAgent.address, country: 'US' },
        }
      : { useOurs: true },
  owners: ownersBody(v.owners),
});

/** The LLC name rules (rules/llc-name) on the name without its designation. */
const nameErrors = (v: TExistingLlcForm): Record<string, string> => {
  const error = v.companyName.trim() ? checkLlcName(v.companyName).errors[0] : undefined;
  return error ? { companyName: error.message } : {};
};

const Section = ({
  title,
  text,
  children,
}: {
  title: string;
  text: string;
  children: React.ReactNode;
}) => {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6"
    >
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{text}</p>
      <div className="mt-5">{children}</div>
    </section>
  );
};

const today = () => new Date().toISOString().slice(0, 10);

/**
 * "Bring your LLC" (decision 0113): the LLC formed elsewhere, as its state knows it, its
 * registered agent and its owners. Checked with the schema the server uses; the server's
 * field errors land on the same fields.
 */
export const ExistingLlcForm = ({
  company,
  onSaved,
}: {
  company: TCompanyDetails;
  /** `switchToOurs`: the founder chose our agent, a change to pay for and file next. */
  onSaved: (switchToOurs: boolean) => void;
}) => {
  const user = useUser().data;
  const states = useAllowedStates();
  const agent = company.registeredAgent;
  const { form, submit, busy } = useStepForm({
    schema: ZExistingLlcRequest,
    toBody,
    extra: nameErrors,
    defaultValues: {
      companyName: company.companyName ?? '',
      companyNameType: company.companyNameType ?? 'LLC',
      state: company.state ?? '',
      formationDate: company.formationDate ?? '',
      stateFileNumber: company.stateFileNumber ?? '',
      ein: company.ein ?? '',
      choice: savedChoice(agent),
      registeredAgent: {
        name: agent && !agent.useOurs ? (agent.name ?? '') : '',
        address: agent?.address ?? emptyAddress('US'),
      },
      owners: ownerDrafts(company.owners, user),
    },
    path: '/existing-llc',
    next: (body) => onSaved(body.registeredAgent.useOurs),
    successText: 'Thank you! We are checking your LLC’s details with the state.',
  });
  const choice = useWatch({ control: form.control, name: 'choice' });
  const legalName = useWatch({ control: form.control, name: 'companyName' });
  return (
    <FormProvider {...form}>
      <form
        noValidate
        aria-label="Bring your LLC"
        onSubmit={(e) => {
          e.preventDefault();
          if (!busy) submit();
        }}
        className="space-y-6"
      >
        <Section
          title="Your LLC"
          text="As it appears on your Articles of Organization (or Certificate of Formation)."
        >
          <div className="grid gap-4 sm:grid-cols-3">
            <div className="sm:col-span-2">
              <FormInput
                label="Legal name (without LLC)"
                name="companyName"
                autoComplete="organization"
                hint={filedNameAccentHint(legalName) ?? undefined}
              />
            </div>
            <FormSelect
              label="Designation"
              name="companyNameType"
              options={COMPANY_NAME_TYPES.map((t) => ({ value: t, label: t }))}
            />
          </div>
          <div className="mt-4 grid gap-4 sm:grid-cols-2">
            <FormSelect
              label="State of formation"
              name="state"
              options={(states.data ?? []).map((s) => ({ value: s.code, label: s.name }))}
            />
            <FormInput label="Formation date" name="formationDate" type="date" max={today()} />
            <FormInput
              label="State file number"
              name="stateFileNumber"
              hint="The number the state gave your LLC, e.g. 2021-001234567."
              autoCapitalize="characters"
            />
            <FormInput
              label="EIN (optional)"
              name="ein"
              placeholder="12-3456789"
              inputMode="numeric"
              hint="Leave it empty if the IRS has not issued one yet."
            />
          </div>
        </Section>
        <Section
          title="Registered agent"
          text="Who receives legal mail for your LLC in its state of formation."
        >
          <OursOrOwnField
            radioName="existing-registered-agent"
            legend="Your registered agent"
            ours={{
              title: 'Switch to Charterline’s registered agent',
              text: 'After you save, you see the price and pay; we then file the change with the state and scan every notice to your dashboard. Until the state records it, your current agent stays.',
            }}
            own={{
              title: 'I keep my registered agent',
              text: 'A person or company with a street address in the state of formation.',
            }}
          />
          {choice === 'own' ? (
            <div className="mt-6 grid gap-4">
              <FormInput label="Registered agent’s name" name="registeredAgent.name" />
              <AddressFields idPrefix="existing-agent" onlyUs name="registeredAgent.address" />
            </div>
          ) : null}
        </Section>
        <Section
          title="Owners"
          text="Every member of the LLC and their share; the shares add up to 100%."
        >
          <OwnersFields />
        </Section>
        <div className="flex flex-col gap-3 sm:flex-row sm:justify-end">
          <Button type="submit" size="lg" loading={busy} className="w-full sm:w-auto">
            Save my LLC’s details
          </Button>
        </div>
      </form>
    </FormProvider>
  );
};
