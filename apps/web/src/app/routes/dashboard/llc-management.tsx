import { Building2 } from 'lucide-react';
import { formatDate } from '@charterline/shared/format';
import { PlaceholderPage } from '@/components/layouts/placeholder-page';
import { Fact } from '@/components/ui/fact';
import { PageSkeleton } from '@/components/ui/skeleton';
import { useCompanyDetails } from '@/features/formation/api/get-company-details';
import { DocumentsList } from '@/features/formation/steps/processing-tracker';
import { usePageTitle } from '@/lib/use-page-title';

/** LLC Management: the formed company's facts and documents (available once COMPLETED). */
export const Component = () => {
  usePageTitle('LLC Management');
  const details = useCompanyDetails();
  if (details.isPending) return <PageSkeleton />;
  const company = details.data;
  if (!company || company.companyStatus !== 'COMPLETED') {
    return (
      <PlaceholderPage
        title="LLC Management"
        icon={Building2}
        heading="Your LLC, in one place"
        text="Articles of organization, EIN letter, operating agreement and your registered agent details appear here once formation is complete."
        action={{ to: '/dashboard/onboarding', label: 'See formation progress' }}
      />
    );
  }
  const formed = company.formationProgress.find((p) => p.step === 'STATE_FILING_COMPLETED');
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">LLC Management</h1>
        <p className="mt-1 text-slate-600">
          {company.companyName} {company.companyNameType}: everything about your company.
        </p>
      </div>
      <section className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
        <h2 className="font-semibold text-slate-900">Company</h2>
        <dl className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          <Fact
            label="Legal name"
            value={`${company.companyName ?? ''} ${company.companyNameType ?? ''}`}
          />
          <Fact label="State" value={company.state ?? ''} />
          <Fact label="Formed" value={formed ? formatDate(formed.at) : '—'} />
          <Fact label="EIN" value={company.ein ?? 'Not issued yet'} />
          <Fact label="Registered agent" value={company.registeredAgent?.name ?? '—'} />
          <Fact
            label="Owners"
            value={company.owners
              .map((o) => `${o.firstName} ${o.lastName} (${o.ownershipPercentage}%)`)
              .join(', ')}
          />
        </dl>
      </section>
      <section className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
        <h2 className="font-semibold text-slate-900">Documents</h2>
        <DocumentsList />
      </section>
    </div>
  );
};
