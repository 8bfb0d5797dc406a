import type { TService, TServiceStatus } from '@charterline/shared/schemas/services';
import type { TDbExecutor } from '../../db/client';
import { findProducts } from '../../db/catalogue';
import { AppError } from '../../lib/app-error';
import { subscriptionView } from './subscription-view';
import { isFreeFeature } from './create-order-services';
import {
  currentCardOf,
  eventsOf,
  findService,
  listServicesWhere,
  subscriptionsOf,
  type TServiceEventRow,
  type TServiceRow,
} from './services.repository';

/**
 * Services as the customer (and staff) see them: events oldest first, the bundle's name
 * for what it includes, whether it is a free feature, and the subscription with its renewal
 * price and the saved card.
 */
export const serviceViews = async (
  db: TDbExecutor,
  companyId: string,
  rows: TServiceRow[],
  options: { forStaff?: boolean } = {},
): Promise<TService[]> => {
  const ids = rows.map((r) => r.id);
  const [events, subscriptions, card] = await Promise.all([
    eventsOf(db, ids),
    subscriptionsOf(db, ids),
    currentCardOf(db, companyId),
  ]);
  const products = new Map(
    (
      await findProducts(db, [
        ...subscriptions.map((s) => s.renewalProductKey),
        ...rows.flatMap((r) => (r.includedIn ? [r.includedIn, r.productKey] : [r.productKey])),
      ])
    ).map((p) => [p.productKey, p]),
  );
  const eventsBy = new Map<string, TServiceEventRow[]>();
  for (const e of events) eventsBy.set(e.serviceId, [...(eventsBy.get(e.serviceId) ?? []), e]);
  const subscriptionBy = new Map(subscriptions.map((s) => [s.serviceId, s]));
  return rows.map((row) => {
    const subscription = subscriptionBy.get(row.id);
    return {
      id: row.id,
      productKey: row.productKey,
      productType: row.productType,
      name: row.name,
      category: row.category,
      status: row.status,
      waitingOn: row.waitingOn,
      includedIn: row.includedIn ? (products.get(row.includedIn)?.name ?? row.includedIn) : null,
      orderedAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
      deliveredAt: row.deliveredAt?.toISOString() ?? null,
      free: isFreeFeature(products.get(row.productKey) ?? { price: 1, interval: 'one_time' }),
      subscription: subscription
        ? subscriptionView(subscription, {
            renewalAmount: products.get(subscription.renewalProductKey)?.price ?? 0,
            card,
          })
        : null,
      events: (eventsBy.get(row.id) ?? []).map((e) => ({
        at: e.createdAt.toISOString(),
        // Customers read "staff", never a colleague's address.
        actor: options.forStaff || !e.actor.startsWith('admin:') ? e.actor : 'staff',
        fromStatus: e.fromStatus,
        toStatus: e.toStatus,
        note: e.note,
        documentId: e.documentId,
      })),
    };
  });
};

/** Services for staff, newest first, each with its company (the ops CLI's `services`). */
export const staffServiceViews = async (
  db: TDbExecutor,
  rows: TServiceRow[],
): Promise<(TService & { companyId: string })[]> => {
  const companies = [...new Set(rows.map((r) => r.companyId))];
  const views = new Map<string, TService>();
  for (const companyId of companies) {
    const theirs = rows.filter((r) => r.companyId === companyId);
    for (const v of await serviceViews(db, companyId, theirs, { forStaff: true })) {
      views.set(v.id, v);
    }
  }
  return rows.flatMap((r) => {
    const view = views.get(r.id);
    return view ? [{ ...view, companyId: r.companyId }] : [];
  });
};

/** Staff's list: by company and status when given. */
export const listServicesForStaff = async (
  db: TDbExecutor,
  filter: { companyId?: string | undefined; status?: TServiceStatus | undefined },
) => staffServiceViews(db, await listServicesWhere(db, filter));

/** One service as staff see it (404 when there is none). */
export const readServiceForStaff = async (db: TDbExecutor, id: string) => {
  const row = await findService(db, id);
  const [view] = row ? await staffServiceViews(db, [row]) : [];
  if (!view) throw new AppError('NOT_FOUND', { message: 'There is no such service.' });
  return view;
};
