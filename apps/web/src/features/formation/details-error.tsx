import { Button } from '@/components/ui/button';
import { detailsErrorText } from './formation-api';

/** SPEC.md 8: the company details could not load (403: the permission text), with a retry. */
export const DetailsError = ({ error, retry }: { error: unknown; retry: () => void }) => (
  <div role="alert" className="rounded-2xl bg-white p-6 text-center ring-1 ring-slate-200">
    <p className="text-slate-800">{detailsErrorText(error)}</p>
    <Button className="mt-4" onClick={retry}>
      Try again
    </Button>
  </div>
);
