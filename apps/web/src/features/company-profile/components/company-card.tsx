import { Link } from 'react-router';
import { formatDate } from '@charterline/shared/format';
import type { TCompanyProfile } from '@charterline/shared/schemas/company-profile';
import { CopyButton } from '@/components/ui/copy-button';
import { Skeleton } from '@/components/ui/skeleton';
import { addressText } from '../profile-texts';
import { useCompanyProfile } from '../api/get-company-profile';

type TFact = { label: string; value: string | null; missing: string };

/** The facts a bank, a payment processor or a client asks for, as the state and IRS have them. */
export const companyCardFacts = (profile: TCompanyProfile): TFact[] => {
  const agent = profile.registeredAgent;
  const mailing = profile.mailingAddress;
  return [
    { label: 'Legal name', value: profile.legalName, missing: 'Not chosen yet' },
    { label: 'EIN', value: profile.ein, missing: 'Not issued yet' },
    {
      label: 'State file number',
      value: profile.stateFileNumber,
      missing: profile.beingFormed ? 'Given when the state files your LLC' : 'Not recorded yet',
    },
    {
      label: 'Formation date',
      value: profile.formationDate ? formatDate(profile.formationDate) : null,
      missing: 'Not formed yet',
    },
    {
      label: 'State of formation',
      value: profile.state?.name ?? null,
      missing: 'Not chosen yet',
    },
    {
      label: 'Registered agent',
      value:
        agent && (agent.name || agent.address)
          ? [agent.name, agent.address ? addressText(agent.address) : null]
              .filter(Boolean)
              .join(', ')
          : null,
      missing: agent?.provider === 'ours' ? 'Recorded when our agent is appointed' : 'Not given',
    },
    {
      label: 'Mailing address',
      value: mailing?.address ? addressText(mailing.address) : null,
      missing: 'Not set up yet',
    },
  ];
};

/** Every known fact as lines "Label: value", for "Copy all". */
const allText = (profile: TCompanyProfile) =>
  companyCardFacts(profile)
    .filter((f) => f.value)
    .map((f) => `${f.label}: ${f.value}`)
    .join('\n');

/**
 * Home's company card (issue 36 item 9): the company's facts with a copy button each, read
 * from the same profile as LLC Management, so the two never disagree.
 */
export const CompanyCard = () => {
  const profile = useCompanyProfile();
  return (
    <section
      aria-labelledby="company-facts"
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id="company-facts" className="text-lg font-semibold text-slate-900">
            Your company’s details
          </h2>
          <p className="mt-1 text-sm text-slate-600">
            What banks, payment processors and clients ask for, as the state and the IRS have them.
          </p>
        </div>
        {profile.data ? (
          <CopyButton text={allText(profile.data)} label="Copy all your company’s details">
            Copy all
          </CopyButton>
        ) : null}
      </div>
      {profile.isPending ? (
        <div className="mt-4 space-y-3" aria-busy="true">
          <span className="sr-only">Loading your company’s details</span>
          <Skeleton className="h-5 w-2/3" />
          <Skeleton className="h-5 w-1/2" />
          <Skeleton className="h-5 w-3/4" />
        </div>
      ) : !profile.data ? (
        <p className="mt-4 text-sm text-slate-600">
          Your company’s details could not be loaded.{' '}
          <button
            type="button"
            className="font-semibold text-brand-700 underline"
            onClick={() => void profile.refetch()}
          >
            Try again
          </button>
        </p>
      ) : (
        <>
          <dl className="mt-4 divide-y divide-slate-100">
            {companyCardFacts(profile.data).map((fact) => (
              <div
                key={fact.label}
                className="flex flex-col gap-1 py-3 sm:flex-row sm:items-center sm:gap-4"
              >
                <dt className="text-sm text-slate-500 sm:w-44 sm:shrink-0">{fact.label}</dt>
                <dd className="flex min-w-0 flex-1 items-center justify-between gap-3">
                  <span
                    className={
                      fact.value
                        ? 'min-w-0 font-medium break-words text-slate-900'
                        : 'text-sm text-slate-500'
                    }
                  >
                    {fact.value ?? fact.missing}
                  </span>
                  {fact.value ? (
                    <CopyButton text={fact.value} label={`Copy ${fact.label.toLowerCase()}`}>
                      Copy
                    </CopyButton>
                  ) : null}
                </dd>
              </div>
            ))}
          </dl>
          <Link
            to="/dashboard/llc-management"
            className="mt-3 inline-block text-sm font-semibold text-brand-700 underline"
          >
            See the full profile
          </Link>
        </>
      )}
    </section>
  );
};
