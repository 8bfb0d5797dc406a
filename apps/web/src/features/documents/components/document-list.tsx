import { formatDate, formatFileSize } from '@charterline/shared/format';
import type { TVaultDocument } from '@charterline/shared/schemas/documents';
import { useMediaQuery } from '@/lib/use-media-query';
import { CATEGORY_LABELS, sourceLabel, versionLabel } from '../document-texts';
import { DocumentActions, type TRowHandlers } from './document-actions';

const CategoryBadge = ({ doc }: { doc: TVaultDocument }) => (
  <span className="inline-flex rounded-full bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-900">
    {CATEGORY_LABELS[doc.category]}
  </span>
);

const Tags = ({ doc }: { doc: TVaultDocument }) =>
  doc.tags.length === 0 ? null : (
    <ul aria-label="Tags" className="flex flex-wrap gap-1">
      {doc.tags.map((t) => (
        <li key={t} className="rounded bg-slate-100 px-1.5 py-0.5 text-xs text-slate-700">
          {t}
        </li>
      ))}
    </ul>
  );

/** "v3 · 3 versions" opens the versions; a single version is plain text. */
const Version = ({ doc, onOpen }: { doc: TVaultDocument } & Pick<TRowHandlers, 'onOpen'>) =>
  doc.versionCount > 1 && !doc.deletedAt ? (
    <button
      type="button"
      onClick={() => onOpen(doc, 'versions')}
      aria-label={`${versionLabel(doc)} of ${doc.title}`}
      className="text-left text-sm whitespace-nowrap text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
    >
      {versionLabel(doc)}
    </button>
  ) : (
    <span className="text-sm text-slate-600">{versionLabel(doc)}</span>
  );

/** When it was added, or for a deleted upload when it goes for good. */
const When = ({ doc }: { doc: TVaultDocument }) =>
  doc.purgeAt ? (
    <span>Deleted · purged {formatDate(doc.purgeAt)}</span>
  ) : (
    <span>{formatDate(doc.createdAt)}</span>
  );

const HEADINGS = ['Document', 'Category', 'Size', 'Date', 'Source', 'Version', 'Actions'];

/** The documents: a table on wide screens, cards on a phone. */
export const DocumentList = ({
  documents,
  ...handlers
}: TRowHandlers & { documents: readonly TVaultDocument[] }) => {
  const wide = useMediaQuery('(min-width: 1024px)');
  if (!wide) {
    return (
      <ul aria-label="Documents" className="space-y-3">
        {documents.map((doc) => (
          <li
            key={doc.id}
            className="space-y-2 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200"
          >
            <div className="flex items-start justify-between gap-2">
              <h3 className="min-w-0 font-medium break-words text-slate-900">{doc.title}</h3>
              <CategoryBadge doc={doc} />
            </div>
            <Tags doc={doc} />
            <p className="flex flex-wrap gap-x-3 text-sm text-slate-600">
              <span>{formatFileSize(doc.size)}</span>
              <When doc={doc} />
              <span>{sourceLabel(doc.source)}</span>
              <Version doc={doc} onOpen={handlers.onOpen} />
            </p>
            <DocumentActions doc={doc} {...handlers} />
          </li>
        ))}
      </ul>
    );
  }
  return (
    <div className="overflow-x-auto rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Documents</caption>
        <thead className="border-b border-slate-200 text-xs text-slate-500 uppercase">
          <tr>
            {HEADINGS.map((h) => (
              <th key={h} scope="col" className="px-4 py-3 font-medium">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {documents.map((doc) => (
            <tr key={doc.id} className="align-top">
              <th scope="row" className="min-w-44 px-4 py-3 font-medium break-words text-slate-900">
                <span className="block">{doc.title}</span>
                <Tags doc={doc} />
              </th>
              <td className="px-4 py-3">
                <CategoryBadge doc={doc} />
              </td>
              <td className="px-4 py-3 whitespace-nowrap text-slate-600">
                {formatFileSize(doc.size)}
              </td>
              <td className="px-4 py-3 whitespace-nowrap text-slate-600">
                <When doc={doc} />
              </td>
              <td className="px-4 py-3 text-slate-600">{sourceLabel(doc.source)}</td>
              <td className="px-4 py-3">
                <Version doc={doc} onOpen={handlers.onOpen} />
              </td>
              <td className="px-4 py-3">
                <DocumentActions doc={doc} {...handlers} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
};
