import { useSearchParams } from 'react-router';
import { downloadDocument } from '@/features/formation/api/download-document';
import { useDocuments } from '@/features/formation/api/get-documents';
import { useCompliance } from '@/features/compliance/api/get-compliance';
import { monthOrCurrent } from '@/features/compliance/calendar-month';
import { basisText, dissolvedText } from '@/features/compliance/compliance-texts';
import { CalendarFeedSection } from '@/features/compliance/components/calendar-feed-section';
import { ComplianceCalendar } from '@/features/compliance/components/compliance-calendar';
import { ComplianceSettingsSection } from '@/features/compliance/components/compliance-settings-section';
import {
  ComplianceError,
  ComplianceSkeleton,
  DataSources,
  NoDeadlines,
  NotFormedYet,
} from '@/features/compliance/components/compliance-states';
import { ObligationDetail } from '@/features/compliance/components/obligation-detail';
import { ObligationList } from '@/features/compliance/components/obligation-list';
import { PastFilingsDialog } from '@/features/compliance/components/past-filings-step';
import { RemindersSection } from '@/features/compliance/components/reminders-section';
import { ViewControls, type TView } from '@/features/compliance/components/view-controls';
import { FILTERS, groupObligations, type TFilter } from '@/features/compliance/group-obligations';
import { usePageTitle } from '@/lib/use-page-title';

const filterOf = (value: string | null): TFilter => FILTERS.find((f) => f === value) ?? 'all';

/**
 * The company's deadlines as a list or a month calendar. The address keeps the view, the
 * filter, the month and the open obligation (`?obligation=<id>`, the reminder e-mail's link),
 * or the past filings' questions (`?answer=past-filings`, a brought LLC's history).
 */
export const Component = () => {
  usePageTitle('Compliance');
  const [search, setSearch] = useSearchParams();
  const compliance = useCompliance();
  const view: TView = search.get('view') === 'calendar' ? 'calendar' : 'list';
  const filter = filterOf(search.get('show'));
  const openId = search.get('obligation');
  const selected = compliance.data?.obligations.find((o) => o.id === openId);
  const documents = useDocuments(Boolean(selected?.proofDocumentId));
  const setParam = (name: string, value: string | null) =>
    setSearch((now) => {
      if (value === null) now.delete(name);
      else now.set(name, value);
      return now;
    });
  const downloadProof = (documentId: string, title: string) => {
    const doc = documents.data?.find((d) => d.id === documentId);
    void downloadDocument(doc ?? { id: documentId, fileName: `${title} proof` });
  };
  const body = () => {
    if (compliance.isPending) return <ComplianceSkeleton />;
    if (compliance.isError) return <ComplianceError retry={() => void compliance.refetch()} />;
    const { obligations, missing } = compliance.data;
    if (missing.length > 0) return <NotFormedYet />;
    if (obligations.length === 0) return <NoDeadlines />;
    return (
      <div className="space-y-4">
        <ViewControls
          view={view}
          filter={filter}
          onView={(v) => setParam('view', v === 'list' ? null : v)}
          onFilter={(f) => setParam('show', f === 'all' ? null : f)}
        />
        {view === 'calendar' ? (
          <ComplianceCalendar
            obligations={obligations}
            month={monthOrCurrent(search.get('month'), new Date())}
            onMonth={(m) => setParam('month', m)}
            onOpen={(id) => setParam('obligation', id)}
          />
        ) : (
          <ListOrNothing
            groups={groupObligations(obligations, filter)}
            onOpen={(id) => setParam('obligation', id)}
            onConfirm={() => setParam('answer', 'past-filings')}
          />
        )}
      </div>
    );
  };
  return (
    <div className="mx-auto w-full max-w-6xl space-y-6">
      <header>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">Compliance</h1>
        {compliance.data ? (
          <p className="mt-1 text-sm text-slate-600">
            Computed from: {basisText(compliance.data.basis)}
          </p>
        ) : null}
        {compliance.data?.basis.dissolvedOn ? (
          <p role="status" className="mt-3 rounded-lg bg-slate-100 p-3 text-sm text-slate-800">
            {dissolvedText(compliance.data.basis)}
          </p>
        ) : null}
      </header>
      {openId && compliance.data && !selected ? (
        <p role="status" className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
          The deadline in your link is not listed for this company (it may belong to another of your
          companies).
        </p>
      ) : null}
      <div className="grid gap-6 lg:grid-cols-[1fr_20rem]">
        <div className="min-w-0">{body()}</div>
        {compliance.data ? (
          <aside className="space-y-4">
            <RemindersSection preferences={compliance.data.preferences} />
            <CalendarFeedSection feed={compliance.data.feed} />
            <ComplianceSettingsSection basis={compliance.data.basis} />
          </aside>
        ) : null}
      </div>
      <DataSources />
      {search.get('answer') === 'past-filings' ? (
        <PastFilingsDialog onClose={() => setParam('answer', null)} />
      ) : null}
      {selected ? (
        <ObligationDetail
          obligation={selected}
          onClose={() => setParam('obligation', null)}
          onDownloadProof={downloadProof}
        />
      ) : null}
    </div>
  );
};

const ListOrNothing = ({
  groups,
  onOpen,
  onConfirm,
}: {
  groups: ReturnType<typeof groupObligations>;
  onOpen: (id: string) => void;
  onConfirm: () => void;
}) =>
  groups.length === 0 ? (
    <p className="rounded-2xl bg-white p-4 text-sm text-slate-600 ring-1 ring-slate-200">
      Nothing to show with this filter.
    </p>
  ) : (
    <ObligationList groups={groups} onOpen={onOpen} onConfirm={onConfirm} />
  );
