import { eq } from 'drizzle-orm';
import type { TInvoice, TInvoiceDatesChoice } from '@charterline/shared/schemas/invoicing';
import type { TDatabase, TDbExecutor } from '../../../db/client';
import { invoiceEvents, invoices } from '../../../db/schema';
import { AppError } from '../../../lib/app-error';
import { renderPdf } from '../../../lib/pdf-pool';
import { lockCompany, getCurrentCompany, isCompanyFormed } from '../../companies';
import { enqueueMail } from '../../email';
import { finalizeInvoiceIn } from '../finalize-invoice';
import { invoiceMail } from '../invoice-mails';
import { invoicingCompany } from '../invoicing-company';
import { countSendsSince } from '../invoices.repository';
import { documentOf, publicInvoiceUrl, type TFacility } from '../pdf/invoice-document';
import { newInvoiceToken } from '../public/invoice-token';
import { lockInvoice } from '../record-invoice-payment';
import { readInvoiceView } from '../invoice-view';
import type { TCompanyCaller } from '../../../lib/http/caller';

/** The public page's base, our name, and our mail facility (a seller whose address is our mailbox). */
export type TInvoiceEnv = { publicUrl: string; appName: string; facility: TFacility };
/** The send's own settings: INVOICE_SENDS_PER_DAY (decision 0175). */
export type TSendLimits = { sendsPerDay: number };

export const todayOf = (now: Date): string => now.toISOString().slice(0, 10);

/** The caller's company (another customer's: 404, as the invoice would be). */
export const callerCompanyId = async (db: TDatabase, caller: TCompanyCaller): Promise<string> =>
  (await getCurrentCompany(db, caller.userId, caller.companyId, { otherIs: 'NOT_FOUND' })).id;

/**
 * Only a company open to invoicing sends (INVOICING_NOT_OPEN), at most `sendsPerDay` e-mails a
 * UTC day (INVOICE_SEND_LIMIT), counted from the "sent" events under the company's row lock, so
 * the limit holds across instances and restarts (issue 33 item 4, decision 0175). Credit notes
 * e-mailed count as well (issue 36 item 4).
 */
export const checkMaySend = async (
  tx: TDbExecutor,
  companyId: string,
  sendsPerDay: number,
  now: Date,
): Promise<void> => {
  if (!isCompanyFormed(await lockCompany(tx, companyId))) throw new AppError('INVOICING_NOT_OPEN');
  const dayStart = new Date(`${todayOf(now)}T00:00:00Z`);
  if ((await countSendsSince(tx, companyId, dayStart)) >= sendsPerDay) {
    throw new AppError('INVOICE_SEND_LIMIT');
  }
};

/**
 * Sends an invoice to its customer: a draft is finalised first (numbered, opened); an open
 * invoice without a link gets one. Sending again sends again. A $0 draft is paid on
 * finalising (item 15) and is still sent, once, as finalised.
 *
 * Issue 33: the PDF is rendered outside any transaction (in the PDF pool). A first short
 * transaction checks the company may send, finalises the invoice and gives it its link; then
 * the PDF is rendered; then a second short transaction, under the invoice's and the company's
 * locks (in that order, as the first), checks the day's limit again and queues the e-mail (the PDF attached) with sentAt and
 * the "Sent to …" event — if the invoice changed in between (paid, voided, edited), it is read
 * and rendered again.
 */
export const sendInvoice = async (
  db: TDatabase,
  caller: TCompanyCaller,
  invoiceId: string,
  env: TInvoiceEnv & TSendLimits & { dates?: TInvoiceDatesChoice | undefined },
  now = new Date(),
): Promise<TInvoice> => {
  const company = await invoicingCompany(db, caller);
  const companyId = company.id;
  let wasDraft = false;
  const ready = await db.transaction(async (tx) => {
    let invoice = await lockInvoice(tx, invoiceId, companyId);
    if (!invoice) throw new AppError('NOT_FOUND', { message: 'There is no such invoice.' });
    await checkMaySend(tx, companyId, env.sendsPerDay, now);
    wasDraft = invoice.status === 'draft';
    if (wasDraft) {
      invoice = await finalizeInvoiceIn(tx, {
        companyId,
        invoiceId,
        actor: 'customer',
        now,
        dates: env.dates,
      });
    }
    const sendable = invoice.status === 'open' || (wasDraft && invoice.status === 'paid');
    if (!sendable) {
      throw new AppError('INVOICE_NOT_OPEN', { message: 'Only an open invoice can be sent.' });
    }
    if (invoice.publicToken) return invoice;
    const [linked] = await tx
      .update(invoices)
      .set({ publicToken: newInvoiceToken(), updatedAt: now })
      .where(eq(invoices.id, invoice.id))
      .returning();
    return linked!;
  });
  let seen = ready;
  for (let attempt = 1; ; attempt += 1) {
    const doc = await documentOf(db, seen, env.facility);
    const token = seen.publicToken!;
    const pdf = await renderPdf('invoice', doc, {
      publicUrl: publicInvoiceUrl(env.publicUrl, token),
      appName: env.appName,
    });
    const outcome = await db.transaction(async (tx) => {
      const invoice = await lockInvoice(tx, invoiceId, companyId);
      if (!invoice) throw new AppError('NOT_FOUND', { message: 'There is no such invoice.' });
      await checkMaySend(tx, companyId, env.sendsPerDay, now);
      const sendable = invoice.status === 'open' || (wasDraft && invoice.status === 'paid');
      if (!sendable || !invoice.publicToken) {
        throw new AppError('INVOICE_NOT_OPEN', { message: 'Only an open invoice can be sent.' });
      }
      // Changed while its PDF was made (and not for the last time of asking): make it again.
      if (invoice.updatedAt.getTime() !== seen.updatedAt.getTime() && attempt < 3) {
        return { changed: invoice };
      }
      const [updated] = await tx
        .update(invoices)
        .set({ sentAt: now, updatedAt: now })
        .where(eq(invoices.id, invoice.id))
        .returning();
      await enqueueMail(tx, invoiceMail(doc, invoice.publicToken, pdf));
      await tx.insert(invoiceEvents).values({
        invoiceId: invoice.id,
        kind: 'sent',
        actor: 'customer',
        data: { to: doc.customer.email },
        createdAt: now,
      });
      return { sent: updated! };
    });
    if (outcome.sent) return readInvoiceView(db, outcome.sent, { now, publicUrl: env.publicUrl });
    seen = outcome.changed;
  }
};
