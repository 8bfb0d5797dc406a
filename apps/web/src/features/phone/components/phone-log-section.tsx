import type { UseQueryResult } from '@tanstack/react-query';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { LoadFailed, LoadingBlocks } from '@/components/ui/load-states';
import { Pager } from '@/components/ui/pager';

type Page<T> = { items: T[]; total: number };

/**
 * One of the Phone tab's logs (texts, calls): a card with its heading, the page of rows (or
 * loading, failed, empty), and the pager. The query is a polled, paged one from ../api.
 */
export const PhoneLogSection = <T extends { id: string }>({
  id,
  title,
  noun,
  query,
  page,
  pageSize,
  onPage,
  loadingHeights,
  empty,
  row,
  children,
}: {
  id: string;
  title: string;
  /** Plural, lower case: "texts", "calls". */
  noun: string;
  query: UseQueryResult<Page<T>>;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  loadingHeights: string[];
  empty: { icon: LucideIcon; text: ReactNode };
  row: (item: T) => ReactNode;
  children?: ReactNode;
}) => {
  const headingId = `phone-${id}-heading`;
  const body = () => {
    if (query.isPending)
      return <LoadingBlocks label={`Loading ${noun}…`} heights={loadingHeights} />;
    if (query.isError)
      return (
        <LoadFailed what={`Your ${noun} could not be loaded.`} retry={() => void query.refetch()} />
      );
    if (query.data.total === 0)
      return (
        <div className="flex flex-col items-center px-4 py-10 text-center">
          <empty.icon size={24} aria-hidden="true" className="text-slate-400" />
          <p className="mt-2 font-semibold text-slate-900">No {noun} yet</p>
          <p className="mt-1 text-sm text-slate-600">{empty.text}</p>
        </div>
      );
    return (
      <ul aria-label={title} className="divide-y divide-slate-100">
        {query.data.items.map(row)}
      </ul>
    );
  };
  return (
    <section
      aria-labelledby={headingId}
      className="space-y-4 rounded-2xl border border-slate-200 bg-white p-5"
    >
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      {body()}
      {query.data ? (
        <Pager
          page={page - 1}
          totalPages={Math.ceil(query.data.total / pageSize)}
          totalElements={query.data.total}
          noun={noun}
          onPage={(next) => onPage(next + 1)}
        />
      ) : null}
      {children}
    </section>
  );
};
