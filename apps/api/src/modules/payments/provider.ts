import type { TLineItem } from '../../db/schema';

/** What the rest of the app sees of a checkout session, whatever the provider. */
export type TProviderSession = {
  sessionId: string;
  status: 'open' | 'complete' | 'expired';
  paymentStatus: 'unpaid' | 'paid';
  paymentIntentId: string | null;
  amount: number;
  currency: string;
  metadata: Record<string, unknown>;
  companyId: string;
};

export type TCreateSessionInput = {
  companyId: string;
  userId: string;
  lineItems: TLineItem[];
  amount: number;
  successUrl: string;
  metadata: Record<string, unknown>;
};

/** ARCHITECTURE.md 3: one interface, chosen by PAYMENT_PROVIDER. */
export type TPaymentProvider = {
  readonly name: 'local' | 'stripe';
  createSession(input: TCreateSessionInput): Promise<{ sessionId: string; clientSecret: string }>;
  getSession(sessionId: string): Promise<TProviderSession | null>;
};
