import { useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { ApiError } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { toast } from '@/lib/toast';

type TTurnOnFeatureProps = {
  /**
   * Turns it on: the free product's checkout, which completes at once ($0, no card step);
   * false when it did not (the product is not free).
   */
  turnOn: () => Promise<boolean>;
  label: string;
  /** The confirmation's title ("Turn on card payments?"). */
  title: string;
  /** What turning it on means, said before it is on. */
  children: ReactNode;
  /** The toast once it is on ("Card payments are on."). */
  doneText: string;
};

/**
 * Turns a free feature on (issue 36 item 8): no card step and no payment message, since
 * nothing is paid ("Payment Successful!" stays the words of a payment). The confirmation says
 * what it means first; once on, everything under `billing` is asked again (the services and
 * what the feature turns on).
 */
export const TurnOnFeature = ({
  turnOn: start,
  label,
  title,
  children,
  doneText,
}: TTurnOnFeatureProps) => {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const turnOn = async () => {
    setBusy(true);
    try {
      if (!(await start())) throw new Error('This is not free: buy it in Billing.');
      setOpen(false);
      toast.success(doneText);
      await queryClient.invalidateQueries({ queryKey: queryKeys.billing.all });
    } catch (error) {
      toast.error(
        error instanceof ApiError || error instanceof Error
          ? error.message
          : 'This could not be turned on. Please try again.',
      );
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button onClick={() => setOpen(true)}>{label}</Button>
      <Dialog open={open} onOpenChange={(next) => (busy ? null : setOpen(next))} title={title}>
        <div className="mt-3 space-y-4">
          <div className="space-y-2 text-sm text-slate-700">{children}</div>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button
              appearance="outlined"
              variant="neutral"
              disabled={busy}
              onClick={() => setOpen(false)}
            >
              Not now
            </Button>
            <Button loading={busy} onClick={() => void turnOn()}>
              Turn on
            </Button>
          </div>
        </div>
      </Dialog>
    </>
  );
};
