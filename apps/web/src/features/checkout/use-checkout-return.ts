import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from '@/lib/toast';
import { useDashboardConfig } from '@/features/dashboard-config/dashboard-config';
import { useUser } from '@/lib/auth';
import type { TCheckoutSession } from '@charterline/shared/schemas/billing';
import { getCheckoutSession } from './api/get-checkout-session';
import { recordPaymentSuccess } from './api/record-payment-success';
import { reportBundledPurchase } from './affiliate';

/**
 * Back from checkout with ?session_id, confirm the payment once (docs/product.md § Payment
 * flow, step 2).
 */
export const useCheckoutReturn = (onSuccess?: () => void) => {
  const [params] = useSearchParams();
  const sessionId = params.get('session_id');
  const [result, setResult] = useState<'idle' | 'checking' | 'paid' | 'not-paid'>('idle');
  const done = useRef<string | null>(null);
  const { affiliate } = useDashboardConfig();
  const email = useUser().data?.email ?? null;

  useEffect(() => {
    if (!sessionId || done.current === sessionId) return;
    done.current = sessionId;
    setResult('checking');
    void (async () => {
      let session: TCheckoutSession;
      try {
        session = await getCheckoutSession(sessionId);
      } catch {
        toast.error('Failed to retrieve session details');
        setResult('not-paid');
        return;
      }
      // The server answers a paid session as 'complete' (whatever its provider said).
      if (session.status === 'complete') {
        await recordPaymentSuccess({
          sessionId,
          ...(session.paymentIntentId ? { paymentIntentId: session.paymentIntentId } : {}),
          amount: session.amount,
          currency: session.currency,
          metadata: session.metadata,
        }).catch(() => undefined);
        reportBundledPurchase(session, affiliate, email);
        setResult('paid');
        onSuccess?.();
      } else {
        toast.error(`Payment not completed. Status: ${session.status}. Please try again.`);
        setResult('not-paid');
      }
    })();
  }, [sessionId, onSuccess, affiliate, email]);

  return result;
};
