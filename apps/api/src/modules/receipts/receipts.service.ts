import type { TDatabase } from '../../db/client';
import type { TBillingAddressSnapshot } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { getCurrentCompany } from '../companies/current-company';
import { renderReceiptPdf } from './receipt-pdf';
import {
  findBillingAddress,
  findOwnReceipt,
  pageReceipts,
  updateReceiptAddress,
  upsertBillingAddress,
  type TReceiptRow,
  type TReceiptSort,
} from './receipts.repository';

type TCaller = { userId: string; companyId: string | null };

const toReceipt = (r: TReceiptRow) => ({
  id: String(r.id),
  number: r.number,
  issuedAt: r.issuedAt.toISOString(),
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
  input: TCaller & { page: number; size: number; sort: string },
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

/** The receipt or invoice as a PDF, and its file name (the number is ours: CL-000123). */
export const receiptPdf = async (
  db: TDatabase,
  input: { userId: string; receiptId: number; kind: 'receipt' | 'invoice'; appName: string },
) => {
  const { receipt, companyName, nameType } = await ownReceipt(db, input.userId, input.receiptId);
  const pdf = await renderReceiptPdf({
    kind: input.kind === 'receipt' ? 'Receipt' : 'Invoice',
    number: receipt.number,
    issuedAt: receipt.issuedAt,
    total: receipt.total,
    lineItems: receipt.lineItems,
    billingAddress: receipt.billingAddress,
    companyName: companyName ? `${companyName} ${nameType ?? ''}`.trim() : 'Your new company',
    appName: input.appName,
  });
  return { pdf, fileName: `${input.kind}-${receipt.number.replace(/[^\w-]/g, '')}.pdf` };
};

/** The company's billing address, null until given. */
export const getBillingAddress = async (db: TDatabase, input: TCaller) => {
  const company = await getCurrentCompany(db, input.userId, input.companyId);
  return (await findBillingAddress(db, company.id)) ?? null;
};

/** Sets the address printed on the company's receipts from now on. */
export const setBillingAddress = async (
  db: TDatabase,
  input: TCaller & { address: TBillingAddressSnapshot },
) => {
  const company = await getCurrentCompany(db, input.userId, input.companyId);
  await upsertBillingAddress(db, company.id, input.address);
  return input.address;
};
