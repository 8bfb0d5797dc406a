import { Building2, LifeBuoy } from 'lucide-react';
import { Link } from 'react-router';
import { formatDate } from '@charterline/shared/format';
import { Skeleton } from '@/components/ui/skeleton';
import { companyDisplayName, useCurrentCompany } from '@/features/companies/current-company';
import { useDashboardConfig } from '@/features/dashboard-config/dashboard-config';
import { useCompanyDetails } from '@/features/formation/api/get-company-details';
import { CompanyCard } from '@/features/company-profile/components/company-card';
import { useUser } from '@/lib/auth';
import { usePageTitle } from '@/lib/use-page-title';
import { HomeDeadlines } from './home-deadlines';
import { NextStepCard } from './home-next-step';
import { companyStatusLabel } from './home-status';
import { HomeServices } from './home-services';

const words = (value: string) => value.toLowerCase().replaceAll('_', ' ');

export const Component = () => {
  usePageTitle('Home');
  const user = useUser();
  const config = useDashboardConfig();
  const { company, isLoading } = useCurrentCompany(config.company.defaultCompanyId);
  const details = useCompanyDetails();
  const formedElsewhere = details.data?.origin === 'FORMED_ELSEWHERE';
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
              {formedElsewhere ? (
                // No formation payment to speak of (NOT_AVAILABLE): when the LLC was formed.
                <div>
                  <dt className="text-slate-500">Formed</dt>
                  <dd className="font-medium text-slate-900">
                    {details.data?.formationDate ? formatDate(details.data.formationDate) : '—'}
                  </dd>
                </div>
              ) : (
                <div>
                  <dt className="text-slate-500">Payment</dt>
                  <dd className="font-medium text-slate-900 capitalize">
                    {words(company.paymentStatus)}
                  </dd>
                </div>
              )}
              <div>
                <dt className="text-slate-500">Status</dt>
                <dd className="font-medium text-slate-900">
                  {details.isPending ? (
                    <Skeleton className="h-5 w-32" />
                  ) : (
                    companyStatusLabel(company.companyStatus, details.data)
                  )}
                </dd>
              </div>
              <div>
                <dt className="text-slate-500">Since</dt>
                <dd className="font-medium text-slate-900">{formatDate(company.createdAt)}</dd>
              </div>
            </dl>
          ) : null}
        </section>
        <NextStepCard company={details.data} />
      </div>
      <CompanyCard />
      <HomeDeadlines company={company} enabled={config.navigation.showNavItems.compliance} />
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
