import { and, eq } from 'drizzle-orm';
import type { TDatabase } from '../../../db/client';
import { creditNotes, invoices } from '../../../db/schema';
import { AppError } from '../../../lib/app-error';
import { renderPdf } from '../../../lib/pdf-pool';
import { callerCompanyId, type TInvoiceEnv } from '../send/send-invoice';
import { type TCompanyCaller } from '../../../lib/http/caller';
import {
  documentOf,
  findCompanyInvoice,
  invoiceFileName,
  publicInvoiceUrl,
} from './invoice-document';

export type TPdfFile = { fileName: string; bytes: Uint8Array };

/** The PDF of one of the company's invoices (a draft says DRAFT; the link when it has one). */
export const companyInvoicePdf = async (
  db: TDatabase,
  caller: TCompanyCaller,
  invoiceId: string,
  env: TInvoiceEnv,
): Promise<TPdfFile> => {
  const invoice = await findCompanyInvoice(db, await callerCompanyId(db, caller), invoiceId);
  const doc = await documentOf(db, invoice, env.facility);
  const publicUrl =
    invoice.publicToken && invoice.status === 'open'
      ? publicInvoiceUrl(env.publicUrl, invoice.publicToken)
      : null;
  return {
    fileName: invoiceFileName(invoice),
    bytes: await renderPdf('invoice', doc, { publicUrl, appName: env.appName }),
  };
};

/** The PDF of one of the company's credit notes. */
export const companyCreditNotePdf = async (
  db: TDatabase,
  caller: TCompanyCaller,
  creditNoteId: string,
  env: Pick<TInvoiceEnv, 'appName' | 'facility'>,
): Promise<TPdfFile> => {
  const companyId = await callerCompanyId(db, caller);
  const [found] = await db
    .select({ note: creditNotes, invoice: invoices })
    .from(creditNotes)
    .innerJoin(invoices, eq(invoices.id, creditNotes.invoiceId))
    .where(and(eq(creditNotes.id, creditNoteId), eq(creditNotes.companyId, companyId)));
  if (!found) throw new AppError('NOT_FOUND', { message: 'There is no such credit note.' });
  const doc = await documentOf(db, found.invoice, env.facility);
  return {
    fileName: `${found.note.number}.pdf`,
    bytes: await renderPdf('creditNote', doc, found.note, { appName: env.appName }),
  };
};
