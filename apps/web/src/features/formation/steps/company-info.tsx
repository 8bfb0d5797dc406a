import { AlertTriangle } from 'lucide-react';
import { useState } from 'react';
import { COMPANY_NAME_TYPES, type TCompanyNameType } from '@charterline/shared/enums';
import { checkLlcName } from '@charterline/shared/rules/llc-name';
import { normaliseName } from '@charterline/shared/rules/name-text';
import { ZCompanyInfoRequest } from '@charterline/shared/schemas/company';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import type { TFieldErrors } from '../form-errors';
import { useStepSave } from '../use-step-save';
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

/** Formation step 1: up to three ranked names, the designation, the purpose. */
export const CompanyInfoStep = ({ company, next, back }: TStepProps) => {
  const { submit, errors, setErrors, busy } = useStepSave(
    ZCompanyInfoRequest,
    '/company-info',
    next,
    'Your company information has been updated successfully.',
  );
  const [name, setName] = useState(company.companyName ?? '');
  const [type, setType] = useState<TCompanyNameType>(company.companyNameType ?? 'LLC');
  const [alt1, setAlt1] = useState(company.alternativeNames[0] ?? '');
  const [alt2, setAlt2] = useState(company.alternativeNames[1] ?? '');
  const [purpose, setPurpose] = useState(company.businessPurpose ?? '');
  const [website, setWebsite] = useState(company.website ?? '');

  const onSubmit = () => {
    const body = {
      companyName: name,
      companyNameType: type,
      state: company.state ?? '',
      businessPurpose: purpose,
      ...(website.trim() ? { website: website.trim() } : {}),
      alternativeNames: [alt1, alt2].map((n) => n.trim()).filter(Boolean),
    };
    const live: TFieldErrors = {};
    [name, ...body.alternativeNames].forEach((n, i) => {
      const e = nameError(n);
      if (e) live[i === 0 ? 'companyName' : `alternativeNames.${i - 1}`] = e;
    });
    submit(body, live);
  };

  // As it will be stored and filed: the shared schema normalises names (rules/name-text).
  const typed = (n: string) => (normaliseName(n) ? `${normaliseName(n)} ${type}` : '');
  return (
    <StepForm onBack={back} onSubmit={onSubmit} busy={busy}>
      <div className="grid gap-5">
        <div>
          <Input
            label="Company name (first choice)"
            value={name}
            onChange={(e) => {
              setName(e.target.value);
              setErrors(({ companyName: _, ...rest }) => rest);
            }}
            error={errors.companyName ?? nameError(name)}
            hint={typed(name) ? `Filed as “${typed(name)}”` : 'We add the designation for you.'}
            autoComplete="organization"
          />
          <NameCheck name={name} />
        </div>
        <Select
          label="Designation"
          value={type}
          onValueChange={(v) => setType(v as TCompanyNameType)}
          options={COMPANY_NAME_TYPES.map((t) => ({ value: t, label: t }))}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <div>
            <Input
              label="Second choice (optional)"
              value={alt1}
              onChange={(e) => setAlt1(e.target.value)}
              error={errors['alternativeNames.0'] ?? nameError(alt1)}
            />
            <NameCheck name={alt1} />
          </div>
          <div>
            <Input
              label="Third choice (optional)"
              value={alt2}
              onChange={(e) => setAlt2(e.target.value)}
              error={errors['alternativeNames.1'] ?? nameError(alt2)}
            />
            <NameCheck name={alt2} />
          </div>
        </div>
        <Input
          label="What will the company do?"
          value={purpose}
          onChange={(e) => setPurpose(e.target.value)}
          error={errors.businessPurpose}
          hint="One line is enough, for example “Software development and consulting”."
        />
        <Input
          label="Website (optional)"
          type="url"
          inputMode="url"
          placeholder="https://"
          value={website}
          onChange={(e) => setWebsite(e.target.value)}
          error={errors.website}
        />
      </div>
    </StepForm>
  );
};
