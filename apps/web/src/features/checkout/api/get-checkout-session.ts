import type { TCheckoutSession } from '@charterline/shared/schemas/billing';
import { apiRequest } from '@/lib/api-client';

export const getCheckoutSession = (sessionId: string): Promise<TCheckoutSession> =>
  apiRequest<TCheckoutSession>(
    `/client/v9/billing/checkout/session/${encodeURIComponent(sessionId)}`,
  );
