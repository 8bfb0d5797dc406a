import { Download } from 'lucide-react';
import { formatDate } from '@charterline/shared/format';
import type { TServiceEvent } from '@charterline/shared/schemas/services';
import { Button } from '@/components/ui/button';
import { actorLabel, SERVICE_STATUS_LABELS } from '../service-texts';

type TServiceTimelineProps = {
  events: TServiceEvent[];
  /** The attached file's title, when known (the company's documents). */
  fileTitle: (documentId: string) => string | undefined;
  onDownload: (documentId: string) => void;
};

const move = (e: TServiceEvent): string =>
  e.fromStatus && e.fromStatus !== e.toStatus
    ? `${SERVICE_STATUS_LABELS[e.fromStatus]} → ${SERVICE_STATUS_LABELS[e.toStatus]}`
    : SERVICE_STATUS_LABELS[e.toStatus];

const FileButton = ({ title, onClick }: { title: string | undefined; onClick: () => void }) => (
  <Button
    className="mt-2"
    size="sm"
    appearance="outlined"
    icon={<Download size={16} aria-hidden="true" />}
    onClick={onClick}
  >
    Download {title ?? 'the file'}
  </Button>
);

/** A service's history, newest first: when, who, from → to, the note and the file. */
export const ServiceTimeline = ({ events, fileTitle, onDownload }: TServiceTimelineProps) => (
  <ol className="space-y-4 border-l-2 border-slate-200 pl-5">
    {events.toReversed().map((e, i) => (
      <li key={`${e.at}-${i}`} className="relative">
        <span
          aria-hidden="true"
          className="absolute top-1.5 -left-[27px] size-3 rounded-full bg-brand-700 ring-4 ring-white"
        />
        <p className="text-sm font-semibold text-slate-900">{move(e)}</p>
        <p className="text-xs text-slate-500">
          <time dateTime={e.at}>{formatDate(e.at)}</time> · {actorLabel(e.actor)}
        </p>
        {e.note ? <p className="mt-1 text-sm text-slate-700">{e.note}</p> : null}
        {e.documentId ? (
          <FileButton
            title={fileTitle(e.documentId)}
            onClick={onDownload.bind(null, e.documentId)}
          />
        ) : null}
      </li>
    ))}
  </ol>
);
