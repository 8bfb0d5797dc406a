import { and, eq, isNull, notInArray } from 'drizzle-orm';
import type { TPublicInvoice } from '@charterline/shared/schemas/invoicing';
import { shownStatusOf } from '@charterline/shared/schemas/invoicing';
import type { TDbExecutor } from '../../../db/client';
import { renderPdf } from '../../../lib/pdf-pool';
import { invoiceEvents, invoices } from '../../../db/schema';
import { AppError } from '../../../lib/app-error';
import { canPayByCard, type TCardProvider } from '../card/card-payments-on';
import type { TFacility, TInvoiceDocument } from '../pdf/invoice-document';
import {
  documentOf,
  footerOf,
  invoiceFigures,
  invoiceFileName,
  publicInvoiceUrl,
} from '../pdf/invoice-document';
import type { TInvoiceRow } from '../record-invoice-payment';
import { INVOICE_TOKEN } from './invoice-token';

/**
 * The invoice a public token opens. Unknown, malformed and revoked tokens, drafts and void
 * invoices are all the same 404: the answer never says whether a link existed.
 */
export const openPublicInvoice = async (db: TDbExecutor, token: string): Promise<TInvoiceRow> => {
  if (!INVOICE_TOKEN.test(token)) throw new AppError('NOT_FOUND');
  const [row] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.publicToken, token), notInArray(invoices.status, ['draft', 'void'])));
  if (!row) throw new AppError('NOT_FOUND');
  return row;
};

/** The payer's view: no ids, no history; whether the card form is offered. */
export const publicViewOf = (
  doc: TInvoiceDocument,
  options: { canPayByCard: boolean; today: string },
): TPublicInvoice => {
  const { invoice, seller, customer } = doc;
  return {
    seller: {
      legalName: seller.legalName,
      address: seller.address,
      email: seller.email,
      ein: seller.ein,
    },
    number: invoice.number ?? '',
    shownStatus: shownStatusOf(
      {
        ...invoice,
        sentAt: invoice.sentAt?.toISOString() ?? null,
        viewedAt: invoice.viewedAt?.toISOString() ?? null,
      },
      options.today,
    ),
    customer: {
      name: customer.name,
      email: customer.email,
      address: customer.address,
      taxId: customer.taxId,
    },
    ...invoiceFigures(invoice),
    footer: footerOf(doc),
    paymentInstructions:
      invoice.status === 'open' ? (doc.settings?.paymentInstructions ?? null) : null,
    canPayByCard: options.canPayByCard,
  };
};

/** What the public page needs of the server's settings: the card provider, our facility. */
export type TPublicEnv = TFacility & { PAYMENT_PROVIDER: TCardProvider };

/** The page as it stands now (after a payment: paid, no card form). */
export const publicInvoiceNow = async (
  db: TDbExecutor,
  invoice: TInvoiceRow,
  env: TPublicEnv,
  now: Date,
): Promise<TPublicInvoice> => {
  const doc = await documentOf(db, invoice, env);
  return publicViewOf(doc, {
    canPayByCard: await canPayByCard(db, doc, env.PAYMENT_PROVIDER),
    today: now.toISOString().slice(0, 10),
  });
};

/**
 * What the payer sees. The first opening sets viewedAt and writes the "Viewed" event (one
 * conditional update: two first views at once still make one event).
 */
export const readPublicInvoice = async (
  db: TDbExecutor,
  token: string,
  env: TPublicEnv,
  now = new Date(),
): Promise<TPublicInvoice> => {
  let invoice = await openPublicInvoice(db, token);
  if (!invoice.viewedAt) {
    const [viewed] = await db
      .update(invoices)
      .set({ viewedAt: now })
      .where(and(eq(invoices.id, invoice.id), isNull(invoices.viewedAt)))
      .returning();
    if (viewed) {
      invoice = viewed;
      await db.insert(invoiceEvents).values({
        invoiceId: invoice.id,
        kind: 'viewed',
        actor: 'payer',
        data: {},
        createdAt: now,
      });
    }
  }
  return publicInvoiceNow(db, invoice, env, now);
};

/** The PDF the payer downloads (the same as the owner's). */
export const publicInvoicePdf = async (
  db: TDbExecutor,
  token: string,
  env: { publicUrl: string; appName: string; facility: TFacility },
) => {
  const invoice = await openPublicInvoice(db, token);
  const doc = await documentOf(db, invoice, env.facility);
  return {
    fileName: invoiceFileName(invoice),
    bytes: await renderPdf('invoice', doc, {
      publicUrl: invoice.status === 'open' ? publicInvoiceUrl(env.publicUrl, token) : null,
      appName: env.appName,
    }),
  };
};
