import { eq } from 'drizzle-orm';
import type { TInvoice } from '@charterline/shared/schemas/invoicing';
import type { TDatabase } from '../../../db/client';
import { invoiceEvents, invoices } from '../../../db/schema';
import { AppError } from '../../../lib/app-error';
import { getCurrentCompany } from '../../companies/current-company';
import { enqueueMail } from '../../mail/outbox.repository';
import { finalizeInvoiceIn } from '../finalize-invoice';
import { invoiceMail } from '../invoice-mails';
import { documentOf, publicInvoiceUrl } from '../pdf/invoice-document';
import { renderInvoicePdf } from '../pdf/invoice-pdf';
import { newInvoiceToken } from '../public/invoice-token';
import { lockInvoice } from '../record-invoice-payment';
import { readInvoiceView } from '../invoice-view';

export type TInvoiceCaller = { userId: string; companyId: string | null };
export type TInvoiceEnv = { publicUrl: string; appName: string };

export const todayOf = (now: Date): string => now.toISOString().slice(0, 10);

/** The caller's company (another customer's: 404, as the invoice would be). */
export const callerCompanyId = async (db: TDatabase, caller: TInvoiceCaller): Promise<string> =>
  (await getCurrentCompany(db, caller.userId, caller.companyId, { otherIs: 'NOT_FOUND' })).id;

/**
 * Sends an invoice to its customer: a draft is finalised first (numbered, opened); an open
 * invoice without a link gets one. The e-mail (the PDF attached, the public link) is queued
 * in the same transaction as sentAt and the "Sent to …" event. Sending again sends again.
 */
export const sendInvoice = async (
  db: TDatabase,
  caller: TInvoiceCaller,
  invoiceId: string,
  env: TInvoiceEnv,
  now = new Date(),
): Promise<TInvoice> => {
  const companyId = await callerCompanyId(db, caller);
  const sent = await db.transaction(async (tx) => {
    let invoice = await lockInvoice(tx, invoiceId, companyId);
    if (!invoice) throw new AppError('NOT_FOUND', { message: 'There is no such invoice.' });
    if (invoice.status === 'draft') {
      invoice = await finalizeInvoiceIn(tx, { companyId, invoiceId, actor: 'customer', now });
    }
    if (invoice.status !== 'open') {
      throw new AppError('INVOICE_NOT_OPEN', { message: 'Only an open invoice can be sent.' });
    }
    const token = invoice.publicToken ?? newInvoiceToken();
    const [updated] = await tx
      .update(invoices)
      .set({ publicToken: token, sentAt: now, updatedAt: now })
      .where(eq(invoices.id, invoice.id))
      .returning();
    const doc = await documentOf(tx, updated!);
    const pdf = await renderInvoicePdf(doc, {
      publicUrl: publicInvoiceUrl(env.publicUrl, token),
      appName: env.appName,
    });
    await enqueueMail(tx, invoiceMail(doc, token, pdf));
    await tx.insert(invoiceEvents).values({
      invoiceId: invoice.id,
      kind: 'sent',
      actor: 'customer',
      data: { to: doc.customer.email },
      createdAt: now,
    });
    return updated!;
  });
  return readInvoiceView(db, sent, { now, publicUrl: env.publicUrl });
};
