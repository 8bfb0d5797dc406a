import type { TShare } from '@charterline/shared/schemas/documents';
import { browserName } from '../browser-name';

export const formatWhen = (iso: string): string =>
  new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** Who opened what, when (newest first): the page itself or one document. */
export const ShareAccessLog = ({ share }: { share: TShare }) => {
  if (share.accesses.length === 0) {
    return <p className="text-sm text-slate-500">Not opened yet.</p>;
  }
  const titleOf = (id: string | null) =>
    id === null
      ? 'Opened the link'
      : `Downloaded ${share.documents.find((d) => d.id === id)?.title ?? 'a document since deleted'}`;
  return (
    <ul aria-label={`Access log of ${share.label}`} className="divide-y divide-slate-100 text-sm">
      {share.accesses.map((access, i) => (
        <li key={`${access.at}-${i}`} className="flex flex-col gap-0.5 py-2 sm:flex-row sm:gap-3">
          <time dateTime={access.at} className="shrink-0 text-slate-500 sm:w-40">
            {formatWhen(access.at)}
          </time>
          <span className="min-w-0 flex-1 text-slate-900">{titleOf(access.documentId)}</span>
          <span className="min-w-0 text-xs break-words text-slate-500" title={access.userAgent}>
            {access.ip} · {browserName(access.userAgent)}
          </span>
        </li>
      ))}
    </ul>
  );
};
