import { Pencil } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { BANK_PREFERENCE_LABELS, type TCompanyDetails } from '@charterline/shared/schemas/company';
import { stepPath } from '@charterline/shared/rules/wizard';
import type { TAddress } from '@charterline/shared/schemas/address';
import { GoBackButton, ContinueButton } from '@/components/ui/wizard-buttons';
import { useSaveCompanyStep } from '../api/save-company-step';

const line = (a: TAddress | null) =>
  a ? [a.line1, a.city, a.region, a.country].filter(Boolean).join(', ') : '';

const Section = ({
  title,
  step,
  children,
}: {
  title: string;
  step: number;
  children: React.ReactNode;
}) => (
  <section className="rounded-xl p-4 ring-1 ring-slate-200">
    <div className="flex items-center justify-between gap-2">
      <h3 className="font-semibold text-slate-900">{title}</h3>
      <Link
        to={`${stepPath('formation', step)}?from=review`}
        className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline"
      >
        <Pencil size={14} aria-hidden="true" /> Edit<span className="sr-only"> {title}</span>
      </Link>
    </div>
    <div className="mt-2 text-sm text-slate-700">{children}</div>
  </section>
);

/** The review of the six formation steps and the confirmation (the call `status/confirm`). */
export const FormationReview = ({ company }: { company: TCompanyDetails }) => {
  const navigate = useNavigate();
  const confirm = useSaveCompanyStep<undefined>(
    '/status/confirm',
    "Excellent! Your LLC formation details have been confirmed and we're ready to proceed.",
  );
  const rp = company.responsiblePartyDetails;
  return (
    <div className="space-y-6">
      <div className="grid gap-4 md:grid-cols-2">
        <Section title="Company Information" step={1}>
          <p className="font-medium text-slate-900">
            {company.companyName} {company.companyNameType}
          </p>
          {company.alternativeNames.length > 0 ? (
            <p>Also: {company.alternativeNames.join(', ')}</p>
          ) : null}
          <p>{company.businessPurpose}</p>
          <p>State: {company.state}</p>
        </Section>
        <Section title="Registered Agent" step={2}>
          <p>{company.registeredAgent?.name}</p>
          {company.registeredAgent?.address ? <p>{line(company.registeredAgent.address)}</p> : null}
        </Section>
        <Section title="Ownership" step={3}>
          <ul>
            {company.owners.map((o) => (
              <li key={o.email}>
                {o.firstName} {o.lastName}: {o.ownershipPercentage}%
              </li>
            ))}
          </ul>
        </Section>
        <Section title="Mailing Address" step={4}>
          <p>
            {company.mailingAddress?.useOurs
              ? 'Charterline’s US address (mail scanned to your dashboard)'
              : line(company.mailingAddress?.address ?? null)}
          </p>
        </Section>
        <Section title="EIN Application" step={5}>
          {rp ? (
            <p>
              {rp.firstName} {rp.lastName}, {rp.email}
              <br />
              {rp.taxIdType === 'NONE'
                ? 'No SSN or ITIN: we apply by fax (SS-4)'
                : `${rp.taxIdType} ending ${rp.taxIdLast4 ?? ''}`}
            </p>
          ) : null}
        </Section>
        <Section title="Bank Account" step={6}>
          <p>{company.bankAccount ? BANK_PREFERENCE_LABELS[company.bankAccount.preference] : ''}</p>
        </Section>
      </div>
      <p className="text-sm text-slate-600">
        By confirming, you ask us to file these details with the state. After that, changes go
        through support.
      </p>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
        <GoBackButton onClick={() => void navigate(stepPath('formation', 6))} />
        <ContinueButton
          loading={confirm.isPending}
          onClick={() =>
            confirm.mutate(undefined, {
              onSuccess: () => void navigate(stepPath('processing', 1)),
            })
          }
        >
          CONFIRM
        </ContinueButton>
      </div>
    </div>
  );
};
