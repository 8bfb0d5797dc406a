import { SHOWN_STATUS_LABELS, type TInvoiceListQuery } from '@charterline/shared/schemas/invoicing';
import type { TDbExecutor } from '../../db/client';
import { csvOf, safeCell } from '../../lib/csv';
import { majorFromMinor } from '@charterline/shared/rules/money';
import { invoicingCompany } from './invoicing-company';
import { type TCompanyCaller } from '../../lib/http/caller';
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

/**
 * GET /invoices/export.csv: every invoice matching the list's filters, in its order (no
 * paging). Text cells a spreadsheet would run as a formula are escaped (lib/csv.ts).
 */
export const exportInvoicesCsv = async (
  db: TDbExecutor,
  input: TCompanyCaller & { query: TInvoiceListQuery; now: Date },
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
      majorFromMinor(item.total, item.currency),
      majorFromMinor(item.amountPaid, item.currency),
      majorFromMinor(item.balance, item.currency),
    ];
  });
  const csv = csvOf([HEADER, ...rows]);
  return { csv, fileName: `invoices-${filters.today}.csv` };
};
