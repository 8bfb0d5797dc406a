import { BadgeCheck, CheckCircle2, CreditCard, Lock, ShieldCheck, XCircle } from 'lucide-react';
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { ApiError } from '@/lib/api-client';
import { bundleMetadata } from './affiliate';
import { confirmLocalPayment } from './api/confirm-local-payment';
import { createCheckoutSession, SESSION_VOID_CODES } from './api/create-checkout-session';
import { StripeEmbeddedCheckout } from './stripe-embedded';

export const PROCESSING_STAGES = [
  'Validating payment',
  'Processing transaction',
  'Confirming order',
] as const;
const INIT_FAILED = 'Failed to initialize payment. Please try again.';

type TPhase = 'init' | 'init-error' | 'form' | 'processing' | 'success' | 'failed';

type TCheckoutButtonProps = {
  items: string[];
  /** Shows "Test Mode" and the test card hint; sent as metadata.testMode. */
  testMode?: boolean;
  title?: string;
  label?: string;
  metadata?: Record<string, string | number | boolean>;
  onSuccess?: () => void;
  onError?: (error: Error) => void;
};

/** SPEC.md 2 and 4: the button and its embedded, secure checkout dialog. */
export const CheckoutButton = ({
  items,
  testMode = false,
  title = 'Secure Checkout',
  label = 'PROCEED TO PAYMENT',
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
  const [amount, setAmount] = useState(0);
  const [stage, setStage] = useState(0);
  const [card, setCard] = useState('');
  const [expiry, setExpiry] = useState('');
  const [cvc, setCvc] = useState('');
  const [sessionId, setSessionId] = useState('');
  const [failure, setFailure] = useState('');

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
      setAmount(data.amount);
      // Free products: fulfilled already, no card step.
      if (data.status === 'complete' && data.redirectUrl) return succeed(data.redirectUrl);
      if (!data.clientSecret) throw new Error('No client secret received from server');
      if (data.provider === 'stripe' && !data.publishableKey) throw new Error(INIT_FAILED);
      setStripeKey(data.provider === 'stripe' ? (data.publishableKey ?? null) : null);
      setClientSecret(data.clientSecret);
      setSessionId(data.sessionId);
      setPhase('form');
    } catch (error) {
      const message = error instanceof Error && error.message ? error.message : INIT_FAILED;
      toast.error(message === 'No client secret received from server' ? message : INIT_FAILED);
      setPhase('init-error');
    }
  };

  const pay = async (event: FormEvent) => {
    event.preventDefault();
    setStage(0);
    setPhase('processing');
    try {
      const { redirectUrl } = await confirmLocalPayment({
        sessionId,
        clientSecret,
        cardNumber: card,
        expiry,
        cvc,
      });
      succeed(redirectUrl);
    } catch (error) {
      // This session is void (the state and its price changed, or a newer one replaced it):
      // nothing was charged; start a new one, at today's price.
      if (error instanceof ApiError && SESSION_VOID_CODES.includes(error.errors[0]?.code ?? '')) {
        toast.error(error.message);
        return start();
      }
      const message =
        error instanceof ApiError ? error.message : 'Payment processing failed. Please try again.';
      setFailure(message);
      setPhase('failed');
      toast.error(message);
      onError?.(new Error('Payment processing failed'));
      setTimeout(() => setPhase('form'), 3000);
    }
  };

  const busy = phase === 'init' || phase === 'processing';
  return (
    <>
      <Button onClick={() => void start()} loading={open && busy} disabled={open && busy}>
        {open && busy ? 'PROCESSING...' : label}
      </Button>
      {testMode ? (
        <p className="mt-1 text-xs text-amber-700">
          Test Mode: use card 4242 4242 4242 4242, any future date and any CVC.
        </p>
      ) : null}
      <Dialog
        open={open}
        onOpenChange={(next) => (phase === 'init' || phase === 'processing' ? null : setOpen(next))}
        title={title}
        description="Your payment information is encrypted and secure"
        modalStrict
        closeDisabled={busy}
      >
        <div className="relative mt-4 space-y-4">
          <div className="rounded-xl border border-emerald-200 bg-emerald-50 p-3 text-sm text-emerald-900">
            <p className="flex items-center gap-2 font-semibold">
              <ShieldCheck size={18} aria-hidden="true" /> 30-Day Money Back Guarantee
            </p>
            <p className="mt-1 flex items-center gap-2">
              <BadgeCheck size={16} aria-hidden="true" /> Instant Access After Payment
            </p>
          </div>
          <ul className="flex flex-wrap gap-2 text-xs font-medium text-slate-700">
            {['PCI DSS Compliant', 'All Major Cards', '256-bit Encryption'].map((b) => (
              <li key={b} className="flex items-center gap-1 rounded-full bg-slate-100 px-3 py-1">
                <Lock size={12} aria-hidden="true" /> {b}
              </li>
            ))}
          </ul>
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
          {phase !== 'init' && phase !== 'init-error' && stripeKey ? (
            <StripeEmbeddedCheckout
              publishableKey={stripeKey}
              clientSecret={clientSecret}
              onLoadError={onStripeError}
            />
          ) : null}
          {phase !== 'init' && phase !== 'init-error' && !stripeKey ? (
            <form onSubmit={(e) => void pay(e)} className="space-y-3" aria-label="Card details">
              <p className="text-sm text-slate-700">
                Total:{' '}
                <strong>
                  {new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(
                    amount / 100,
                  )}
                </strong>
              </p>
              <Input
                label="Card number"
                inputMode="numeric"
                autoComplete="cc-number"
                placeholder="1234 1234 1234 1234"
                value={card}
                onChange={(e) => setCard(e.target.value)}
                required
              />
              <div className="grid grid-cols-2 gap-3">
                <Input
                  label="Expiry"
                  value={expiry}
                  onChange={(e) => setExpiry(e.target.value)}
                  placeholder="MM/YY"
                  autoComplete="cc-exp"
                  required
                />
                <Input
                  label="CVC"
                  value={cvc}
                  onChange={(e) => setCvc(e.target.value)}
                  placeholder="123"
                  autoComplete="cc-csc"
                  required
                />
              </div>
              <Button
                type="submit"
                className="w-full"
                icon={<CreditCard size={18} />}
                disabled={busy}
              >
                {busy ? 'PROCESSING...' : 'Pay now'}
              </Button>
            </form>
          ) : null}
          {phase === 'processing' ? (
            <div
              role="status"
              className="absolute inset-0 flex flex-col items-center justify-center rounded-xl bg-white/95 text-center"
            >
              <p className="text-base font-semibold text-slate-900">{PROCESSING_STAGES[stage]}</p>
              <p className="mt-2 text-sm text-slate-600">
                This may take a few moments. Please don&apos;t close this window.
              </p>
            </div>
          ) : null}
          {phase === 'success' ? (
            <div
              role="status"
              className="absolute inset-0 flex flex-col items-center justify-center rounded-xl bg-white text-center"
            >
              <CheckCircle2 size={40} className="text-emerald-600" aria-hidden="true" />
              <p className="mt-2 text-lg font-semibold">Payment Successful!</p>
              <p className="text-sm text-slate-600">
                Your payment has been processed successfully! Redirecting you now...
              </p>
            </div>
          ) : null}
          {phase === 'failed' ? (
            <div
              role="alert"
              className="absolute inset-0 flex flex-col items-center justify-center rounded-xl bg-white text-center"
            >
              <XCircle size={40} className="text-red-600" aria-hidden="true" />
              <p className="mt-2 text-lg font-semibold">Payment Failed</p>
              <p className="text-sm text-slate-600">
                {failure || 'There was an issue processing your payment. Please try again.'}
              </p>
            </div>
          ) : null}
        </div>
      </Dialog>
    </>
  );
};
