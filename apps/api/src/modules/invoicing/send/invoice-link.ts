import { eq } from 'drizzle-orm';
import type { TInvoice } from '@charterline/shared/schemas/invoicing';
import type { TDatabase } from '../../../db/client';
import { invoiceEvents, invoices } from '../../../db/schema';
import { AppError } from '../../../lib/app-error';
import { newInvoiceToken } from '../public/invoice-token';
import { lockInvoice } from '../record-invoice-payment';
import { readInvoiceView } from '../invoice-view';
import { callerCompanyId, type TInvoiceEnv } from './send-invoice';
import { type TCompanyCaller } from '../../../lib/http/caller';

/**
 * A new public link (rotate: the old token stops at once) or none (revoke). Only a finalised
 * invoice that is not void has a page; revoking twice is no error.
 */
export const changeInvoiceLink = async (
  db: TDatabase,
  caller: TCompanyCaller,
  invoiceId: string,
  change: 'rotate' | 'revoke',
  env: Pick<TInvoiceEnv, 'publicUrl'>,
  now = new Date(),
): Promise<TInvoice> => {
  const companyId = await callerCompanyId(db, caller);
  const row = await db.transaction(async (tx) => {
    const invoice = await lockInvoice(tx, invoiceId, companyId);
    if (!invoice) throw new AppError('NOT_FOUND', { message: 'There is no such invoice.' });
    if (invoice.status === 'draft' || invoice.status === 'void') {
      throw new AppError('INVOICE_NOT_OPEN', {
        message: 'A draft or void invoice has no public link.',
      });
    }
    if (change === 'revoke' && !invoice.publicToken) return invoice;
    const [updated] = await tx
      .update(invoices)
      .set({ publicToken: change === 'rotate' ? newInvoiceToken() : null, updatedAt: now })
      .where(eq(invoices.id, invoice.id))
      .returning();
    await tx.insert(invoiceEvents).values({
      invoiceId: invoice.id,
      kind: change === 'rotate' ? 'link_rotated' : 'link_revoked',
      actor: 'customer',
      data: {},
      createdAt: now,
    });
    return updated!;
  });
  return readInvoiceView(db, row, { now, publicUrl: env.publicUrl });
};
