import { changeItemsOf } from '@charterline/shared/rules/change-items';
import { and, eq, inArray, ne, or } from 'drizzle-orm';
import { changeItemName } from '@charterline/shared/schemas/company-changes';
import type { TServiceStatus } from '@charterline/shared/schemas/services';
import { FILING_PRODUCT_KEYS } from '@charterline/shared/services';
import type { TDatabase, TDbExecutor } from '../../db/client';
import {
  companies,
  companyChanges,
  phoneLines,
  products,
  serviceEvents,
  services,
  subscriptions,
} from '../../db/schema';
import { isFreeFeature } from './create-order-services';

/** Statuses a service had before ACTIVE existed that may stand for one that runs. */
const BEFORE = ['ORDERED', 'IN_PROGRESS', 'DELIVERED'] as const;
const RUNNING_SUBSCRIPTION = new Set(['ACTIVE', 'PAST_DUE']);

type TCandidate = Awaited<ReturnType<typeof candidatesOf>>[number];

const candidatesOf = (db: TDbExecutor) =>
  db
    .select({
      id: services.id,
      productKey: services.productKey,
      status: services.status,
      price: products.price,
      interval: products.interval,
      subscriptionId: subscriptions.id,
      subscriptionStatus: subscriptions.status,
      companyStatus: companies.companyStatus,
      agent: companies.registeredAgent,
    })
    .from(services)
    .innerJoin(products, eq(products.productKey, services.productKey))
    .innerJoin(companies, eq(companies.id, services.companyId))
    .leftJoin(subscriptions, eq(subscriptions.serviceId, services.id))
    .where(
      and(
        inArray(services.status, [...BEFORE]),
        or(eq(products.interval, 'year'), inArray(services.productKey, [...FILING_PRODUCT_KEYS])),
      ),
    );

/** Moves a service from the status it was read with (none moves twice) and writes the event. */
const move = async (
  tx: TDbExecutor,
  row: { id: string; status: TServiceStatus },
  to: TServiceStatus,
  note: string,
): Promise<boolean> => {
  const moved = await tx
    .update(services)
    .set({ status: to })
    .where(and(eq(services.id, row.id), eq(services.status, row.status)))
    .returning({ id: services.id });
  if (moved.length === 0) return false;
  await tx.insert(serviceEvents).values({
    serviceId: row.id,
    actor: 'system',
    fromStatus: row.status,
    toStatus: to,
    note,
  });
  return true;
};

/** Where a service made before issue 36 stands now, or null when it stays as it is. */
const targetOf = (
  row: TCandidate,
  facts: { liveLines: Set<string>; openChanges: Set<string> },
): { to: TServiceStatus; note: string } | null => {
  if (row.interval === 'year') {
    if (isFreeFeature(row)) return { to: 'ACTIVE', note: 'Free: on for your company.' };
    if (!row.subscriptionStatus || !RUNNING_SUBSCRIPTION.has(row.subscriptionStatus)) return null;
    if (row.productKey === 'virtual-phone-number' && !facts.liveLines.has(row.id)) return null;
    if (row.productKey === 'registered-agent') {
      const appointed =
        row.companyStatus === 'COMPLETED' &&
        row.agent?.useOurs !== false &&
        !facts.openChanges.has(row.id);
      if (!appointed) return null;
    }
    return { to: 'ACTIVE', note: 'Active: it runs for your company.' };
  }
  return row.status === 'ORDERED'
    ? { to: 'IN_PROGRESS', note: 'In progress: our team has it.' }
    : null;
};

/** Services paid for a change, still named for their product ("State amendment"). */
const renameChangeServices = async (tx: TDbExecutor): Promise<number> => {
  const changes = await tx
    .select({
      kind: companyChanges.kind,
      needsState: companyChanges.needsState,
      proposed: companyChanges.proposed,
      serviceId: services.id,
      orderId: services.orderId,
    })
    .from(companyChanges)
    .innerJoin(services, eq(services.id, companyChanges.serviceId));
  let renamed = 0;
  for (const change of changes) {
    const items = changeItemsOf(change.kind, {
      needsState: change.needsState,
      ourAgent: change.proposed.kind === 'REGISTERED_AGENT' && change.proposed.useOurs,
    });
    const rows = await tx
      .select({ id: services.id, productKey: services.productKey, name: products.name })
      .from(services)
      .innerJoin(products, eq(products.productKey, services.productKey))
      .where(
        and(
          inArray(services.productKey, items),
          // The linked service, and the change's other products bought in the same order.
          change.orderId
            ? or(eq(services.id, change.serviceId), eq(services.orderId, change.orderId))
            : eq(services.id, change.serviceId),
        ),
      );
    for (const row of rows) {
      const name = changeItemName(change.kind, row, items);
      const done = await tx
        .update(services)
        .set({ name })
        .where(and(eq(services.id, row.id), ne(services.name, name)))
        .returning({ id: services.id });
      renamed += done.length;
    }
  }
  return renamed;
};

/**
 * Start-up step (issue 36 item 8, decision 0186), after the orders' backfill: services made
 * before ACTIVE existed are shown as they are. A yearly service whose subscription runs is
 * ACTIVE (our registered agent once the company is formed with it as agent and no change of
 * agent is pending; the phone number once its line is live); a free feature is ACTIVE and
 * loses its $0 subscription; a filing still ORDERED is IN_PROGRESS; a change's services are
 * named for the change. Idempotent: each row moves only from the status it was read with.
 */
export const settleServiceStatuses = (db: TDatabase): Promise<number> =>
  db.transaction(async (tx) => {
    const candidates = await candidatesOf(tx);
    const ids = candidates.map((c) => c.id);
    const [lines, changes] =
      ids.length === 0
        ? [[], []]
        : await Promise.all([
            tx
              .select({ serviceId: phoneLines.serviceId })
              .from(phoneLines)
              .where(and(inArray(phoneLines.serviceId, ids), eq(phoneLines.status, 'active'))),
            tx
              .select({ serviceId: companyChanges.serviceId })
              .from(companyChanges)
              .where(
                and(inArray(companyChanges.serviceId, ids), ne(companyChanges.status, 'completed')),
              ),
          ]);
    const facts = {
      liveLines: new Set(lines.flatMap((l) => (l.serviceId ? [l.serviceId] : []))),
      openChanges: new Set(changes.flatMap((c) => (c.serviceId ? [c.serviceId] : []))),
    };
    let settled = 0;
    for (const row of candidates) {
      const target = targetOf(row, facts);
      if (!target) continue;
      if (await move(tx, row, target.to, target.note)) settled += 1;
      if (isFreeFeature(row) && row.subscriptionId) {
        await tx.delete(subscriptions).where(eq(subscriptions.id, row.subscriptionId));
      }
    }
    return settled + (await renameChangeServices(tx));
  });
