import type { TDbExecutor } from '../../db/client';
import type { TLineItem } from '../../db/schema';
import { isCompanyId } from '../companies';
import { findOrderService } from '../services';

/**
 * What an area sells through the one checkout (decision 0192): payments names no area. Each
 * area registers its sellables once, at the composition root (composition/sellables.ts):
 * - `price`: before a checkout session is made, check the basket against what the session's
 *   metadata names (a change waiting for payment, a letter's request) and answer the lines it
 *   adds (a state's fee) and the names of the basket's lines;
 * - `fulfil`: once paid, in the fulfilment's transaction, after the order's services are made:
 *   what the payment starts (a change in progress, a number to assign). It must be idempotent
 *   and do nothing for a session that is not its own.
 */
export type TSellable = {
  name: string;
  price?: (
    db: TDbExecutor,
    input: {
      companyId: string;
      state: string | null;
      items: readonly string[];
      metadata: Record<string, unknown>;
      lines: TLineItem[];
    },
  ) => Promise<{ lines: TLineItem[]; extra: TLineItem[] } | null>;
  fulfil?: (tx: TDbExecutor, paid: TPaidOrder) => Promise<void>;
};

/** A paid order, as a sellable's `fulfil` sees it. */
export type TPaidOrder = {
  companyId: string;
  orderId: string;
  sessionId: string;
  metadata: Record<string, unknown>;
  lineItems: readonly TLineItem[];
  paidAt: Date;
};

const registered = new Map<string, TSellable>();

/** Adds (or replaces, by name) what an area sells. */
export const registerSellable = (sellable: TSellable): void => {
  registered.set(sellable.name, sellable);
};

/**
 * The basket's lines as the sellables name them, and the lines they add (a state fee);
 * a sellable that finds its metadata wrong throws the answer (VALIDATION_ERROR).
 */
export const priceSellables = async (
  db: TDbExecutor,
  input: Omit<Parameters<NonNullable<TSellable['price']>>[1], 'lines'> & { lines: TLineItem[] },
): Promise<{ lines: TLineItem[]; extra: TLineItem[] }> => {
  let lines = input.lines;
  const extra: TLineItem[] = [];
  for (const sellable of registered.values()) {
    const priced = await sellable.price?.(db, { ...input, lines });
    if (!priced) continue;
    lines = priced.lines;
    extra.push(...priced.extra);
  }
  return { lines, extra };
};

/** Every sellable's part of a paid order, in the order they were registered. */
export const fulfilSellables = async (tx: TDbExecutor, paid: TPaidOrder): Promise<void> => {
  for (const sellable of registered.values()) await sellable.fulfil?.(tx, paid);
};

/**
 * The record a paid order pays for (named by the session's metadata), locked, with the order's
 * service of its product — or null when there is nothing to do: no such record, another
 * company's, or no longer waiting for payment (a repeat, or cancelled before the payment
 * landed: staff refund it). What a sellable's `fulfil` starts from.
 */
export const paidRecordOf = async <
  R extends { id: string; companyId: string; status: string; productKey: string | null },
>(
  tx: TDbExecutor,
  paid: TPaidOrder,
  find: { idOf: (metadata: Record<string, unknown>) => string | null; lock: TLock<R> },
): Promise<{ record: R; serviceId: string | null } | null> => {
  const id = find.idOf(paid.metadata);
  if (!id || !isCompanyId(id)) return null;
  const record = await find.lock(tx, id);
  if (!record || record.companyId !== paid.companyId) return null;
  if (record.status !== 'awaiting_payment') return null;
  const service = record.productKey
    ? await findOrderService(tx, paid.orderId, record.productKey)
    : null;
  return { record, serviceId: service?.id ?? null };
};

type TLock<R> = (tx: TDbExecutor, id: string) => Promise<R | null | undefined>;
