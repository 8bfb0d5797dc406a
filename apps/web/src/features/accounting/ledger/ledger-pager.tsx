import { Button } from '@/components/ui/button';

/**
 * Previous / next for transactions. The invoicing Pager names its rows "invoices"; this one
 * says "transactions" (the lead may give that Pager a noun and this file can go).
 */
export const LedgerPager = ({
  page,
  totalPages,
  totalElements,
  onPage,
}: {
  page: number;
  totalPages: number;
  totalElements: number;
  onPage: (page: number) => void;
}) => {
  if (totalPages <= 1) return null;
  return (
    <nav aria-label="Pages" className="flex items-center justify-between gap-3 text-sm">
      <Button
        size="sm"
        variant="neutral"
        appearance="outlined"
        disabled={page <= 0}
        onClick={() => onPage(page - 1)}
      >
        Previous
      </Button>
      <p className="text-slate-600" aria-live="polite">
        Page {page + 1} of {totalPages} · {totalElements} transactions
      </p>
      <Button
        size="sm"
        variant="neutral"
        appearance="outlined"
        disabled={page + 1 >= totalPages}
        onClick={() => onPage(page + 1)}
      >
        Next
      </Button>
    </nav>
  );
};
