import type { TDatabase } from '../../db/client';
import { renderPdf } from '../../lib/pdf-pool';
import type { TBillingAddressSnapshot } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { downloadName } from '../../lib/download-name';
import { getCurrentCompany } from '../companies';
import {
  findBillingAddress,
  findCompanyAddress,
  findOwnReceipt,
  pageReceipts,
  updateReceiptAddress,
  upsertBillingAddress,
  type TReceiptRow,
  type TReceiptSort,
} from './receipts.repository';
import type { TCompanyCaller } from '../../lib/http/caller';

/** The invoice of a payment has its own series, INV-…, numbered as its receipt (CL-…). */
export const invoiceNumberOf = (receiptNumber: string): string =>
  receiptNumber.replace(/^CL-/, 'INV-');

const cardOf = (r: TReceiptRow) =>
  r.cardBrand && r.cardLast4 ? { brand: r.cardBrand, last4: r.cardLast4 } : null;

const toReceipt = (r: TReceiptRow) => ({
  id: String(r.id),
  number: r.number,
  invoiceNumber: invoiceNumberOf(r.number),
  issuedAt: r.issuedAt.toISOString(),
  paidAt: r.paidAt?.toISOString() ?? null,
  card: cardOf(r),
  total: r.total,
  currency: r.currency,
  items: r.lineItems.map((l) => ({ name: l.name, amount: l.amount })),
});

/** A receipt of one of the caller's companies, or 404: another's never shows. */
const ownReceipt = async (db: TDatabase, userId: string, id: number) => {
  const row = await findOwnReceipt(db, userId, id);
  if (!row) throw new AppError('NOT_FOUND');
  return row;
};

/** The company's receipts, one page; `sort` is "field,direction" as the query schema allows. */
export const listReceipts = async (
  db: TDatabase,
  input: TCompanyCaller & { page: number; size: number; sort: string },
) => {
  const company = await getCurrentCompany(db, input.userId, input.companyId);
  const [field, direction] = input.sort.split(',') as [TReceiptSort, 'asc' | 'desc'];
  const { rows, total } = await pageReceipts(db, {
    companyId: company.id,
    page: input.page,
    size: input.size,
    sort: field,
    asc: direction === 'asc',
  });
  return {
    content: rows.map(toReceipt),
    page: input.page,
    size: input.size,
    totalElements: total,
    totalPages: Math.ceil(total / input.size),
  };
};

/**
 * The address a receipt prints when its own copy is empty (paid before any was given;
 * issue 36, decision 0189): the billing address given since, else the company's own.
 */
export const receiptAddressOf = async (
  db: TDatabase,
  companyId: string,
): Promise<TBillingAddressSnapshot | null> =>
  (await findBillingAddress(db, companyId)) ?? (await findCompanyAddress(db, companyId)) ?? null;

/** The receipt again, with the company's current billing address (the old one if none). */
export const regenerateReceipt = async (
  db: TDatabase,
  input: { userId: string; receiptId: number },
) => {
  const { receipt } = await ownReceipt(db, input.userId, input.receiptId);
  const address = await findBillingAddress(db, receipt.companyId);
  const updated = await updateReceiptAddress(db, receipt.id, address ?? receipt.billingAddress);
  return toReceipt(updated ?? receipt);
};

/**
 * The receipt or invoice as a PDF, and the name it downloads as:
 * "Nube-Clara-LLC-Receipt-CL-000123.pdf", "Nube-Clara-LLC-Invoice-INV-000123.pdf".
 */
export const receiptPdf = async (
  db: TDatabase,
  input: { userId: string; receiptId: number; kind: 'receipt' | 'invoice'; appName: string },
) => {
  const { receipt, companyName, nameType } = await ownReceipt(db, input.userId, input.receiptId);
  const kind = input.kind === 'receipt' ? 'Receipt' : 'Invoice';
  const number = kind === 'Receipt' ? receipt.number : invoiceNumberOf(receipt.number);
  const company = companyName ? `${companyName} ${nameType ?? ''}`.trim() : null;
  const pdf = await renderPdf('receipt', {
    kind,
    number,
    receiptNumber: receipt.number,
    issuedAt: receipt.issuedAt,
    paidAt: receipt.paidAt ?? receipt.issuedAt,
    card: cardOf(receipt),
    total: receipt.total,
    lineItems: receipt.lineItems,
    billingAddress: receipt.billingAddress ?? (await receiptAddressOf(db, receipt.companyId)),
    companyName: company ?? 'Your new company',
    appName: input.appName,
  });
  return { pdf, fileName: downloadName([company, kind, number]) };
};

/** The company's billing address, null until given. */
export const getBillingAddress = async (db: TDatabase, input: TCompanyCaller) => {
  const company = await getCurrentCompany(db, input.userId, input.companyId);
  return (await findBillingAddress(db, company.id)) ?? null;
};

/** What the company's receipts print while it has no billing address of their own. */
export const getReceiptAddress = async (db: TDatabase, input: TCompanyCaller) => {
  const company = await getCurrentCompany(db, input.userId, input.companyId);
  return receiptAddressOf(db, company.id);
};

/** Sets the address printed on the company's receipts from now on. */
export const setBillingAddress = async (
  db: TDatabase,
  input: TCompanyCaller & { address: TBillingAddressSnapshot },
) => {
  const company = await getCurrentCompany(db, input.userId, input.companyId);
  await upsertBillingAddress(db, company.id, input.address);
  return input.address;
};
