import { sql } from 'drizzle-orm';
import { rowsOf, type TDbExecutor } from '../../db/client';
import { ledgerSplits, ledgerTransactions } from '../../db/schema';
import { ensureChart } from './chart';
import {
  partsOfPayment,
  paymentFacts,
  taxChartOf,
  type TPaymentFacts,
} from './split-tax-collected';

/*
 * Decision 0148: every invoice payment is a transaction of the books (source 'invoice_payment',
 * no account) so income shows before the deposit is imported; matching it to the deposit makes
 * the deposit count instead (reports exclude matched payments).
 * Decision 0184: the part of a payment that is tax goes to "Sales tax / VAT collected" (a
 * liability), the rest to Sales: a taxed payment is booked split in the two.
 */

/** Books these payments (those not booked yet), in the caller's transaction. */
const bookPayments = async (
  exec: TDbExecutor,
  companyId: string,
  payments: TPaymentFacts[],
): Promise<void> => {
  if (payments.length === 0) return;
  const chart = await taxChartOf(exec, companyId);
  const partsById = new Map(payments.map((p) => [p.id, partsOfPayment(p, chart)]));
  const inserted = await exec
    .insert(ledgerTransactions)
    .values(
      payments.map((p) => {
        const parts = partsById.get(p.id) ?? [];
        const whole = parts.length === 1 ? (parts[0]?.categoryId ?? null) : null;
        return {
          companyId: p.companyId,
          accountId: null,
          date: p.paidOn,
          description: `Payment for invoice ${p.number ?? 'draft'} — ${p.customer ?? ''}`,
          amount: p.amount,
          currency: p.currency,
          categoryId: parts.length > 1 ? null : (whole ?? chart.sales),
          isSplit: parts.length > 1,
          counterparty: p.customer,
          source: 'invoice_payment' as const,
          invoicePaymentId: p.id,
        };
      }),
    )
    // A payment booked meanwhile (its unique index): nothing, and no parts for it.
    .onConflictDoNothing()
    .returning({ id: ledgerTransactions.id, paymentId: ledgerTransactions.invoicePaymentId });
  const splits = inserted.flatMap((row) => {
    const parts = partsById.get(row.paymentId ?? '') ?? [];
    if (parts.length < 2) return [];
    return parts.map((part, position) => ({
      transactionId: row.id,
      companyId,
      categoryId: part.categoryId,
      amount: part.amount,
      position,
    }));
  });
  if (splits.length > 0) await exec.insert(ledgerSplits).values(splits);
};

/** Books one recorded payment, in the caller's transaction; a second call books nothing. */
export const bookInvoicePayment = async (exec: TDbExecutor, paymentId: string): Promise<void> => {
  const facts = await paymentFacts(
    exec,
    sql`ip.invoice_id = (select invoice_id from invoice_payments where id = ${paymentId})`,
  );
  const found = facts.find((f) => f.id === paymentId);
  if (!found) return;
  // The payment just recorded is the invoice's latest: it brings its payments to their total,
  // whatever day it is dated (the parts of all of them then add up to the invoice's tax).
  const payment = { ...found, paidThrough: found.paidInAll };
  await ensureChart(exec, payment.companyId);
  await bookPayments(exec, payment.companyId, [payment]);
};

/**
 * Books the company's payments recorded before accounting existed (or never booked): one
 * indexed look-up when there are none, the usual case.
 */
export const syncInvoicePayments = async (exec: TDbExecutor, companyId: string): Promise<void> => {
  const unbooked = sql`select p.invoice_id from invoice_payments p
    where p.company_id = ${companyId}
      and not exists (select 1 from ${ledgerTransactions} lt where lt.invoice_payment_id = p.id)`;
  const [any] = rowsOf(await exec.execute(sql`${unbooked} limit 1`));
  if (!any) return;
  const facts = await paymentFacts(exec, sql`ip.invoice_id in (${unbooked})`, true);
  await bookPayments(exec, companyId, facts);
};

/** Matched invoice payments are not counted (their deposit is): the condition to add to sums. */
export const countedInBooks = sql`not (${ledgerTransactions.source} = 'invoice_payment' and ${ledgerTransactions.matchedId} is not null)`;
