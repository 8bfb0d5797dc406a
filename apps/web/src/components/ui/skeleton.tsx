import { clsx } from 'clsx';

/** A placeholder block shown while content loads. */
export const Skeleton = ({ className }: { className?: string }) => (
  <div aria-hidden="true" className={clsx('animate-pulse rounded-md bg-slate-200', className)} />
);
