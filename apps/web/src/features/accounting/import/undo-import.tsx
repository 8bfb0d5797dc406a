import { useState } from 'react';
import type { TImport } from '@charterline/shared/schemas/accounting';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { toast } from '@/lib/toast';
import { useUndoImport } from '../api/imports';

const transactions = (n: number) => `${n.toLocaleString('en-US')} transaction${n === 1 ? '' : 's'}`;

/**
 * "Undo import": asks first (the batch's transactions leave the books), then says how many
 * went. The server refuses a batch with a transaction in a closed month (its toast says so).
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
          text={`Undo this import? Its ${transactions(added)} leave your books.`}
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
