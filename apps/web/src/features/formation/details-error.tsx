import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';

/** The screen text for a failed details call (docs/product.md § Errors). */
const detailsErrorText = (error: unknown): string =>
  error instanceof ApiError && error.status === 403
    ? 'You do not have permission to view this company.'
    : 'Failed to load company details. Please try again.';

/** The company details could not load (403: the permission text), with a retry. */
export const DetailsError = ({ error, retry }: { error: unknown; retry: () => void }) => (
  <div role="alert" className="rounded-2xl bg-white p-6 text-center ring-1 ring-slate-200">
    <p className="text-slate-800">{detailsErrorText(error)}</p>
    <Button className="mt-4" onClick={retry}>
      Try again
    </Button>
  </div>
);
