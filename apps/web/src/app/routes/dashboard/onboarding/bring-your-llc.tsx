import { CheckCircle2 } from 'lucide-react';
import { useCallback } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { formatDate } from '@charterline/shared/format';
import { HOME_PATH } from '@charterline/shared/rules/customer-path';
import { sameSitePath } from '@charterline/shared/rules/landing-redirect';
import { PageSkeleton } from '@/components/ui/skeleton';
import { useCompanyDetails } from '@/features/formation/api/get-company-details';
import { DetailsError } from '@/features/formation/details-error';
import { PastFilingsStep } from '@/features/compliance/components/past-filings-step';
import { ExistingLlcForm } from '@/features/formation/existing-llc-form';
import { usePageTitle } from '@/lib/use-page-title';

/** The second step, once the details are saved: the past filings (decision 0185). */
const PAST_FILINGS_STEP = 'past-filings';
/** `?agent=ours`: our agent was chosen; its change (priced, paid, filed) comes after. */
const SWITCH_AGENT = 'ours';

/** LLC Management's change of registered agent, ours chosen (the company has its own). */
const AGENT_CHANGE_PATH = '/dashboard/llc-management?tab=changes&change=REGISTERED_AGENT';

/**
 * /dashboard/onboarding/bring-your-llc(?returnTo=…): the details of an LLC formed elsewhere
 * (decision 0113). Editable until our team verifies them; a company we form has the
 * formation wizard instead. Saved, `?step=past-filings` asks which of the filings due before
 * the LLC joined us were made (decision 0185), then goes on to `returnTo` — or, when our
 * registered agent was chosen, to the change of agent that files it (decision 0187).
 */
export const Component = () => {
  usePageTitle('Bring your LLC');
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const returnTo = sameSitePath(params.get('returnTo')) ?? HOME_PATH;
  const next = params.get('agent') === SWITCH_AGENT ? AGENT_CHANGE_PATH : returnTo;
  const goOn = useCallback(() => void navigate(next), [navigate, next]);
  const details = useCompanyDetails();
  if (details.isPending) return <PageSkeleton />;
  const company = details.data;
  if (!company) return <DetailsError error={details.error} retry={() => void details.refetch()} />;
  if (company.paymentStatus === 'PAID' || company.confirmedAt) {
    return <Navigate to={HOME_PATH} replace />;
  }
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <div>
        <p className="text-sm font-semibold text-brand-700">Your LLC formed elsewhere</p>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">Bring your LLC</h1>
        <p className="mt-1 text-slate-600">
          Tell us about the LLC you already own. Our team checks the details with the state; until
          then you can still change them.
        </p>
      </div>
      {params.get('step') === PAST_FILINGS_STEP ? (
        // Issue 36 item 3: once saved, the filings due before the LLC joined us are asked.
        <PastFilingsStep onDone={goOn} />
      ) : company.detailsVerified ? (
        <section
          aria-labelledby="verified"
          className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
        >
          <h2 id="verified" className="flex items-center gap-2 font-semibold text-slate-900">
            <CheckCircle2 size={18} className="text-emerald-600" aria-hidden="true" />
            Your details are verified
          </h2>
          <p className="mt-2 text-sm text-slate-600">
            {company.companyName} {company.companyNameType}, {company.state}, file number{' '}
            {company.stateFileNumber}
            {company.detailsVerifiedAt
              ? `, verified on ${formatDate(company.detailsVerifiedAt)}`
              : ''}
            . To change them, contact support.
          </p>
          <Link
            to={HOME_PATH}
            className="mt-4 inline-flex h-10 items-center rounded-lg px-4 text-sm font-semibold text-brand-700 ring-1 ring-brand-700 hover:bg-brand-50"
          >
            Go to your dashboard
          </Link>
        </section>
      ) : (
        <ExistingLlcForm
          company={company}
          onSaved={(switchToOurs) =>
            setParams((now) => {
              now.set('step', PAST_FILINGS_STEP);
              // Switching agent is a change filed with the state: priced, paid and filed next.
              if (switchToOurs) now.set('agent', SWITCH_AGENT);
              return now;
            })
          }
        />
      )}
    </div>
  );
};
