import { and, asc, desc, eq, inArray, isNull, notExists, sql } from 'drizzle-orm';
import type { TServiceStatus } from '@charterline/shared/schemas/services';
import type { TDbExecutor } from '../../db/client';
import { orders, paymentMethods, serviceEvents, services, subscriptions } from '../../db/schema';

export type TServiceRow = typeof services.$inferSelect;
export type TServiceEventRow = typeof serviceEvents.$inferSelect;
export type TSubscriptionRow = typeof subscriptions.$inferSelect;

/** Inserts a service once per (order, product); null when that line already has one. */
export const insertService = async (
  tx: TDbExecutor,
  values: typeof services.$inferInsert,
): Promise<TServiceRow | null> => {
  const [row] = await tx
    .insert(services)
    .values(values)
    .onConflictDoNothing({ target: [services.orderId, services.productKey] })
    .returning();
  return row ?? null;
};

export const insertServiceEvent = async (
  tx: TDbExecutor,
  values: typeof serviceEvents.$inferInsert,
): Promise<TServiceEventRow> => {
  const [row] = await tx.insert(serviceEvents).values(values).returning();
  if (!row) throw new Error('insert returned no service event');
  return row;
};

export const insertSubscription = async (
  tx: TDbExecutor,
  values: typeof subscriptions.$inferInsert,
): Promise<void> => {
  await tx.insert(subscriptions).values(values).onConflictDoNothing();
};

/** A company's services, newest first. */
export const listServicesOf = (db: TDbExecutor, companyId: string): Promise<TServiceRow[]> =>
  db
    .select()
    .from(services)
    .where(eq(services.companyId, companyId))
    .orderBy(desc(services.createdAt), asc(services.productKey));

/** Services for staff, newest first, by company and status when given. */
export const listServicesWhere = (
  db: TDbExecutor,
  filter: { companyId?: string | undefined; status?: TServiceStatus | undefined },
): Promise<TServiceRow[]> =>
  db
    .select()
    .from(services)
    .where(
      and(
        filter.companyId ? eq(services.companyId, filter.companyId) : undefined,
        filter.status ? eq(services.status, filter.status) : undefined,
      ),
    )
    .orderBy(desc(services.createdAt), asc(services.productKey))
    .limit(500);

export const findService = async (db: TDbExecutor, id: string): Promise<TServiceRow | null> => {
  const [row] = await db.select().from(services).where(eq(services.id, id));
  return row ?? null;
};

export const findServiceForUpdate = async (
  tx: TDbExecutor,
  id: string,
): Promise<TServiceRow | null> => {
  const [row] = await tx.select().from(services).where(eq(services.id, id)).for('update');
  return row ?? null;
};

/** The company's open services (not delivered, cancelled or refunded) of some products. */
export const openServicesOf = (
  tx: TDbExecutor,
  companyId: string,
  productKeys: readonly string[],
): Promise<TServiceRow[]> =>
  tx
    .select()
    .from(services)
    .where(
      and(
        eq(services.companyId, companyId),
        inArray(services.productKey, [...productKeys]),
        inArray(services.status, ['ORDERED', 'IN_PROGRESS', 'WAITING_ON_CUSTOMER']),
      ),
    )
    .orderBy(asc(services.createdAt));

export const updateService = async (
  tx: TDbExecutor,
  id: string,
  set: Partial<Pick<TServiceRow, 'status' | 'waitingOn' | 'deliveredAt'>>,
): Promise<TServiceRow> => {
  const [row] = await tx
    .update(services)
    .set({ ...set, updatedAt: sql`now()` })
    .where(eq(services.id, id))
    .returning();
  if (!row) throw new Error(`service ${id} vanished`);
  return row;
};

/** The events of some services, oldest first. */
export const eventsOf = (db: TDbExecutor, serviceIds: string[]): Promise<TServiceEventRow[]> =>
  serviceIds.length === 0
    ? Promise.resolve([])
    : db
        .select()
        .from(serviceEvents)
        .where(inArray(serviceEvents.serviceId, serviceIds))
        .orderBy(asc(serviceEvents.id));

export const subscriptionsOf = (
  db: TDbExecutor,
  serviceIds: string[],
): Promise<TSubscriptionRow[]> =>
  serviceIds.length === 0
    ? Promise.resolve([])
    : db.select().from(subscriptions).where(inArray(subscriptions.serviceId, serviceIds));

/** The card renewals are charged to: the company's current saved card. */
export const currentCardOf = async (
  db: TDbExecutor,
  companyId: string,
): Promise<{ brand: string; last4: string } | null> => {
  const [row] = await db
    .select({ brand: paymentMethods.brand, last4: paymentMethods.last4 })
    .from(paymentMethods)
    .where(and(eq(paymentMethods.companyId, companyId), isNull(paymentMethods.replacedAt)));
  return row ?? null;
};

/** Paid orders without any service: those paid before services existed (the backfill). */
export const ordersWithoutServices = (db: TDbExecutor) =>
  db
    .select()
    .from(orders)
    .where(
      notExists(
        db
          .select({ one: sql`1` })
          .from(services)
          .where(eq(services.orderId, orders.id)),
      ),
    )
    .orderBy(asc(orders.createdAt));

/** The service an order made of one product (the change's), if any. */
export const findOrderService = async (
  tx: TDbExecutor,
  orderId: string,
  productKey: string,
): Promise<{ id: string } | null> => {
  const [row] = await tx
    .select({ id: services.id })
    .from(services)
    .where(and(eq(services.orderId, orderId), eq(services.productKey, productKey)))
    .limit(1);
  return row ?? null;
};
