import { formatMinor } from '@charterline/shared/rules/invoice-totals';
import type { TTransaction } from '@charterline/shared/schemas/accounting';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { toast } from '@/lib/toast';
import { formatDay } from '@charterline/shared/format';
import { LoadFailed, LoadingBlocks } from '@/components/ui/load-states';
import { useMatchCandidates, useMatchTransaction } from '../api/transactions';

/** The deposits an invoice payment may be matched to; picking one counts the income once. */
export const MatchDialog = ({
  payment,
  onClose,
}: {
  payment: TTransaction;
  onClose: () => void;
}) => {
  const candidates = useMatchCandidates(payment.id);
  const match = useMatchTransaction();
  const pick = (deposit: TTransaction) =>
    match.mutate(
      { id: payment.id, transactionId: deposit.id },
      {
        onSuccess: () => {
          toast.success('Matched to the deposit');
          onClose();
        },
      },
    );
  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title="Match to a deposit"
      description={`${payment.description} · ${formatMinor(payment.amount, payment.currency)}: the deposit of the same amount in your bank.`}
    >
      {candidates.isPending ? (
        <LoadingBlocks label="Looking for deposits…" heights={['h-12', 'h-12']} />
      ) : candidates.isError ? (
        <LoadFailed
          what="The deposits could not be loaded."
          retry={() => void candidates.refetch()}
        />
      ) : candidates.data.length === 0 ? (
        <p className="text-sm text-slate-600">
          No deposit of {formatMinor(payment.amount, payment.currency)} waits to be matched. Import
          the statement with it, then try again.
        </p>
      ) : (
        <ul className="divide-y divide-slate-200">
          {candidates.data.map((d) => (
            <li key={d.id} className="flex items-center justify-between gap-3 py-2 text-sm">
              <span>
                <span className="block font-medium text-slate-900">{d.description}</span>
                <span className="text-slate-600">
                  {formatDay(d.date)} · {d.accountName ?? ''} · {formatMinor(d.amount, d.currency)}
                </span>
              </span>
              <Button
                size="sm"
                loading={match.isPending && match.variables.transactionId === d.id}
                aria-label={`Match to ${d.description} on ${formatDay(d.date)}`}
                onClick={() => pick(d)}
              >
                Match
              </Button>
            </li>
          ))}
        </ul>
      )}
    </Dialog>
  );
};
