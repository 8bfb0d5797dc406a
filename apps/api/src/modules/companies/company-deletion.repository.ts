import { and, eq, gt, isNull, ne, or } from 'drizzle-orm';
import type { TDbExecutor } from '../../db/client';
import {
  checkoutSessions,
  companyDocuments,
  invoicePayments,
  invoices,
  ledgerTransactions,
  orders,
} from '../../db/schema';

// What decides whether a company may be deleted (issue 33): money moved and records to keep.

/**
 * Whether money moved or may be moving for the company: an order, a checkout session paid or
 * completed (a payment whose order the reconciler has not written yet), or one still open
 * since `openSince` (a provider's session can be paid until it expires).
 */
export const hasPaymentRecords = async (
  tx: TDbExecutor,
  companyId: string,
  openSince: Date,
): Promise<boolean> => {
  const [order] = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(eq(orders.companyId, companyId))
    .limit(1);
  if (order) return true;
  const [paid] = await tx
    .select({ id: checkoutSessions.id })
    .from(checkoutSessions)
    .where(
      and(
        eq(checkoutSessions.companyId, companyId),
        or(
          eq(checkoutSessions.paymentStatus, 'paid'),
          eq(checkoutSessions.status, 'complete'),
          and(eq(checkoutSessions.status, 'open'), gt(checkoutSessions.createdAt, openSince)),
        ),
      ),
    )
    .limit(1);
  return Boolean(paid);
};

/**
 * Whether the company holds what must be kept (issue 33 item 5): an issued invoice (not a
 * draft), an invoice payment, a ledger transaction or a document (one deleted by the customer,
 * waiting for its purge, goes with the company).
 */
export const hasRecordsToKeep = async (tx: TDbExecutor, companyId: string): Promise<boolean> => {
  const probes = [
    tx
      .select({ id: invoices.id })
      .from(invoices)
      .where(and(eq(invoices.companyId, companyId), ne(invoices.status, 'draft')))
      .limit(1),
    tx
      .select({ id: invoicePayments.id })
      .from(invoicePayments)
      .where(eq(invoicePayments.companyId, companyId))
      .limit(1),
    tx
      .select({ id: ledgerTransactions.id })
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.companyId, companyId))
      .limit(1),
    tx
      .select({ id: companyDocuments.id })
      .from(companyDocuments)
      .where(and(eq(companyDocuments.companyId, companyId), isNull(companyDocuments.deletedAt)))
      .limit(1),
  ];
  for (const probe of probes) if ((await probe).length > 0) return true;
  return false;
};
