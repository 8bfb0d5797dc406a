import { PackageOpen } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { SERVICE_PAGES } from '@charterline/shared/schemas/services';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { useServices } from '@/features/services/api/get-services';
import { ServiceSummary } from '@/features/services/components/service-summary';
import { ServicesError } from '@/features/services/components/services-error';
import { UpdateCardButton } from '@/features/payment-method/update-card-button';
import { usePageTitle } from '@/lib/use-page-title';

const linkClass =
  'rounded font-semibold text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600';

/** Your services (decision 0114): everything the company bought, its status and renewal. */
export const Component = () => {
  usePageTitle('Your services');
  const services = useServices();
  const list = services.data ?? [];
  const renewing = list.some((s) => s.subscription);
  const [search, setSearch] = useSearchParams();
  // The failed-payment e-mail's link (?update-card=1) opens the dialog once.
  const forgetUpdateCard = (open: boolean) => {
    if (!open && search.has('update-card')) {
      setSearch(
        (current) => {
          current.delete('update-card');
          return current;
        },
        { replace: true },
      );
    }
  };
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900">Your services</h1>
          <p className="mt-1 text-slate-600">
            What you ordered, where each one stands, and when it renews.
          </p>
        </div>
        <Link to="/dashboard/billing" className={`text-sm ${linkClass}`}>
          Buy more in Billing
        </Link>
      </div>
      {renewing || search.get('update-card') === '1' ? (
        <section
          aria-labelledby="renewal-card"
          data-slot="update-card"
          className="flex flex-wrap items-center justify-between gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5"
        >
          <h2 id="renewal-card" className="text-sm font-semibold text-slate-900">
            Card for renewals
          </h2>
          <UpdateCardButton
            open={search.get('update-card') === '1'}
            onOpenChange={forgetUpdateCard}
          />
        </section>
      ) : null}
      {services.isPending ? (
        <div role="status" className="space-y-4">
          <span className="sr-only">Loading your services…</span>
          <Skeleton className="h-28 w-full" />
          <Skeleton className="h-28 w-full" />
        </div>
      ) : null}
      {services.isError ? (
        <ServicesError error={services.error} retry={() => void services.refetch()} />
      ) : null}
      {services.isSuccess && list.length === 0 ? (
        <EmptyState
          icon={<PackageOpen size={28} aria-hidden="true" />}
          title="No services yet"
          text="What you buy appears here with its status, what we need from you and when it renews."
          action={
            <Link to="/dashboard/billing" className={linkClass}>
              See what you can add in Billing
            </Link>
          }
        />
      ) : null}
      {list.length > 0 ? (
        <ul className="space-y-4">
          {list.map((s) => (
            <li key={s.id}>
              <ServiceSummary
                service={s}
                title={
                  <Link to={SERVICE_PAGES.one(s.id)} className={linkClass}>
                    {s.name}
                  </Link>
                }
              />
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
};
