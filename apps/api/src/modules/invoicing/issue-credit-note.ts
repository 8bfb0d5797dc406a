import { randomUUID } from 'node:crypto';
import { formatMinor } from '@charterline/shared/rules/invoice-totals';
import type { TCreditNoteInput, TInvoice } from '@charterline/shared/schemas/invoicing';
import { ZCreditNoteInput } from '@charterline/shared/schemas/invoicing';
import type { TDatabase } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { transactionWithPdf } from '../../lib/transaction-with-pdf';
import { enqueueMail } from '../email';
import { balanceOf, creditOwedOf } from './customer-credits.repository';
import { creditNoteMail } from './invoice-mails';
import { writeInvoiceEvent } from './invoice-events';
import { noSuchInvoice, readInvoiceView, type TViewOptions } from './invoice-view';
import { dayOf, invoicingCompany } from './invoicing-company';
import { type TCompanyCaller } from '../../lib/http/caller';
import { insertCreditNote, updateInvoice } from './invoices.repository';
import { formatNumber, takeNextSequence } from './numbering';
import { documentOf, loadSeller, type TFacility } from './pdf/invoice-document';
import { lockInvoice } from './record-invoice-payment';
import { checkMaySend, type TSendLimits } from './send/send-invoice';
import { lockSettingsIn } from './settings.repository';

/** What e-mailing a credit note needs of the server: our name, facility and send limit. */
export type TCreditNoteEnv = TSendLimits & { appName: string; facility: TFacility };

/**
 * POST /invoices/:id/credit-notes (decision 0140): corrects an open or paid invoice by an
 * amount of at most total − credited, numbered on its own (NC-CN-2026-0001). On an open
 * invoice it lowers the balance, and a balance reaching 0 makes the invoice paid (settled by
 * payments and credits). The part beyond what was left to pay is a credit owed back to the
 * customer (creditOwed, issue 36 item 4): refunded or kept as their credit (credit-owed.ts).
 *
 * Issue 36 item 4 (decision 0183): unless `email` is false, the credit note is e-mailed to the
 * customer with its PDF attached, in the same transaction (the outbox), counted in the day's
 * invoice e-mails (INVOICE_SEND_LIMIT). The PDF is rendered outside the transaction
 * (transactionWithPdf): the note's id is chosen first and the seller read first, so the
 * rerun draws the same PDF.
 */
export const issueCreditNote = async (
  db: TDatabase,
  input: TCompanyCaller &
    TViewOptions & { invoiceId: string; creditNote: TCreditNoteInput; env: TCreditNoteEnv },
): Promise<TInvoice> => {
  const company = await invoicingCompany(db, input);
  const note = ZCreditNoteInput.parse(input.creditNote);
  const email = note.email !== false;
  const noteId = randomUUID();
  // Read before (a mailbox's suite is numbered on first reading, outside any rollback).
  const seller = email ? await loadSeller(db, company.id, input.env.facility) : null;
  const row = await transactionWithPdf(db, async (tx, pdf) => {
    const invoice = await lockInvoice(tx, input.invoiceId, company.id);
    if (!invoice) throw noSuchInvoice();
    if (invoice.status !== 'open' && invoice.status !== 'paid') {
      throw new AppError('INVOICE_NOT_OPEN', {
        message: 'Only an open or paid invoice can be credited.',
      });
    }
    if (email) await checkMaySend(tx, company.id, input.env.sendsPerDay, input.now);
    const creditable = invoice.total - invoice.creditedTotal;
    if (note.amount > creditable) {
      throw new AppError('CREDIT_EXCEEDS_INVOICE', {
        field: 'amount',
        message: `The credit note is more than what is left to credit (${formatMinor(creditable, invoice.currency)}).`,
      });
    }
    const settings = await lockSettingsIn(tx, company);
    const today = dayOf(input.now);
    const year = Number(today.slice(0, 4));
    const sequence = await takeNextSequence(tx, {
      companyId: company.id,
      kind: 'credit_note',
      year,
    });
    const number = formatNumber(settings.prefix, 'credit_note', year, sequence);
    const issued = await insertCreditNote(tx, {
      id: noteId,
      companyId: company.id,
      invoiceId: invoice.id,
      number,
      amount: note.amount,
      reason: note.reason,
      issuedOn: today,
      createdAt: input.now,
    });
    const credited = invoice.creditedTotal + note.amount;
    const balance = balanceOf({ ...invoice, creditedTotal: credited });
    const settles = invoice.status === 'open' && balance === 0;
    const creditOwed = creditOwedOf({ ...invoice, creditedTotal: credited });
    const owed = creditOwed - invoice.creditOwed;
    const updated = await updateInvoice(tx, invoice.id, {
      creditedTotal: credited,
      balance,
      creditOwed,
      ...(settles ? { status: 'paid' as const, paidAt: input.now } : {}),
      updatedAt: input.now,
    });
    const amount = formatMinor(note.amount, invoice.currency);
    await writeInvoiceEvent(tx, {
      invoiceId: invoice.id,
      kind: 'credit_note_issued',
      label:
        `Credit note ${number} for ${amount}: ${note.reason}` +
        (owed > 0 ? ` (${formatMinor(owed, invoice.currency)} owed back to the customer)` : ''),
      actor: 'customer',
      now: input.now,
      data: { number, amount: note.amount, owedBack: owed },
    });
    if (settles) {
      await writeInvoiceEvent(tx, {
        invoiceId: invoice.id,
        kind: 'paid',
        label: 'Settled: nothing left to pay',
        actor: 'customer',
        now: input.now,
      });
    }
    if (seller) {
      const doc = { ...(await documentOf(tx, updated, null)), seller };
      const bytes = await pdf('creditNote', doc, issued, { appName: input.env.appName });
      await enqueueMail(tx, creditNoteMail(doc, issued, creditOwed, bytes));
      await writeInvoiceEvent(tx, {
        invoiceId: invoice.id,
        kind: 'credit_note_sent',
        label: `Credit note ${number} e-mailed to ${doc.customer.email}`,
        actor: 'customer',
        now: input.now,
        data: { number, to: doc.customer.email },
      });
    }
    return updated;
  });
  return readInvoiceView(db, row, input);
};
