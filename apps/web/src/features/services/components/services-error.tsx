import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';

const errorText = (error: unknown, what: string): string => {
  if (error instanceof ApiError && error.status === 404) return `This ${what} was not found.`;
  if (error instanceof ApiError && error.status === 403)
    return 'You do not have permission to view this company.';
  return `Your ${what === 'service' ? 'service' : 'services'} could not be loaded. Please try again.`;
};

/** A services call failed: what happened and a retry. */
export const ServicesError = ({
  error,
  retry,
  what = 'services',
}: {
  error: unknown;
  retry: () => void;
  what?: 'service' | 'services';
}) => (
  <div role="alert" className="rounded-2xl bg-white p-6 text-center ring-1 ring-slate-200">
    <p className="text-slate-800">{errorText(error, what)}</p>
    <Button className="mt-4" onClick={retry}>
      Try again
    </Button>
  </div>
);
