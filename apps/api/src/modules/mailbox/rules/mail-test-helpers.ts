import { and, asc, eq, like } from 'drizzle-orm';
import type { TMailCategory } from '@charterline/shared/schemas/mail';
import type { TDatabase } from '../../../db/client';
import { jobs, mailItems, mailRequests } from '../../../db/schema';
import { insertService } from '../../subscriptions/subscriptions.repository';

/** The company holds the US mailing address (a delivered service, no subscription). */
export const givenMailbox = (db: TDatabase, companyId: string) =>
  insertService(db, {
    companyId,
    productKey: 'mailing-address',
    productType: 'MAILING_ADDRESS',
    name: 'US mailing address',
    category: 'mail',
    status: 'DELIVERED',
  });

/** A letter as staff record it (rows written directly; `createdAt` defaults to receivedOn). */
export const givenLetter = async (
  db: TDatabase,
  input: {
    companyId: string;
    category?: TMailCategory;
    sender?: string;
    receivedOn: string;
    urgent?: boolean;
    locked?: boolean;
    scanned?: boolean;
    createdAt?: Date;
  },
) => {
  const [row] = await db
    .insert(mailItems)
    .values({
      companyId: input.companyId,
      sender: input.sender ?? 'Acme Deals',
      category: input.category ?? 'marketing',
      receivedOn: input.receivedOn,
      urgent: input.urgent ?? false,
      locked: input.locked ?? false,
      envelopeKey: `mail/${input.companyId}/envelope.png`,
      envelopeContentType: 'image/png',
      recordedBy: 'ops-cli',
      createdAt: input.createdAt ?? new Date(`${input.receivedOn}T12:00:00Z`),
    })
    .returning();
  if (!row) throw new Error('no letter');
  return row;
};

export const requestsOf = (db: TDatabase, itemId: string) =>
  db
    .select()
    .from(mailRequests)
    .where(eq(mailRequests.mailItemId, itemId))
    .orderBy(asc(mailRequests.createdAt));

export const itemOf = async (db: TDatabase, itemId: string) => {
  const [row] = await db.select().from(mailItems).where(eq(mailItems.id, itemId));
  if (!row) throw new Error('no letter');
  return row;
};

/** The jobs of one kind about one letter (their keys start with `<name>:<itemId>`). */
export const jobsAbout = (db: TDatabase, name: string, itemId: string) =>
  db
    .select()
    .from(jobs)
    .where(and(eq(jobs.name, name), like(jobs.key, `${name}:${itemId}:%`)))
    .orderBy(asc(jobs.runAt));
