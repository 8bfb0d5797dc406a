import { Button } from '@/components/ui/button';

/** Previous / next with where the reader is ("Page 2 of 7 · 160 invoices"); `noun` names the rows. */
export const Pager = ({
  page,
  totalPages,
  totalElements,
  noun,
  onPage,
}: {
  page: number;
  totalPages: number;
  totalElements: number;
  noun: string;
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
        Page {page + 1} of {totalPages} · {totalElements} {noun}
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
