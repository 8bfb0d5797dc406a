import { Button } from '@/components/ui/button';

/** A read that failed: what could not be loaded, and Try again. */
export const LoadFailed = ({ what, retry }: { what: string; retry: () => void }) => (
  <div role="alert" className="rounded-2xl bg-red-50 p-4 text-sm text-red-900">
    <p className="font-semibold">{what}</p>
    <Button size="sm" variant="neutral" className="mt-2" onClick={retry}>
      Try again
    </Button>
  </div>
);

/** Grey blocks while a panel loads, announced once. */
export const LoadingBlocks = ({ label, heights }: { label: string; heights: string[] }) => (
  <div role="status" aria-live="polite" className="space-y-3">
    <span className="sr-only">{label}</span>
    {heights.map((h, i) => (
      <div key={i} aria-hidden="true" className={`animate-pulse rounded-md bg-slate-200 ${h}`} />
    ))}
  </div>
);
