import { ArrowLeft } from 'lucide-react';
import { Link, useParams, useSearchParams } from 'react-router';
import { formatDate } from '@charterline/shared/format';
import { SERVICE_PAGES } from '@charterline/shared/schemas/services';
import { Fact } from '@/components/ui/fact';
import { AskSupportLink } from '@/components/support/ask-support-link';
import { PageSkeleton } from '@/components/ui/skeleton';
import { downloadDocument } from '@/features/formation/api/download-document';
import { useDocuments } from '@/features/formation/api/get-documents';
import { useService } from '@/features/services/api/get-service';
import { FreeFeature } from '@/features/services/components/free-feature';
import { RenewalActions } from '@/features/services/components/renewal-actions';
import { ServiceStatusBadge } from '@/features/services/components/service-status-badge';
import { ServiceTimeline } from '@/features/services/components/service-timeline';
import { ServicesError } from '@/features/services/components/services-error';
import { WaitingOnNotice } from '@/features/services/components/waiting-on-notice';
import { UpdateCardButton } from '@/features/payment-method/update-card-button';
import { renewalText } from '@/features/services/service-texts';
import { usePageTitle } from '@/lib/use-page-title';

/** One service: where it stands, its renewal and its history. `?cancel=1` asks to cancel. */
export const Component = () => {
  const { id = '' } = useParams();
  const [search, setSearch] = useSearchParams();
  const service = useService(id);
  usePageTitle(service.data?.name ?? 'Your service');
  const withFiles = service.data?.events.some((e) => e.documentId) ?? false;
  const documents = useDocuments(withFiles);
  if (service.isPending) return <PageSkeleton />;
  const back = (
    <Link
      to={SERVICE_PAGES.list}
      className="inline-flex items-center gap-1 rounded text-sm font-semibold text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
    >
      <ArrowLeft size={16} aria-hidden="true" /> Your services
    </Link>
  );
  if (service.isError) {
    return (
      <div className="space-y-4">
        {back}
        <ServicesError error={service.error} retry={() => void service.refetch()} what="service" />
      </div>
    );
  }
  const s = service.data;
  const { subscription } = s;
  const docOf = (documentId: string) => documents.data?.find((d) => d.id === documentId);
  const forgetCancel = () =>
    setSearch(
      (now) => {
        now.delete('cancel');
        return now;
      },
      { replace: true },
    );
  return (
    <div className="space-y-6">
      {back}
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900">{s.name}</h1>
          {s.includedIn ? <p className="text-slate-600">Included in {s.includedIn}</p> : null}
          <AskSupportLink kind="service" id={s.id} />
        </div>
        <ServiceStatusBadge status={s.status} service={s} />
      </div>
      <WaitingOnNotice service={s} large />
      <section className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
        <h2 className="sr-only">Details</h2>
        <dl className="grid gap-4 sm:grid-cols-3">
          <Fact label="Ordered" value={formatDate(s.orderedAt)} />
          <Fact label="Last update" value={formatDate(s.updatedAt)} />
          <Fact label="Delivered" value={s.deliveredAt ? formatDate(s.deliveredAt) : '—'} />
        </dl>
      </section>
      {s.free ? (
        <section
          aria-labelledby="price"
          className="space-y-3 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6"
        >
          <h2 id="price" className="font-semibold text-slate-900">
            Price
          </h2>
          <FreeFeature service={s} />
        </section>
      ) : null}
      {subscription ? (
        <section
          aria-labelledby="renewal"
          className="space-y-3 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6"
        >
          <h2 id="renewal" className="font-semibold text-slate-900">
            Renewal
          </h2>
          <p className="text-slate-700">{renewalText(subscription)}</p>
          <UpdateCardButton />
          <div className="flex flex-wrap gap-2">
            <RenewalActions
              service={{ ...s, subscription }}
              confirmAtOnce={search.get('cancel') === '1'}
              onConfirmClosed={forgetCancel}
            />
          </div>
        </section>
      ) : null}
      <section
        aria-labelledby="history"
        className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6"
      >
        <h2 id="history" className="mb-4 font-semibold text-slate-900">
          History
        </h2>
        <ServiceTimeline
          events={s.events}
          fileTitle={(documentId) => docOf(documentId)?.title}
          onDownload={(documentId) =>
            void downloadDocument(
              docOf(documentId) ?? { id: documentId, fileName: `${s.name}.pdf` },
            )
          }
        />
      </section>
    </div>
  );
};
