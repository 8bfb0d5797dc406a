import { createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { TDatabase } from '../../db/client';
import { checkoutSessions } from '../../db/schema';
import type { TPaymentProvider, TProviderSession } from './provider';

const hash = (value: string): string => createHash('sha256').update(value).digest('hex');

/** The test cards of the local provider (the same numbers as Stripe's test mode). */
export const LOCAL_TEST_CARDS = {
  '4242424242424242': { ok: true },
  '4000000000000002': { ok: false, reason: 'card_declined', message: 'Your card was declined.' },
  '4000000000009995': {
    ok: false,
    reason: 'insufficient_funds',
    message: 'Your card has insufficient funds.',
  },
} as const;

export type TCardOutcome = { ok: true } | { ok: false; reason: string; message: string };

export const cardOutcome = (cardNumber: string): TCardOutcome => {
  const digits = cardNumber.replace(/\D/g, '');
  const known = LOCAL_TEST_CARDS[digits as keyof typeof LOCAL_TEST_CARDS];
  if (known) return known;
  return { ok: false, reason: 'card_declined', message: 'Your card was declined.' };
};

export const toProviderSession = (row: typeof checkoutSessions.$inferSelect): TProviderSession => ({
  sessionId: row.id,
  status: row.status,
  paymentStatus: row.paymentStatus,
  paymentIntentId: row.paymentIntentId,
  amount: row.amount,
  currency: row.currency,
  metadata: row.metadata,
  companyId: row.companyId,
});

/** Sessions kept in our own database; paying is done by our card form (test cards only). */
export const createLocalProvider = (db: TDatabase): TPaymentProvider => ({
  name: 'local',
  async createSession(input) {
    const sessionId = `cs_local_${randomBytes(16).toString('hex')}`;
    const clientSecret = `${sessionId}_secret_${randomBytes(16).toString('hex')}`;
    await db.insert(checkoutSessions).values({
      id: sessionId,
      companyId: input.companyId,
      userId: input.userId,
      provider: 'local',
      amount: input.amount,
      currency: 'USD',
      lineItems: input.lineItems,
      metadata: input.metadata,
      successUrl: input.successUrl,
      clientSecretHash: hash(clientSecret),
    });
    return { sessionId, clientSecret };
  },
  async getSession(sessionId) {
    const [row] = await db
      .select()
      .from(checkoutSessions)
      .where(eq(checkoutSessions.id, sessionId));
    return row ? toProviderSession(row) : null;
  },
});

export const clientSecretMatches = (
  row: typeof checkoutSessions.$inferSelect,
  clientSecret: string,
): boolean => row.clientSecretHash === hash(clientSecret);
