import { eq, sql } from 'drizzle-orm';
import type { TDbExecutor } from '../../db/client';
import { invoicePayments, invoices, ledgerCategories, ledgerTransactions } from '../../db/schema';
import { ensureChart } from './chart';

/*
 * Decision 0148: every invoice payment is a transaction of the books (source 'invoice_payment',
 * no account, category Sales) so income shows before the deposit is imported; matching it to
 * the deposit makes the deposit count instead (reports exclude matched payments).
 */

const description = sql<string>`'Payment for invoice ' || coalesce(${invoices.number}, 'draft') || ' — ' || coalesce(${invoices.customerSnapshot} ->> 'name', '')`;
const counterparty = sql<string>`${invoices.customerSnapshot} ->> 'name'`;

/** Books one recorded payment, in the caller's transaction; a second call books nothing. */
export const bookInvoicePayment = async (exec: TDbExecutor, paymentId: string): Promise<void> => {
  const [payment] = await exec
    .select({ companyId: invoicePayments.companyId })
    .from(invoicePayments)
    .where(eq(invoicePayments.id, paymentId));
  if (!payment) return;
  await ensureChart(exec, payment.companyId);
  await exec.execute(sql`
    insert into ${ledgerTransactions}
      (company_id, account_id, date, description, amount, currency, category_id, counterparty,
       source, invoice_payment_id)
    select ${invoicePayments.companyId}, null, ${invoicePayments.paidOn}, ${description},
      ${invoicePayments.amount}, ${invoices.currency}, ${ledgerCategories.id}, ${counterparty},
      'invoice_payment', ${invoicePayments.id}
    from ${invoicePayments}
    join ${invoices} on ${invoices.id} = ${invoicePayments.invoiceId}
    left join ${ledgerCategories} on ${ledgerCategories.companyId} = ${invoicePayments.companyId}
      and ${ledgerCategories.key} = 'sales'
    where ${invoicePayments.id} = ${paymentId}
    on conflict do nothing`);
};

/** Books the company's payments recorded before accounting existed (one statement). */
export const syncInvoicePayments = async (exec: TDbExecutor, companyId: string): Promise<void> => {
  await exec.execute(sql`
    insert into ${ledgerTransactions}
      (company_id, account_id, date, description, amount, currency, category_id, counterparty,
       source, invoice_payment_id)
    select ${invoicePayments.companyId}, null, ${invoicePayments.paidOn}, ${description},
      ${invoicePayments.amount}, ${invoices.currency}, ${ledgerCategories.id}, ${counterparty},
      'invoice_payment', ${invoicePayments.id}
    from ${invoicePayments}
    join ${invoices} on ${invoices.id} = ${invoicePayments.invoiceId}
    left join ${ledgerCategories} on ${ledgerCategories.companyId} = ${invoicePayments.companyId}
      and ${ledgerCategories.key} = 'sales'
    where ${invoicePayments.companyId} = ${companyId}
      and not exists (select 1 from ${ledgerTransactions} lt
        where lt.invoice_payment_id = ${invoicePayments.id})
    on conflict do nothing`);
};

/** Matched invoice payments are not counted (their deposit is): the condition to add to sums. */
export const countedInBooks = sql`not (${ledgerTransactions.source} = 'invoice_payment' and ${ledgerTransactions.matchedId} is not null)`;
