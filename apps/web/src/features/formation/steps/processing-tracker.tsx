import { CheckCircle2, Circle, Download, FileText, PauseCircle } from 'lucide-react';
import { formatDate } from '@charterline/shared/format';
import { countryByCode } from '@charterline/shared/countries';
import { PROCESSING_STEPS, processingEstimate } from '@charterline/shared/rules/processing';
import type { TCompanyDetails } from '@charterline/shared/schemas/company';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { downloadDocument } from '../api/download-document';
import { useDocuments } from '../api/get-documents';

/** The company's documents with downloads (owner only); `live` beside the filing tracker. */
export const DocumentsList = ({ live = false }: { live?: boolean }) => {
  const docs = useDocuments(true, { live });
  if (docs.isPending) return <Skeleton className="h-16 w-full" />;
  if (!docs.data || docs.data.length === 0) {
    return <p className="text-sm text-slate-600">Your documents appear here as they are ready.</p>;
  }
  return (
    <ul className="divide-y divide-slate-100" aria-label="Documents">
      {docs.data.map((d) => (
        <li key={d.id} className="flex items-center justify-between gap-3 py-3">
          <span className="flex min-w-0 items-center gap-3">
            <FileText size={20} className="shrink-0 text-brand-700" aria-hidden="true" />
            <span className="min-w-0">
              <span className="block truncate font-medium text-slate-900">{d.title}</span>
              <span className="block text-xs text-slate-500">
                {formatDate(d.createdAt)} · {Math.max(1, Math.round(d.size / 1024))} KB
              </span>
            </span>
          </span>
          <Button
            size="sm"
            appearance="outlined"
            icon={<Download size={16} aria-hidden="true" />}
            onClick={() => void downloadDocument(d)}
          >
            Download<span className="sr-only"> {d.title}</span>
          </Button>
        </li>
      ))}
    </ul>
  );
};

/** The seven processing steps with the date each happened, fed by the company's events. */
export const ProcessingTracker = ({ company }: { company: TCompanyDetails }) => {
  const at = new Map(company.formationProgress.map((p) => [p.step, p.at]));
  const stopped = ['REJECTED', 'ONHOLD', 'FREEZED', 'PENDING_FOR_DOCUMENT_VERIFICATION'].includes(
    company.companyStatus,
  );
  const nextIndex = company.formationProgress.length;
  const estimateFacts = {
    stateName: countryByCode('US')?.regions.find((r) => r.value === company.state)?.label ?? null,
    taxIdType: company.responsiblePartyDetails?.taxIdType ?? null,
  };
  return (
    <div className="space-y-6">
      {stopped ? (
        <div
          role="status"
          className="flex gap-3 rounded-2xl bg-amber-50 p-4 text-amber-900 ring-1 ring-amber-200"
        >
          <PauseCircle size={22} aria-hidden="true" className="shrink-0" />
          <p>
            Your formation is paused ({company.companyStatus.toLowerCase().replaceAll('_', ' ')})
            {company.statusReason ? `: ${company.statusReason}` : '.'} Our team will contact you.
          </p>
        </div>
      ) : null}
      {company.companyStatus === 'COMPLETED' ? (
        <div
          role="status"
          className="flex gap-3 rounded-2xl bg-emerald-50 p-4 text-emerald-900 ring-1 ring-emerald-200"
        >
          <CheckCircle2 size={22} aria-hidden="true" className="shrink-0" />
          <p>
            {company.companyName} {company.companyNameType} is formed. Everything is in LLC
            Management.
          </p>
        </div>
      ) : null}
      <ol
        className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6"
        aria-label="Filing progress"
      >
        {PROCESSING_STEPS.map((s, i) => {
          const when = at.get(s.key);
          const current = !when && i === nextIndex && !stopped;
          return (
            <li
              key={s.key}
              className="relative flex gap-4 pb-6 last:pb-0"
              data-step={s.key}
              data-done={when ? 'true' : 'false'}
            >
              {i < PROCESSING_STEPS.length - 1 ? (
                <span
                  aria-hidden="true"
                  className={`absolute top-7 left-[11px] h-[calc(100%-1.75rem)] w-0.5 ${when ? 'bg-emerald-500' : 'bg-slate-200'}`}
                />
              ) : null}
              {when ? (
                <CheckCircle2 size={24} className="shrink-0 text-emerald-600" aria-label="Done" />
              ) : (
                <Circle
                  size={24}
                  className={`shrink-0 ${current ? 'text-brand-600' : 'text-slate-300'}`}
                  aria-label={current ? 'In progress' : 'Not yet'}
                />
              )}
              <div>
                <p
                  className={`font-semibold ${when || current ? 'text-slate-900' : 'text-slate-500'}`}
                >
                  {s.title}
                </p>
                <p className="text-sm text-slate-600">
                  {when ? formatDate(when) : current ? 'In progress' : 'Not yet'}
                </p>
                {when ? null : (
                  <p className="text-xs text-slate-500">
                    Estimate: {processingEstimate(s.key, estimateFacts)}
                  </p>
                )}
              </div>
            </li>
          );
        })}
      </ol>
      <section className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
        <h2 className="font-semibold text-slate-900">Documents</h2>
        <DocumentsList live />
      </section>
    </div>
  );
};
