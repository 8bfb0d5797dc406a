import { AlertTriangle } from 'lucide-react';
import { FormProvider, useWatch } from 'react-hook-form';
import { COMPANY_NAME_TYPES, type TCompanyNameType } from '@charterline/shared/enums';
import { checkLlcName } from '@charterline/shared/rules/llc-name';
import { normaliseName } from '@charterline/shared/rules/name-text';
import {
  type TCompanyInfoRequest,
  withScheme,
  ZCompanyInfoRequest,
} from '@charterline/shared/schemas/company';
import { Input } from '@/components/ui/input';

import { FormInput } from '@/components/forms/form-input';
import { FormSelect } from '@/components/forms/form-select';
import { errorAt } from '@/lib/field-error';
import { useStepForm } from '../step-form';
import { StepForm, type TStepProps } from '../step-frame';

/** The live check of one name: designation errors block, restricted words warn. */
const NameCheck = ({ name }: { name: string }) => {
  if (!name.trim()) return null;
  const check = checkLlcName(name);
  if (check.errors[0]) return null; // shown as the field's error
  return check.warnings.length > 0 ? (
    <ul className="mt-1 space-y-1" aria-live="polite">
      {check.warnings.map((w) => (
        <li key={w.message} className="flex gap-2 text-sm text-amber-800">
          <AlertTriangle size={16} className="mt-0.5 shrink-0" aria-hidden="true" />
          {w.message}
        </li>
      ))}
    </ul>
  ) : null;
};

const nameError = (name: string): string | undefined =>
  name.trim() ? checkLlcName(name).errors[0]?.message : undefined;

const ALTERNATIVE_LABELS = ['Second choice (optional)', 'Third choice (optional)'] as const;

type TCompanyInfoForm = {
  companyName: string;
  companyNameType: TCompanyNameType;
  /** The second and third choices, as typed. */
  alternativeNames: [string, string];
  businessPurpose: string;
  website: string;
};

/** The body the API takes: the state chosen before, a website only when typed. */
const toBody = (v: TCompanyInfoForm, state: string): TCompanyInfoRequest => ({
  companyName: v.companyName,
  companyNameType: v.companyNameType,
  state,
  businessPurpose: v.businessPurpose,
  ...(v.website.trim() ? { website: v.website.trim() } : {}),
  alternativeNames: v.alternativeNames.map((n) => n.trim()).filter(Boolean),
});

/** The name rules (rules/llc-name) for the first name and each alternative given. */
const nameErrors = (v: TCompanyInfoForm): Record<string, string> => {
  const errors: Record<string, string> = {};
  const alternatives = v.alternativeNames.map((n) => n.trim()).filter(Boolean);
  [v.companyName, ...alternatives].forEach((n, i) => {
    const e = nameError(n);
    if (e) errors[i === 0 ? 'companyName' : `alternativeNames.${i - 1}`] = e;
  });
  return errors;
};

/** What the website will be saved as (the shared schema adds https:// to a bare domain). */
const websiteHint = (typed: string): string => {
  const kept = withScheme(typed);
  return typeof kept === 'string' && kept !== typed.trim()
    ? `Saved as ${kept}`
    : 'A domain is enough; we add https:// for you.';
};

/** Formation step 1: up to three ranked names, the designation, the purpose. */
export const CompanyInfoStep = ({ company, next, back }: TStepProps) => {
  const { form, submit, busy } = useStepForm({
    schema: ZCompanyInfoRequest,
    toBody: (v: TCompanyInfoForm) => toBody(v, company.state ?? ''),
    extra: nameErrors,
    defaultValues: {
      companyName: company.companyName ?? '',
      companyNameType: company.companyNameType ?? 'LLC',
      alternativeNames: [company.alternativeNames[0] ?? '', company.alternativeNames[1] ?? ''],
      businessPurpose: company.businessPurpose ?? '',
      website: company.website ?? '',
    },
    path: '/company-info',
    next,
    successText: 'Your company information has been updated successfully.',
  });
  const { control, register, formState } = form;
  const [name, type, alternatives, website] = useWatch({
    control,
    name: ['companyName', 'companyNameType', 'alternativeNames', 'website'],
  });
  const error = (path: string) => errorAt(formState.errors, path);
  // As it will be stored and filed: the shared schema normalises names (rules/name-text).
  const typed = (n: string) => (normaliseName(n) ? `${normaliseName(n)} ${type}` : '');
  return (
    <FormProvider {...form}>
      <StepForm onBack={back} onSubmit={submit} busy={busy}>
        <div className="grid gap-5">
          <div>
            <Input
              label="Company name (first choice)"
              {...register('companyName', { onChange: () => form.clearErrors('companyName') })}
              error={error('companyName') ?? nameError(name)}
              hint={typed(name) ? `Filed as “${typed(name)}”` : 'We add the designation for you.'}
              autoComplete="organization"
            />
            <NameCheck name={name} />
          </div>
          <FormSelect
            label="Designation"
            name="companyNameType"
            options={COMPANY_NAME_TYPES.map((t) => ({ value: t, label: t }))}
          />
          <div className="grid gap-5 sm:grid-cols-2">
            {ALTERNATIVE_LABELS.map((label, i) => (
              <div key={label}>
                <Input
                  label={label}
                  {...register(`alternativeNames.${i as 0 | 1}`)}
                  error={error(`alternativeNames.${i}`) ?? nameError(alternatives[i] ?? '')}
                />
                <NameCheck name={alternatives[i] ?? ''} />
              </div>
            ))}
          </div>
          <FormInput
            label="What will the company do?"
            name="businessPurpose"
            hint="One line is enough, for example “Software development and consulting”."
          />
          <FormInput
            label="Website (optional)"
            inputMode="url"
            autoComplete="url"
            autoCapitalize="none"
            spellCheck={false}
            placeholder="nubeclara.com"
            name="website"
            hint={websiteHint(website)}
          />
        </div>
      </StepForm>
    </FormProvider>
  );
};
