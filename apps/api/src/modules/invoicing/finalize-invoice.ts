// PLACEHOLDER: replaced by 21A's at merge
import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { TDbExecutor } from '../../db/client';
import {
  companies,
  invoiceCounters,
  invoiceCustomers,
  invoiceEvents,
  invoiceSettings,
  invoices,
} from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { initialsOf } from './card/stripe-connect';
import { lockInvoice, type TInvoiceRow } from './record-invoice-payment';

/**
 * A draft becomes open: the next number of its year (gap-free under the counter's row
 * lock), the customer's snapshot and a public token. A minimal stand-in for 21A's.
 */
export const finalizeInvoiceIn = async (
  tx: TDbExecutor,
  input: { companyId: string; invoiceId: string; actor: string; now: Date },
): Promise<TInvoiceRow> => {
  const invoice = await lockInvoice(tx, input.invoiceId, input.companyId);
  if (!invoice) throw new AppError('NOT_FOUND', { message: 'There is no such invoice.' });
  if (invoice.status !== 'draft') throw new AppError('INVOICE_NOT_EDITABLE');
  const [settings] = await tx
    .select()
    .from(invoiceSettings)
    .where(eq(invoiceSettings.companyId, input.companyId));
  const [company] = await tx.select().from(companies).where(eq(companies.id, input.companyId));
  const prefix = settings?.prefix ?? initialsOf(company?.companyName ?? '');
  const year = Number(invoice.issueDate.slice(0, 4));
  const [counter] = await tx
    .insert(invoiceCounters)
    .values({ companyId: input.companyId, kind: 'invoice', year, last: 1 })
    .onConflictDoUpdate({
      target: [invoiceCounters.companyId, invoiceCounters.kind, invoiceCounters.year],
      set: { last: sql`${invoiceCounters.last} + 1` },
    })
    .returning();
  const number = `${prefix}-${year}-${String(counter!.last).padStart(4, '0')}`;
  const [customer] = await tx
    .select()
    .from(invoiceCustomers)
    .where(eq(invoiceCustomers.id, invoice.customerId));
  const [updated] = await tx
    .update(invoices)
    .set({
      number,
      status: 'open',
      publicToken: randomBytes(24).toString('base64url'),
      finalizedAt: input.now,
      updatedAt: input.now,
      customerSnapshot: customer
        ? {
            name: customer.name,
            email: customer.email,
            address: customer.address ?? null,
            taxId: customer.taxId,
          }
        : invoice.customerSnapshot,
    })
    .where(eq(invoices.id, invoice.id))
    .returning();
  await tx.insert(invoiceEvents).values({
    invoiceId: invoice.id,
    kind: 'finalized',
    actor: input.actor,
    data: { number },
    createdAt: input.now,
  });
  return updated!;
};
