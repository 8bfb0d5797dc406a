import type { TInvoice } from '@charterline/shared/schemas/invoicing';
import type { TDbExecutor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { returnAppliedCreditIn } from './customer-credit';
import { writeInvoiceEvent } from './invoice-events';
import { noSuchInvoice, readInvoiceView, type TViewOptions } from './invoice-view';
import { invoicingCompany } from './invoicing-company';
import { type TCompanyCaller } from '../../lib/http/caller';
import { updateInvoice } from './invoices.repository';
import { lockInvoice } from './record-invoice-payment';

const CLOSINGS = {
  void: { label: 'Voided', column: 'voidedAt' },
  uncollectible: { label: 'Marked uncollectible', column: 'uncollectibleAt' },
} as const;

/**
 * POST /invoices/:id/void | /uncollectible: an open invoice only (a paid one is
 * INVOICE_NOT_OPEN: correct it with a credit note). Payments already recorded stay; the public
 * link stops taking payments because the invoice is no longer open. Voiding gives the customer
 * back the credit applied to it (decision 0183).
 */
export const closeInvoice = async (
  db: TDbExecutor,
  input: TCompanyCaller & TViewOptions & { invoiceId: string; as: keyof typeof CLOSINGS },
): Promise<TInvoice> => {
  const company = await invoicingCompany(db, input);
  const closing = CLOSINGS[input.as];
  const row = await db.transaction(async (tx) => {
    const invoice = await lockInvoice(tx, input.invoiceId, company.id);
    if (!invoice) throw noSuchInvoice();
    if (invoice.status !== 'open') throw new AppError('INVOICE_NOT_OPEN');
    const closed = await updateInvoice(tx, invoice.id, {
      status: input.as,
      [closing.column]: input.now,
      updatedAt: input.now,
    });
    await writeInvoiceEvent(tx, {
      invoiceId: invoice.id,
      kind: input.as === 'void' ? 'voided' : 'marked_uncollectible',
      label: closing.label,
      actor: 'customer',
      now: input.now,
    });
    // A void invoice asks nothing: the customer's credit it took is theirs again (issue 36).
    if (input.as === 'void') await returnAppliedCreditIn(tx, invoice, input.now);
    return closed;
  });
  return readInvoiceView(db, row, input);
};
