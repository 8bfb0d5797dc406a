import { clsx } from 'clsx';
import { useCallback, useEffect, useState } from 'react';
import type { TCardFields } from '@charterline/shared/rules/card';
import type { TCreateSessionAnswer } from '@charterline/shared/schemas/billing';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { ApiError } from '@/lib/api-client';
import { bundleMetadata } from './affiliate';
import { confirmLocalPayment } from './api/confirm-local-payment';
import { createCheckoutSession, SESSION_VOID_CODES } from './api/create-checkout-session';
import { CardForm, type TCardField, type TFieldProblem } from './components/card-form';
import { OrderSummary } from './components/order-summary';
import { PaymentResult, PROCESSING_STAGES } from './components/payment-result';
import { TrustBadges } from './components/trust-badges';
import { StripeEmbeddedCheckout } from './stripe-embedded';

const CARD_FIELDS: readonly string[] = ['cardNumber', 'expiry', 'cvc'] satisfies TCardField[];
const INIT_FAILED = 'Failed to initialize payment. Please try again.';
/** A new ticket on the Support page (the dialog may be open on any page). */
const SUPPORT_NEW_TICKET = '/dashboard/support?new=1';

type TPhase = 'init' | 'init-error' | 'refused' | 'form' | 'processing' | 'success' | 'failed';

/**
 * The API's own reason when it refused the checkout for good (issue 36): a 4xx other than
 * a timeout (408) or too many requests (429), which trying again cannot change. Null for
 * anything that may pass (no answer, 408, 429, 5xx): the contract's "Failed to initialize payment" text and Try Again then.
 */
const refusalOf = (error: unknown): string | null => {
  if (!(error instanceof ApiError)) return null;
  const { status } = error;
  if (status < 400 || status >= 500 || status === 408 || status === 429) return null;
  return error.errors[0]?.message || error.message || null;
};

type TCheckoutButtonProps = {
  items: string[];
  /** Shows "Test Mode" and the test card hint; sent as metadata.testMode. */
  testMode?: boolean;
  title?: string;
  label?: string;
  /** The trigger's accessible name when the label alone does not say what it buys. */
  ariaLabel?: string;
  /**
   * The test card hint under the button; a page with many buttons says it once instead
   * (`TestModeHint`), so it passes false.
   */
  inlineTestHint?: boolean;
  /** The trigger button's size and place (the payment step gives it CONTINUE's). */
  className?: string;
  metadata?: Record<string, string | number | boolean>;
  onSuccess?: () => void;
  onError?: (error: Error) => void;
};

/** How to pay in test mode: under a checkout button, or once for a page of them. */
export const TestModeHint = ({ className }: { className?: string }) => (
  <p className={clsx('text-xs text-amber-700', className)}>
    Test Mode: use card 4242 4242 4242 4242, any future date and any CVC.
  </p>
);

/**
 * The button and its embedded, secure checkout dialog (docs/product.md § Checkout dialog and
 * § Payment flow).
 */
