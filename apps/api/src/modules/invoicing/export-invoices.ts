import { currencyDigits } from '@charterline/shared/rules/invoice-totals';
import { SHOWN_STATUS_LABELS, type TInvoiceListQuery } from '@charterline/shared/schemas/invoicing';
import type { TDbExecutor } from '../../db/client';
import { csvOf, safeCell } from '../../lib/csv';
import { invoicingCompany, type TInvoicingCaller } from './invoicing-company';
import { filtersOf, toListItem } from './list-invoices';
import { selectInvoices } from './list.repository';

const HEADER = [
  'Number',
  'Customer',
  'Issue date',
  'Due date',
  'Status',
  'Currency',
  'Total',
  'Paid',
  'Balance',
];

/** Minor units as a plain decimal with the currency's digits: 123456 USD → "1234.56". */
export const decimalOf = (minor: number, currency: string): string => {
  const digits = currencyDigits(currency);
  const sign = minor < 0 ? '-' : '';
  const whole = String(Math.abs(minor)).padStart(digits + 1, '0');
  return digits === 0
    ? `${sign}${whole}`
    : `${sign}${whole.slice(0, -digits)}.${whole.slice(-digits)}`;
};

/**
 * GET /invoices/export.csv: every invoice matching the list's filters, in its order (no
 * paging). Text cells a spreadsheet would run as a formula are escaped (lib/csv.ts).
 */
export const exportInvoicesCsv = async (
  db: TDbExecutor,
  input: TInvoicingCaller & { query: TInvoiceListQuery; now: Date },
): Promise<{ csv: string; fileName: string }> => {
  const company = await invoicingCompany(db, input);
  const { filters, sort } = filtersOf(company.id, input.query, input.now);
  const rows = (await selectInvoices(db, filters, sort, null)).map((row) => {
    const item = toListItem(row, input.now);
    return [
      safeCell(item.number ?? 'Draft'),
      safeCell(item.customer.name),
      item.issueDate,
      item.dueDate ?? '',
      SHOWN_STATUS_LABELS[item.shownStatus],
      item.currency,
      decimalOf(item.total, item.currency),
      decimalOf(item.amountPaid, item.currency),
      decimalOf(item.balance, item.currency),
    ];
  });
  const csv = csvOf([HEADER, ...rows]);
  return { csv, fileName: `invoices-${filters.today}.csv` };
};
