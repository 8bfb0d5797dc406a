import { and, eq } from 'drizzle-orm';
import { cardEnding } from '@charterline/shared/rules/card';
import type { TDatabase, TDbExecutor } from '../../../db/client';
import { invoicePaymentSessions } from '../../../db/schema';
import type { TCardOnFile } from '../../../db/schema';
import { AppError } from '../../../lib/app-error';
import { insertCompanyEvent, enqueueCompanyMail } from '../../companies';
import { enqueueMail } from '../../email';
import { invoicePaidMail, invoiceReceiptMail } from '../invoice-mails';
import { documentOf } from '../pdf/invoice-document';
import { recordInvoicePaymentIn, type TInvoiceRow } from '../record-invoice-payment';

export type TInvoiceSessionRow = typeof invoicePaymentSessions.$inferSelect;

/** The session under its row lock, of this invoice only (else: 404). */
export const lockSession = async (
  tx: TDbExecutor,
  sessionId: string,
  invoiceId?: string,
): Promise<TInvoiceSessionRow> => {
  const [row] = await tx
    .select()
    .from(invoicePaymentSessions)
    .where(
      invoiceId
        ? and(
            eq(invoicePaymentSessions.id, sessionId),
            eq(invoicePaymentSessions.invoiceId, invoiceId),
          )
        : eq(invoicePaymentSessions.id, sessionId),
    )
    .for('update');
  if (!row) throw new AppError('NOT_FOUND');
  return row;
};

/**
 * A card payment the provider confirmed for a session, recorded exactly once: the session
 * is locked, then the invoice (recordInvoicePaymentIn, idempotent on the session id as the
 * provider payment id); a session already complete, or an invoice paid by another session,
 * is INVOICE_ALREADY_PAID. In the same transaction: the session completes, the payer gets a
 * receipt, the LLC's user an e-mail and a notification (company event INVOICE_PAID).
 */
export const recordCardPayment = async (
  db: TDatabase,
  input: { sessionId: string; invoiceId?: string; card: TCardOnFile | null; now: Date },
): Promise<TInvoiceRow> =>
  db.transaction(async (tx) => {
    const session = await lockSession(tx, input.sessionId, input.invoiceId);
    if (session.status === 'complete') throw new AppError('INVOICE_ALREADY_PAID');
    const { invoice, paidInFull } = await recordInvoicePaymentIn(tx, {
      invoiceId: session.invoiceId,
      amount: session.amount,
      method: 'card',
      paidOn: input.now.toISOString().slice(0, 10),
      reference: input.card ? cardEnding(input.card) : null,
      providerPaymentId: session.id,
      payerEmail: session.payerEmail,
      recordedBy: 'payer',
      now: input.now,
    });
    await tx
      .update(invoicePaymentSessions)
      .set({ status: 'complete', completedAt: input.now, failureReason: null })
      .where(eq(invoicePaymentSessions.id, session.id));
    const doc = await documentOf(tx, invoice, null);
    if (invoice.publicToken) {
      await enqueueMail(
        tx,
        invoiceReceiptMail(doc, invoice.publicToken, {
          amount: session.amount,
          recipient: session.payerEmail ?? doc.customer.email,
          card: input.card ? cardEnding(input.card) : 'Card',
        }),
      );
    }
    await enqueueCompanyMail(tx, { companyId: invoice.companyId, topic: 'invoicing' }, (to) =>
      invoicePaidMail(doc, session.amount, paidInFull, to),
    );
    await insertCompanyEvent(tx, {
      companyId: invoice.companyId,
      kind: 'INVOICE_PAID',
      actor: 'payer',
      data: {
        invoiceId: invoice.id,
        number: invoice.number,
        amount: session.amount,
        currency: invoice.currency,
        customer: doc.customer.name,
        paidInFull,
      },
      createdAt: input.now,
    });
    return invoice;
  });