export const CheckoutButton = ({
  items,
  testMode = false,
  title = 'Secure Checkout',
  label = 'PROCEED TO PAYMENT',
  ariaLabel,
  inlineTestHint = true,
  className,
  metadata,
  onSuccess,
  onError,
}: TCheckoutButtonProps) => {
  const [open, setOpen] = useState(false);
  const [phase, setPhase] = useState<TPhase>('init');
  const [clientSecret, setClientSecret] = useState('');
  const [stripeKey, setStripeKey] = useState<string | null>(null);
  const onStripeError = useCallback((error: Error) => {
    toast.error(error.message);
    setPhase('init-error');
  }, []);
  const [order, setOrder] = useState<
    Pick<TCreateSessionAnswer, 'amount' | 'lineItems' | 'laterStateCosts'>
  >({ amount: 0, lineItems: [], laterStateCosts: [] });
  const [stage, setStage] = useState(0);
  const [sessionId, setSessionId] = useState('');
  const [failure, setFailure] = useState('');
  const [refusal, setRefusal] = useState('');

  useEffect(() => {
    if (phase !== 'processing') return;
    const timer = setInterval(() => setStage((s) => (s + 1) % PROCESSING_STAGES.length), 1500);
    return () => clearInterval(timer);
  }, [phase]);

  const succeed = (redirectUrl: string) => {
    setPhase('success');
    onSuccess?.();
    setTimeout(() => {
      setOpen(false);
      window.location.assign(redirectUrl);
    }, 3000);
  };

  const start = async () => {
    setOpen(true);
    setPhase('init');
    try {
      const data = await createCheckoutSession(items, {
        ...metadata,
        ...bundleMetadata(items),
        ...(testMode ? { testMode: true } : {}),
      });
      setOrder({
        amount: data.amount,
        lineItems: data.lineItems,
        laterStateCosts: data.laterStateCosts ?? [],
      });
      // Free products: fulfilled already, no card step.
      if (data.status === 'complete' && data.redirectUrl) return succeed(data.redirectUrl);
      if (!data.clientSecret) throw new Error('No client secret received from server');
      if (data.provider === 'stripe' && !data.publishableKey) throw new Error(INIT_FAILED);
      setStripeKey(data.provider === 'stripe' ? (data.publishableKey ?? null) : null);
      setClientSecret(data.clientSecret);
      setSessionId(data.sessionId);
      setPhase('form');
    } catch (error) {
      const refused = refusalOf(error);
      if (refused) {
        setRefusal(refused);
        setPhase('refused');
        return;
      }
      const message = error instanceof Error && error.message ? error.message : INIT_FAILED;
      toast.error(message === 'No client secret received from server' ? message : INIT_FAILED);
      setPhase('init-error');
    }
  };

  /** Pays; a field the server refuses is answered to the form, shown next to that field. */
  const pay = async (card: TCardFields): Promise<TFieldProblem | null> => {
    setStage(0);
    setPhase('processing');
    try {
      const { redirectUrl } = await confirmLocalPayment({ sessionId, clientSecret, ...card });
      succeed(redirectUrl);
      return null;
    } catch (error) {
      const first = error instanceof ApiError ? error.errors[0] : undefined;
      // This session is void (the state and its price changed, or a newer one replaced it):
      // nothing was charged; start a new one, at today's price.
      if (first && SESSION_VOID_CODES.includes(first.code)) {
        toast.error(first.message);
        void start();
        return null;
      }
      if (first?.field && CARD_FIELDS.includes(first.field)) {
        setPhase('form');
        return { field: first.field as TCardField, message: first.message };
      }
      const message =
        error instanceof ApiError ? error.message : 'Payment processing failed. Please try again.';
      setFailure(message);
      setPhase('failed');
      toast.error(message);
      onError?.(new Error('Payment processing failed'));
      setTimeout(() => setPhase('form'), 3000);
      return null;
    }
  };

  const busy = phase === 'init' || phase === 'processing';
  const covered = phase === 'processing' || phase === 'success' || phase === 'failed';
  const ready = phase !== 'init' && phase !== 'init-error' && phase !== 'refused';
  return (
    <>
      <Button
        className={className}
        aria-label={ariaLabel}
        onClick={() => void start()}
        loading={open && busy}
        disabled={open && busy}
      >
        {open && busy ? 'PROCESSING...' : label}
      </Button>
      {testMode && inlineTestHint ? <TestModeHint className="mt-1" /> : null}
      <Dialog
        open={open}
        onOpenChange={(next) => (phase === 'init' || phase === 'processing' ? null : setOpen(next))}
        title={title}
        description="Your payment information is encrypted and secure"
        modalStrict
        closeDisabled={busy}
      >
        <div className="relative mt-4">
          {/* Hidden, not faded, under a result: nothing of the form shows through. */}
          <div className={covered ? 'invisible space-y-4' : 'space-y-4'} aria-hidden={covered}>
            <TrustBadges />
            {testMode ? (
              <p className="rounded-lg bg-amber-50 p-2 text-xs text-amber-900">
                Test Mode — card 4242 4242 4242 4242 pays; 4000 0000 0000 0002 is declined.
              </p>
            ) : null}
            {phase === 'init' ? (
              <p className="text-sm text-slate-600">Preparing your payment…</p>
            ) : null}
            {phase === 'init-error' ? (
              <div role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-900">
                <p className="font-semibold">Payment initialization failed</p>
                <p className="mt-1">{INIT_FAILED}</p>
                <Button className="mt-2" size="sm" onClick={() => setOpen(false)}>
                  Try Again
                </Button>
              </div>
            ) : null}
            {phase === 'refused' ? (
              <div role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-900">
                <p className="font-semibold">This payment cannot be made</p>
                <p className="mt-1">{refusal}</p>
                <p className="mt-1">Nothing was charged.</p>
                <div className="mt-3 flex flex-wrap gap-2">
                  <a
                    href={SUPPORT_NEW_TICKET}
                    className="inline-flex h-8 items-center rounded-lg bg-brand-700 px-3 text-sm font-medium text-white hover:bg-brand-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
                  >
                    Contact support
                  </a>
                  <Button
                    size="sm"
                    variant="neutral"
                    appearance="outlined"
                    onClick={() => setOpen(false)}
                  >
                    Close
                  </Button>
                </div>
              </div>
            ) : null}
            {ready ? <OrderSummary {...order} /> : null}
            {ready && stripeKey ? (
              <StripeEmbeddedCheckout
                publishableKey={stripeKey}
                clientSecret={clientSecret}
                onLoadError={onStripeError}
              />
            ) : null}
            {ready && !stripeKey ? <CardForm key={sessionId} busy={busy} onPay={pay} /> : null}
          </div>
          {phase === 'processing' ? <PaymentResult phase="processing" stage={stage} /> : null}
          {phase === 'success' ? <PaymentResult phase="success" /> : null}
          {phase === 'failed' ? <PaymentResult phase="failed" message={failure} /> : null}
        </div>
      </Dialog>
    </>
  );
};
