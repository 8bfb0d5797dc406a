import { and, eq } from 'drizzle-orm';
import type { TPaymentMethod } from '@charterline/shared/schemas/invoicing';
import type { TDbExecutor } from '../../db/client';
import { invoiceEvents, invoicePayments, invoices } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { invoicePaymentRecorded } from './invoice-payment-listeners';

export type TInvoiceRow = typeof invoices.$inferSelect;
export type TInvoicePaymentRow = typeof invoicePayments.$inferSelect;

/** The invoice under its row lock (another company's or unknown: null). */
export const lockInvoice = async (
  tx: TDbExecutor,
  invoiceId: string,
  companyId?: string,
): Promise<TInvoiceRow | null> => {
  const [row] = await tx
    .select()
    .from(invoices)
    .where(
      companyId
        ? and(eq(invoices.id, invoiceId), eq(invoices.companyId, companyId))
        : eq(invoices.id, invoiceId),
    )
    .for('update');
  return row ?? null;
};

/**
 * One payment against an open invoice, in the caller's transaction, under the invoice's row
 * lock: never more than the balance, never on a paid, void or draft invoice; a card payment
 * confirmed twice (same provider id) is recorded once. The balance falls by the amount and
 * reaching 0 makes it paid. Events are written here; e-mails and notifications are the
 * caller's (they differ between a payer's card and a payment recorded by hand).
 */
export const recordInvoicePaymentIn = async (
  tx: TDbExecutor,
  input: {
    invoiceId: string;
    /** Set for the LLC's own calls: another company's invoice is not found. */
    companyId?: string;
    amount: number;
    method: TPaymentMethod;
    paidOn: string;
    reference?: string | null;
    providerPaymentId?: string | null;
    payerEmail?: string | null;
    recordedBy: string;
    now: Date;
  },
): Promise<{ invoice: TInvoiceRow; payment: TInvoicePaymentRow; paidInFull: boolean }> => {
  const invoice = await lockInvoice(tx, input.invoiceId, input.companyId);
  if (!invoice) throw new AppError('NOT_FOUND', { message: 'There is no such invoice.' });
  if (invoice.status === 'paid') throw new AppError('INVOICE_ALREADY_PAID');
  if (invoice.status !== 'open') throw new AppError('INVOICE_NOT_OPEN');
  if (!Number.isInteger(input.amount) || input.amount <= 0) {
    throw new AppError('VALIDATION_ERROR', { field: 'amount', message: 'Enter an amount' });
  }
  if (input.amount > invoice.balance) {
    throw new AppError('PAYMENT_EXCEEDS_BALANCE', { field: 'amount' });
  }
  const [payment] = await tx
    .insert(invoicePayments)
    .values({
      invoiceId: invoice.id,
      companyId: invoice.companyId,
      amount: input.amount,
      method: input.method,
      paidOn: input.paidOn,
      reference: input.reference ?? null,
      providerPaymentId: input.providerPaymentId ?? null,
      payerEmail: input.payerEmail ?? null,
      recordedBy: input.recordedBy,
      createdAt: input.now,
    })
    .onConflictDoNothing()
    .returning();
  if (!payment) throw new AppError('INVOICE_ALREADY_PAID');
  const balance = invoice.balance - input.amount;
  const paidInFull = balance === 0;
  const [updated] = await tx
    .update(invoices)
    .set({
      amountPaid: invoice.amountPaid + input.amount,
      balance,
      ...(paidInFull ? { status: 'paid' as const, paidAt: input.now } : {}),
      updatedAt: input.now,
    })
    .where(eq(invoices.id, invoice.id))
    .returning();
  if (!updated) throw new Error('invoice vanished under its lock');
  await tx.insert(invoiceEvents).values([
    {
      invoiceId: invoice.id,
      kind: 'payment_recorded',
      actor: input.recordedBy,
      data: {
        amount: input.amount,
        method: input.method,
        paidOn: input.paidOn,
        reference: input.reference ?? null,
      },
      createdAt: input.now,
    },
    ...(paidInFull
      ? [
          {
            invoiceId: invoice.id,
            kind: 'paid',
            actor: input.recordedBy,
            data: {},
            createdAt: input.now,
          },
        ]
      : []),
  ]);
  // Decision 0148: the payment is income in the books at once, in the same transaction.
  await invoicePaymentRecorded(tx, payment.id);
  return { invoice: updated, payment, paidInFull };
};
