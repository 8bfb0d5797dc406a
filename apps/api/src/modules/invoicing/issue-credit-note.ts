import { formatMinor } from '@charterline/shared/rules/invoice-totals';
import type { TCreditNoteInput, TInvoice } from '@charterline/shared/schemas/invoicing';
import { ZCreditNoteInput } from '@charterline/shared/schemas/invoicing';
import type { TDbExecutor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { writeInvoiceEvent } from './invoice-events';
import { noSuchInvoice, readInvoiceView, type TViewOptions } from './invoice-view';
import { dayOf, invoicingCompany, type TInvoicingCaller } from './invoicing-company';
import { insertCreditNote, updateInvoice } from './invoices.repository';
import { formatNumber, takeNextSequence } from './numbering';
import { lockInvoice } from './record-invoice-payment';
import { lockSettingsIn } from './settings.repository';

/** What the customer has paid beyond what they now owe (a credit on a paid invoice). */
const owedBack = (total: number, credited: number, paid: number): number =>
  Math.max(0, paid + credited - total);

/**
 * POST /invoices/:id/credit-notes (decision 0140): corrects an open or paid invoice by an
 * amount of at most total − credited, numbered on its own (NC-CN-2026-0001). On an open
 * invoice it lowers the balance, and a balance reaching 0 makes the invoice paid (settled by
 * payments and credits). On a paid invoice the balance stays 0 and the part beyond what is
 * owed is a credit owed back to the customer (said in the event; refunds are outside).
 */
export const issueCreditNote = async (
  db: TDbExecutor,
  input: TInvoicingCaller & TViewOptions & { invoiceId: string; creditNote: TCreditNoteInput },
): Promise<TInvoice> => {
  const company = await invoicingCompany(db, input);
  const note = ZCreditNoteInput.parse(input.creditNote);
  const row = await db.transaction(async (tx) => {
    const invoice = await lockInvoice(tx, input.invoiceId, company.id);
    if (!invoice) throw noSuchInvoice();
    if (invoice.status !== 'open' && invoice.status !== 'paid') {
      throw new AppError('INVOICE_NOT_OPEN', {
        message: 'Only an open or paid invoice can be credited.',
      });
    }
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
    await insertCreditNote(tx, {
      companyId: company.id,
      invoiceId: invoice.id,
      number,
      amount: note.amount,
      reason: note.reason,
      issuedOn: today,
      createdAt: input.now,
    });
    const credited = invoice.creditedTotal + note.amount;
    const balance = Math.max(0, invoice.total - credited - invoice.amountPaid);
    const settles = invoice.status === 'open' && balance === 0;
    const updated = await updateInvoice(tx, invoice.id, {
      creditedTotal: credited,
      balance,
      ...(settles ? { status: 'paid' as const, paidAt: input.now } : {}),
      updatedAt: input.now,
    });
    const owed =
      owedBack(invoice.total, credited, invoice.amountPaid) -
      owedBack(invoice.total, invoice.creditedTotal, invoice.amountPaid);
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
    return updated;
  });
  return readInvoiceView(db, row, input);
};
