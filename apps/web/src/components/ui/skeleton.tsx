import { clsx } from 'clsx';

/** A placeholder block shown while content loads. */
export const Skeleton = ({ className }: { className?: string }) => (
  <div aria-hidden="true" className={clsx('animate-pulse rounded-md bg-slate-200', className)} />
);

/** The whole-page placeholder while a page or the session loads. */
export const PageSkeleton = () => (
  <div role="status" aria-live="polite" className="mx-auto w-full max-w-5xl space-y-6 p-6">
    <span className="sr-only">Loading…</span>
    <Skeleton className="h-8 w-1/3" />
    <Skeleton className="h-4 w-2/3" />
    <div className="grid gap-4 sm:grid-cols-2">
      <Skeleton className="h-32" />
      <Skeleton className="h-32" />
    </div>
    <Skeleton className="h-48" />
  </div>
);
