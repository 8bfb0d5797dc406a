import { useState } from 'react';
import type { TImport } from '@charterline/shared/schemas/accounting';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { toast } from '@/lib/toast';
import { useImport, useUndoImport } from '../api/imports';

const transactions = (n: number) => `${n.toLocaleString('en-US')} transaction${n === 1 ? '' : 's'}`;

/**
 * What the confirm says: the batch's transactions leave the books, and those categorised
 * since lose their category with them (counted by the server when the dialog opens).
 */
export const undoText = (added: number, categorisedSince: number | null | undefined): string => {
  // The dialog's title asks the question; the text says what follows (not the title again).
  const base = `Its ${transactions(added)} leave your books`;
  if (categorisedSince === undefined) return `${base}. Checking what you categorised since…`;
  if (!categorisedSince) return `${base}.`;
  return categorisedSince === 1
    ? `${base}, and the 1 you categorised since loses its category: that work is lost too.`
    : `${base}, and the ${categorisedSince.toLocaleString('en-US')} you categorised since lose their category: that work is lost too.`;
};

/**
 * "Undo import": asks first (the batch's transactions leave the books, and the categorising
 * done since with them), then says how many went. The server refuses a batch with a
 * transaction in a closed month (its toast says so).
 */
export const UndoImportButton = ({
  item,
  label = 'Undo import',
  ariaLabel,
  onUndone,
}: {
  item: TImport;
  label?: string;
  ariaLabel?: string;
  onUndone?: (answer: TImport) => void;
}) => {
  const [asking, setAsking] = useState(false);
  const undo = useUndoImport();
  const added = item.report?.added ?? 0;
  // Read when the dialog opens: how many of its transactions were categorised since.
  const detail = useImport(asking ? item.id : null);
  const since = detail.isSuccess ? detail.data.categorisedSince : detail.isError ? null : undefined;
  return (
    <>
      <Button
        size="sm"
        appearance="outlined"
        variant="neutral"
        aria-label={ariaLabel}
        onClick={() => setAsking(true)}
      >
        {label}
      </Button>
      {asking ? (
        <ConfirmDialog
          title="Undo this import?"
          text={undoText(added, since)}
          confirm="Undo import"
          danger
          pending={undo.isPending}
          onClose={() => setAsking(false)}
          // mutateAsync, not mutate's callbacks: the history refetched on success shows the
          // import as undone and unmounts this button before mutate's onSuccess would run.
          onConfirm={() =>
            undo.mutateAsync(item.id).then(
              (answer) => {
                setAsking(false);
                toast.success(
                  `Import undone — ${transactions(answer.report?.removed ?? added)} removed`,
                );
                onUndone?.(answer);
              },
              () => setAsking(false),
            )
          }
        />
      ) : null}
    </>
  );
};
