import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from '@/components/ui/toast';
import { useDashboardConfig } from '@/features/dashboard-config/dashboard-config';
import { apiRequest } from '@/lib/api-client';
import { useUser } from '@/lib/auth';
import { reportBundledPurchase } from './affiliate';

type TSession = {
  status: string;
  paymentStatus?: string;
  sessionId: string;
  paymentIntentId: string | null;
  amount: number;
  currency: string;
  metadata: Record<string, unknown>;
};

/** SPEC.md 4 step 2: back from checkout with ?session_id, confirm the payment once. */
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
      let session: TSession;
      try {
        session = await apiRequest<TSession>(
          `/client/v9/billing/checkout/session/${encodeURIComponent(sessionId)}`,
        );
      } catch {
        toast.error('Failed to retrieve session details');
        setResult('not-paid');
        return;
      }
      if (session.status === 'complete' || session.paymentStatus === 'paid') {
        await apiRequest('/client/v9/billing/payment-success', {
          method: 'POST',
          body: {
            sessionId,
            ...(session.paymentIntentId ? { paymentIntentId: session.paymentIntentId } : {}),
            amount: session.amount,
            currency: session.currency,
            metadata: session.metadata,
          },
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
