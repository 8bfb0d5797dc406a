import { useQueryClient } from '@tanstack/react-query';
import { CreditCard } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import type { TCardFields } from '@charterline/shared/rules/card';
import type { TSetupSessionAnswer } from '@charterline/shared/schemas/payment-method';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { ApiError } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { toast } from '@/lib/toast';
import { CardForm, type TCardField, type TFieldProblem } from '../checkout/components/card-form';
import { StripeEmbeddedCheckout } from '../checkout/stripe-embedded';
import { createSetupSession } from './api/create-setup-session';
import { usePaymentMethod } from './api/get-payment-method';
import { saveCard } from './api/save-card';
import { cardLabel } from './card-label';

const CARD_FIELDS: readonly string[] = ['cardNumber', 'expiry', 'cvc'] satisfies TCardField[];
/** Where Stripe's setup form returns to: the services page (its webhook saves the card). */
const RETURN_PATH = '/dashboard/services';

type TUpdateCardButtonProps = {
  /** Opens the dialog by itself (the services page gives it for ?update-card=1). */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
};

/** Stripe's embedded form in setup mode, for a session made when the dialog opens. */
const StripeSetup = ({ onError }: { onError: (error: Error) => void }) => {
  const [session, setSession] = useState<TSetupSessionAnswer | null>(null);
  useEffect(() => {
    createSetupSession(`${window.location.origin}${RETURN_PATH}`)
      .then(setSession)
      .catch((error: Error) => onError(error));
  }, [onError]);
  if (!session?.publishableKey)
    return <p className="text-sm text-slate-600">Preparing the secure card form…</p>;
  return (
    <StripeEmbeddedCheckout
      publishableKey={session.publishableKey}
      clientSecret={session.clientSecret}
      onLoadError={onError}
    />
  );
};

/**
 * The saved card renewals are charged to ("Visa •••• 4242, expires 12/34") and the button
 * that changes it: the local provider's card form (as the checkout's), or Stripe's embedded
 * form in setup mode. A new card pays past-due renewals at once.
 */
export const UpdateCardButton = ({
  open: wanted = false,
  onOpenChange,
}: TUpdateCardButtonProps) => {
  const queryClient = useQueryClient();
  const method = usePaymentMethod();
  const [open, setOpen] = useState(wanted);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState('');
  // `open` turning true (the page's ?update-card=1) opens the dialog; the customer closes it.
  const [seen, setSeen] = useState(wanted);
  if (wanted !== seen) {
    setSeen(wanted);
    if (wanted) setOpen(true);
  }
  const change = (next: boolean) => {
    setOpen(next);
    setFailure('');
    onOpenChange?.(next);
  };
  const onStripeError = useCallback((error: Error) => setFailure(error.message), []);

  const save = async (card: TCardFields): Promise<TFieldProblem | null> => {
    setBusy(true);
    setFailure('');
    try {
      await saveCard(card);
      await queryClient.invalidateQueries({ queryKey: queryKeys.billing.all });
      toast.success('Your card is saved. Renewals will be charged to it.');
      change(false);
      return null;
    } catch (error) {
      const first = error instanceof ApiError ? error.errors[0] : undefined;
      if (first?.field && CARD_FIELDS.includes(first.field)) {
        return { field: first.field as TCardField, message: first.message };
      }
      setFailure(error instanceof Error ? error.message : 'The card could not be saved.');
      return null;
    } finally {
      setBusy(false);
    }
  };

  const card = method.data?.card;
  return (
    <div className="flex flex-wrap items-center gap-3">
      <p className="text-sm text-slate-700">
        {card ? cardLabel(card) : method.isPending ? 'Loading your card…' : 'No card saved'}
      </p>
      <Button
        size="sm"
        variant="secondary"
        icon={<CreditCard size={16} />}
        onClick={() => change(true)}
      >
        {card ? 'Update card' : 'Add a card'}
      </Button>
      <Dialog
        open={open}
        onOpenChange={(next) => (busy ? null : change(next))}
        title="Update your card"
        description="Renewals are charged to this card. Your card details are encrypted."
        modalStrict
        closeDisabled={busy}
      >
        <div className="mt-4 space-y-4">
          {card ? <p className="text-sm text-slate-600">Current card: {cardLabel(card)}</p> : null}
          {failure ? (
            <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-900">
              {failure}
            </p>
          ) : null}
          {method.data?.provider === 'stripe' ? <StripeSetup onError={onStripeError} /> : null}
          {method.data?.provider === 'local' ? (
            <>
              <p className="rounded-lg bg-amber-50 p-2 text-xs text-amber-900">
                Test Mode — 4242 4242 4242 4242 is charged; 4000 0000 0000 0341 is saved but every
                charge to it fails.
              </p>
              <CardForm busy={busy} onPay={save} submitLabel="Save card" />
            </>
          ) : null}
        </div>
      </Dialog>
    </div>
  );
};
