import { ArrowRight, Building2, CircleDot, LifeBuoy } from 'lucide-react';
import { Link } from 'react-router';
import type { TCompanySummary } from '@charterline/shared/schemas/companies';
import { formatDate } from '@charterline/shared/format';
import { Skeleton } from '@/components/ui/skeleton';
import { companyDisplayName, useCurrentCompany } from '@/features/companies/current-company';
import { useDashboardConfig } from '@/features/dashboard-config/dashboard-config';
import { useUser } from '@/lib/auth';
import { usePageTitle } from '@/lib/use-page-title';
import { HomeServices } from './home-services';

const words = (value: string) => value.toLowerCase().replaceAll('_', ' ');

/** What the customer should do next, from where the company stands. */
const nextStep = (
  company: TCompanySummary,
): { title: string; text: string; to: string; cta: string } => {
  if (company.paymentStatus === 'NOT_PAID') {
    return {
      title: 'Choose your state and pay the formation fee',
      text: 'Pick where to form your LLC, add any optional products, and pay securely by card.',
      to: '/dashboard/onboarding',
      cta: company.state ? 'Continue onboarding' : 'Start onboarding',
    };
  }
  if (company.companyStatus === 'MISSING_INFORMATION') {
    return {
      title: 'Tell us about your company',
      text: 'Six short steps: the name, registered agent, owners, mailing address, EIN and bank. Your answers are saved as you go.',
      to: '/dashboard/onboarding',
      cta: 'Enter formation details',
    };
  }
  if (company.companyStatus === 'COMPLETED') {
    return {
      title: 'Your LLC is formed',
      text: 'Your documents are ready in LLC Management. Keep it in good standing with compliance reminders.',
      to: '/dashboard/llc-management',
      cta: 'Open LLC Management',
    };
  }
  return {
    title: 'Follow your filing',
    text: 'We are working on your formation. Each step shows up here with its date.',
    to: '/dashboard/onboarding/formation-ongoing/step-1',
    cta: 'See progress',
  };
};

export const Component = () => {
  usePageTitle('Home');
  const user = useUser();
  const config = useDashboardConfig();
  const { company, isLoading } = useCurrentCompany(config.company.defaultCompanyId);
  const next = company ? nextStep(company) : null;
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">
          Welcome{user.data ? `, ${user.data.firstName}` : ''}
        </h1>
        <p className="mt-1 text-slate-600">
          Here is where your company stands and what comes next.
        </p>
      </div>
      <div className="grid gap-6 lg:grid-cols-5">
        <section
          aria-labelledby="company-card"
          className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 lg:col-span-2"
        >
          <div className="flex items-center gap-3">
            <span className="rounded-xl bg-brand-50 p-2.5 text-brand-700">
              <Building2 size={22} aria-hidden="true" />
            </span>
            <h2 id="company-card" className="text-lg font-semibold text-slate-900">
              {isLoading ? <Skeleton className="h-6 w-40" /> : companyDisplayName(company)}
            </h2>
          </div>
          {company ? (
            <dl className="mt-5 grid grid-cols-2 gap-4 text-sm">
              <div>
                <dt className="text-slate-500">State</dt>
                <dd className="font-medium text-slate-900">{company.state ?? 'Not chosen yet'}</dd>
              </div>
              <div>
                <dt className="text-slate-500">Payment</dt>
                <dd className="font-medium text-slate-900 capitalize">
                  {words(company.paymentStatus)}
                </dd>
              </div>
              <div>
                <dt className="text-slate-500">Status</dt>
                <dd className="font-medium text-slate-900 capitalize">
                  {words(company.companyStatus)}
                </dd>
              </div>
              <div>
                <dt className="text-slate-500">Since</dt>
                <dd className="font-medium text-slate-900">{formatDate(company.createdAt)}</dd>
              </div>
            </dl>
          ) : null}
        </section>
        <section
          aria-labelledby="next-step"
          className="rounded-2xl bg-gradient-to-br from-brand-700 to-brand-900 p-6 text-white shadow-sm lg:col-span-3"
        >
          <p className="flex items-center gap-2 text-sm font-semibold text-brand-100">
            <CircleDot size={16} aria-hidden="true" /> Next step
          </p>
          {next ? (
            <>
              <h2 id="next-step" className="mt-3 text-xl font-bold">
                {next.title}
              </h2>
              <p className="mt-2 text-sm text-brand-100">{next.text}</p>
              <Link
                to={next.to}
                className="mt-6 inline-flex h-11 items-center gap-2 rounded-lg bg-white px-5 text-sm font-bold text-brand-900 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
              >
                {next.cta} <ArrowRight size={16} aria-hidden="true" />
              </Link>
            </>
          ) : (
            <Skeleton className="mt-4 h-20 bg-white/20" />
          )}
        </section>
      </div>
      <HomeServices />
      {config.navigation.showNavItems.support ? (
        <section
          aria-labelledby="help"
          className="flex flex-col gap-4 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:flex-row sm:items-center"
        >
          <span className="w-fit rounded-xl bg-brand-50 p-2.5 text-brand-700">
            <LifeBuoy size={22} aria-hidden="true" />
          </span>
          <div className="flex-1">
            <h2 id="help" className="font-semibold text-slate-900">
              Questions about your company?
            </h2>
            <p className="text-sm text-slate-600">
              A formation specialist answers within one business day.
            </p>
          </div>
          <Link
            to="/dashboard/support"
            className="inline-flex h-10 w-fit items-center rounded-lg border border-brand-700 px-4 text-sm font-semibold text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          >
            Get help
          </Link>
        </section>
      ) : null}
    </div>
  );
};
