import { and, asc, eq } from 'drizzle-orm';
import type { TAddress } from '@charterline/shared/schemas/address';
import type { TDbExecutor } from '../../../db/client';
import {
  companies,
  creditNotes,
  invoiceCustomers,
  invoicePayments,
  invoiceRefunds,
  invoiceSettings,
  invoices,
  users,
} from '../../../db/schema';
import { AppError } from '../../../lib/app-error';
import { mailboxAddressOf, type TFacility } from '../../mailbox';
import { mailPlanOf } from '../../mailbox';
import type { TInvoiceRow } from '../record-invoice-payment';

export type { TFacility } from '../../mailbox';

export type TInvoiceSettingsRow = typeof invoiceSettings.$inferSelect;
export type TCreditNoteRow = typeof creditNotes.$inferSelect;

/** The LLC as its invoices print it, and the user who runs it (told when it is paid). */
export type TSeller = {
  companyId: string;
  legalName: string;
  address: TAddress | null;
  email: string | null;
  ein: string | null;
  owner: { email: string; firstName: string };
};

export type TInvoiceCustomerView = {
  id: string;
  name: string;
  email: string;
  address: TAddress | null;
  taxId: string | null;
};

/** Everything an invoice's PDF, e-mails and public page are made of. */
export type TInvoiceDocument = {
  invoice: TInvoiceRow;
  customer: TInvoiceCustomerView;
  seller: TSeller;
  settings: TInvoiceSettingsRow | null;
  creditNotes: TCreditNoteRow[];
  /** Money sent back to the customer (issue 36 item 4), oldest first. */
  refunds: TInvoiceRefundRow[];
};

export type TInvoiceRefundRow = typeof invoiceRefunds.$inferSelect;

/** The public page of an invoice (the web app's /invoice/:token). */
export const publicInvoiceUrl = (publicUrl: string, token: string): string =>
  `${publicUrl.replace(/\/+$/, '')}/invoice/${token}`;

/**
 * The LLC as its invoices print it. Its address (issue 36 item 10, decision 0183) is its
 * place of business as the company record holds it: the principal address, else its own
 * mailing address, else — while it has our mailbox — its suite at our facility (`facility`;
 * null where no address is printed, as in e-mails). None of them: no address.
 */
export const loadSeller = async (
  db: TDbExecutor,
  companyId: string,
  facility: TFacility | null,
): Promise<TSeller> => {
  const [row] = await db
    .select({ company: companies, owner: { email: users.email, firstName: users.firstName } })
    .from(companies)
    .innerJoin(users, eq(users.id, companies.userId))
    .where(eq(companies.id, companyId));
  if (!row) throw new AppError('NOT_FOUND');
  const { company, owner } = row;
  const mailing = company.mailingAddress;
  const own = company.principalAddress ?? (mailing && !mailing.useOurs ? mailing.address : null);
  const ours =
    !own && facility && mailing?.useOurs && (await mailPlanOf(db, companyId)).active
      ? await mailboxAddressOf(db, companyId, facility)
      : null;
  return {
    companyId,
    legalName: company.companyName
      ? `${company.companyName} ${company.companyNameType ?? 'LLC'}`.trim()
      : 'An LLC',
    address: own ?? ours,
    email: company.contactEmail ?? owner.email,
    ein: company.ein,
    owner,
  };
};

export const loadSettings = async (
  db: TDbExecutor,
  companyId: string,
): Promise<TInvoiceSettingsRow | null> => {
  const [row] = await db
    .select()
    .from(invoiceSettings)
    .where(eq(invoiceSettings.companyId, companyId));
  return row ?? null;
};

/** The customer as the invoice keeps it: the snapshot once finalised, else the live row. */
const customerOf = async (db: TDbExecutor, invoice: TInvoiceRow): Promise<TInvoiceCustomerView> => {
  if (invoice.customerSnapshot) return { id: invoice.customerId, ...invoice.customerSnapshot };
  const [row] = await db
    .select()
    .from(invoiceCustomers)
    .where(eq(invoiceCustomers.id, invoice.customerId));
  if (!row) throw new AppError('NOT_FOUND');
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    address: row.address ?? null,
    taxId: row.taxId,
  };
};

/**
 * Everything an invoice's documents are made of. `facility`: our mail facility, for a seller
 * whose address is our mailbox (null where no address is printed).
 */
export const documentOf = async (
  db: TDbExecutor,
  invoice: TInvoiceRow,
  facility: TFacility | null,
): Promise<TInvoiceDocument> => {
  const [customer, seller, settings, notes, refunds] = await Promise.all([
    customerOf(db, invoice),
    loadSeller(db, invoice.companyId, facility),
    loadSettings(db, invoice.companyId),
    db
      .select()
      .from(creditNotes)
      .where(eq(creditNotes.invoiceId, invoice.id))
      .orderBy(asc(creditNotes.createdAt), asc(creditNotes.number)),
    db
      .select()
      .from(invoiceRefunds)
      .where(eq(invoiceRefunds.invoiceId, invoice.id))
      .orderBy(asc(invoiceRefunds.createdAt), asc(invoiceRefunds.id)),
  ]);
  return { invoice, customer, seller, settings, creditNotes: notes, refunds };
};

/** The company's invoice (another company's or unknown: 404). */
export const findCompanyInvoice = async (
  db: TDbExecutor,
  companyId: string,
  invoiceId: string,
): Promise<TInvoiceRow> => {
  const [row] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.id, invoiceId), eq(invoices.companyId, companyId)));
  if (!row) throw new AppError('NOT_FOUND', { message: 'There is no such invoice.' });
  return row;
};

export const paymentsOf = (db: TDbExecutor, invoiceId: string) =>
  db
    .select()
    .from(invoicePayments)
    .where(eq(invoicePayments.invoiceId, invoiceId))
    .orderBy(asc(invoicePayments.createdAt));

/** The footer as printed: the invoice's (else the settings'), `{ein}` filled in. */
export const footerOf = (doc: TInvoiceDocument): string | null => {
  const footer = doc.invoice.footer ?? doc.settings?.footer ?? null;
  if (!footer) return null;
  return footer.replaceAll('{ein}', doc.seller.ein ?? 'applied for');
};

/** What an invoice reads as on every page of it: dates, terms, lines and stored totals. */
export const invoiceFigures = (invoice: TInvoiceRow) => ({
  currency: invoice.currency,
  issueDate: invoice.issueDate,
  dueDate: invoice.dueDate,
  terms: invoice.terms,
  lines: invoice.lines,
  subtotal: invoice.subtotal,
  discountTotal: invoice.discountTotal,
  taxTotal: invoice.taxTotal,
  total: invoice.total,
  creditedTotal: invoice.creditedTotal,
  amountPaid: invoice.amountPaid,
  balance: invoice.balance,
  memo: invoice.memo,
  creditOwed: invoice.creditOwed,
  refundedTotal: invoice.refundedTotal,
  creditApplied: invoice.creditApplied,
});

/** "NC-2026-0001.pdf"; a draft has no number yet. */
export const invoiceFileName = (invoice: TInvoiceRow): string =>
  `${invoice.number ?? 'Draft invoice'}.pdf`;
