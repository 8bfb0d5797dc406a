import type { FastifyInstance } from 'fastify';
import { asc, eq } from 'drizzle-orm';
import type { TDatabase } from '../src/db/client';
import { outbox, receipts, serviceEvents } from '../src/db/schema';
import {
  insertService,
  insertSubscription,
} from '../src/modules/subscriptions/subscriptions.repository';

export const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A registered-agent service with its subscription, as fulfilment (issue 18 §2) makes them:
 * the term ends at `termEndsAt`, renewed with registered-agent-renewal ($99).
 */
export const givenSubscription = async (
  db: TDatabase,
  input: { companyId: string; termEndsAt: Date },
) => {
  const service = await insertService(db, {
    companyId: input.companyId,
    productKey: 'registered-agent',
    productType: 'REGISTERED_AGENT',
    name: 'Registered agent',
    category: 'compliance',
    status: 'DELIVERED',
  });
  const subscription = await insertSubscription(db, {
    serviceId: service.id,
    companyId: input.companyId,
    renewalProductKey: 'registered-agent-renewal',
    termStartedAt: new Date(input.termEndsAt.getTime() - 365 * DAY_MS),
    termEndsAt: input.termEndsAt,
  });
  return { service, subscription };
};

/** Saves a test card as the company's card for renewals, through the API. */
export const saveCard = (
  app: FastifyInstance,
  headers: Record<string, string>,
  cardNumber: string,
) =>
  app.inject({
    method: 'POST',
    url: '/api/client/company/v7/payment-method',
    headers,
    payload: { cardNumber, expiry: '12/34', cvc: '123' },
  });

/** The kinds of the e-mails queued for the address, oldest first. */
export const mailKindsTo = async (db: TDatabase, email: string): Promise<string[]> =>
  (
    await db.select().from(outbox).where(eq(outbox.recipient, email)).orderBy(asc(outbox.createdAt))
  ).map((m) => m.kind);

export const mailsTo = (db: TDatabase, email: string) =>
  db.select().from(outbox).where(eq(outbox.recipient, email));

export const receiptsOf = (db: TDatabase, companyId: string) =>
  db.select().from(receipts).where(eq(receipts.companyId, companyId));

export const notesOf = async (db: TDatabase, serviceId: string): Promise<string[]> =>
  (
    await db
      .select()
      .from(serviceEvents)
      .where(eq(serviceEvents.serviceId, serviceId))
      .orderBy(asc(serviceEvents.id))
  ).map((e) => e.note ?? '');
