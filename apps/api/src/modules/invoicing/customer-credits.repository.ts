import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { TDbExecutor } from '../../db/client';
import {
  invoiceCustomerCredits,
  invoiceCustomers,
  invoicePaymentSessions,
  invoicePayments,
  invoiceRefunds,
} from '../../db/schema';

export type TInvoiceRefundRow = typeof invoiceRefunds.$inferSelect;

/**
 * What is owed back on an invoice (issue 36 item 4, decision 0183): what was paid (money or the
 * customer's credit) and credited beyond the total, less what was refunded or kept as credit.
 */
export const creditOwedOf = (row: {
  total: number;
  creditedTotal: number;
  amountPaid: number;
  creditApplied: number;
  refundedTotal: number;
  creditKept: number;
}): number =>
  Math.max(0, row.amountPaid + row.creditApplied + row.creditedTotal - row.total) -
  row.refundedTotal -
  row.creditKept;

/** The balance left to pay: total less credits, payments and the customer's credit applied. */
export const balanceOf = (row: {
  total: number;
  creditedTotal: number;
  amountPaid: number;
  creditApplied: number;
}): number => Math.max(0, row.total - row.creditedTotal - row.amountPaid - row.creditApplied);

/** The customer's credit left in a currency (kept less applied). */
export const customerCreditIn = async (
  db: TDbExecutor,
  customerId: string,
  currency: string,
): Promise<number> => {
  const [row] = await db
    .select({ sum: sql<string>`coalesce(sum(${invoiceCustomerCredits.amount}), 0)` })
    .from(invoiceCustomerCredits)
    .where(
      and(
        eq(invoiceCustomerCredits.customerId, customerId),
        eq(invoiceCustomerCredits.currency, currency),
      ),
    );
  return Number(row?.sum ?? 0);
};

/** Each customer's credit left, per currency (none left: not listed). */
export const customerCreditsOf = async (
  db: TDbExecutor,
  customerIds: readonly string[],
): Promise<Map<string, { currency: string; amount: number }[]>> => {
  const out = new Map<string, { currency: string; amount: number }[]>();
  if (customerIds.length === 0) return out;
  const rows = await db
    .select({
      customerId: invoiceCustomerCredits.customerId,
      currency: invoiceCustomerCredits.currency,
      amount: sql<string>`sum(${invoiceCustomerCredits.amount})`,
    })
    .from(invoiceCustomerCredits)
    .where(inArray(invoiceCustomerCredits.customerId, [...customerIds]))
    .groupBy(invoiceCustomerCredits.customerId, invoiceCustomerCredits.currency)
    .orderBy(asc(invoiceCustomerCredits.currency));
  for (const r of rows) {
    const amount = Number(r.amount);
    if (amount <= 0) continue;
    out.set(r.customerId, [...(out.get(r.customerId) ?? []), { currency: r.currency, amount }]);
  }
  return out;
};

/** The company's customers' credit left, per currency (the totals' "held as credit"). */
export const creditHeldOf = async (
  db: TDbExecutor,
  companyId: string,
): Promise<Map<string, number>> => {
  const rows = await db
    .select({
      currency: invoiceCustomerCredits.currency,
      amount: sql<string>`sum(${invoiceCustomerCredits.amount})`,
    })
    .from(invoiceCustomerCredits)
    .where(eq(invoiceCustomerCredits.companyId, companyId))
    .groupBy(invoiceCustomerCredits.currency);
  return new Map(rows.map((r) => [r.currency, Math.max(0, Number(r.amount))]));
};

/** The customer row under its lock: credit is applied one invoice at a time. */
export const lockCustomer = async (tx: TDbExecutor, customerId: string): Promise<void> => {
  await tx
    .select({ id: invoiceCustomers.id })
    .from(invoiceCustomers)
    .where(eq(invoiceCustomers.id, customerId))
    .for('update');
};

export const insertCustomerCredit = async (
  tx: TDbExecutor,
  values: typeof invoiceCustomerCredits.$inferInsert,
): Promise<void> => {
  await tx.insert(invoiceCustomerCredits).values(values);
};

export const refundsOf = (db: TDbExecutor, invoiceId: string): Promise<TInvoiceRefundRow[]> =>
  db
    .select()
    .from(invoiceRefunds)
    .where(eq(invoiceRefunds.invoiceId, invoiceId))
    .orderBy(asc(invoiceRefunds.createdAt), asc(invoiceRefunds.id));

/** A card payment of the invoice, what of it can still go back, and the provider that took it. */
export type TRefundableCardPayment = {
  paymentId: string;
  sessionId: string;
  provider: 'local' | 'stripe';
  card: string | null;
  refundable: number;
};

/**
 * The invoice's card payments, latest first, with what is left of each to refund (its amount
 * less its refunds that did not fail).
 */
export const cardPaymentsOf = async (
  db: TDbExecutor,
  invoiceId: string,
): Promise<TRefundableCardPayment[]> => {
  const refunded = sql<string>`coalesce((select sum(${invoiceRefunds.amount}) from ${invoiceRefunds}
    where ${invoiceRefunds.paymentId} = ${invoicePayments.id} and ${invoiceRefunds.status} <> 'failed'), 0)`;
  const rows = await db
    .select({
      paymentId: invoicePayments.id,
      sessionId: invoicePayments.providerPaymentId,
      provider: invoicePaymentSessions.provider,
      card: invoicePayments.reference,
      amount: invoicePayments.amount,
      refunded,
    })
    .from(invoicePayments)
    .innerJoin(
      invoicePaymentSessions,
      eq(invoicePaymentSessions.id, invoicePayments.providerPaymentId),
    )
    .where(and(eq(invoicePayments.invoiceId, invoiceId), eq(invoicePayments.method, 'card')))
    .orderBy(desc(invoicePayments.createdAt), desc(invoicePayments.id));
  return rows.map((r) => ({
    paymentId: r.paymentId,
    sessionId: r.sessionId ?? '',
    provider: r.provider,
    card: r.card,
    refundable: Math.max(0, r.amount - Number(r.refunded)),
  }));
};

/** What of the owed credit can go back to one card payment (the most any single one allows). */
export const cardRefundableOf = (
  payments: readonly TRefundableCardPayment[],
  creditOwed: number,
): number => Math.min(creditOwed, Math.max(0, ...payments.map((p) => p.refundable)));

export const insertRefund = async (
  tx: TDbExecutor,
  values: typeof invoiceRefunds.$inferInsert,
): Promise<TInvoiceRefundRow> => {
  const [row] = await tx.insert(invoiceRefunds).values(values).returning();
  if (!row) throw new Error('insert returned no refund');
  return row;
};

export const updateRefund = async (
  tx: TDbExecutor,
  id: string,
  values: Partial<typeof invoiceRefunds.$inferInsert>,
): Promise<void> => {
  await tx.update(invoiceRefunds).set(values).where(eq(invoiceRefunds.id, id));
};
