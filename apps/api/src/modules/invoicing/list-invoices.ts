import {
  ZInvoiceListQuery,
  type TInvoiceList,
  type TInvoiceListItem,
  type TInvoiceListQuery,
  type TShownInvoiceStatus,
} from '@charterline/shared/schemas/invoicing';
import type { TDbExecutor } from '../../db/client';
import { shownStatusOfRow } from './invoice-view';
import { dayOf, invoicingCompany } from './invoicing-company';
import { type TCompanyCaller } from '../../lib/http/caller';
import {
  countInvoices,
  selectInvoices,
  totalsOf,
  type TListFilters,
  type TListRow,
  type TListSort,
} from './list.repository';

type TListInput = TCompanyCaller & { query: TInvoiceListQuery; now: Date };

/** The query's filters and order, for the company, judged on the day of `now`. */
export const filtersOf = (companyId: string, query: TInvoiceListQuery, now: Date) => {
  const q = ZInvoiceListQuery.parse(query);
  const [field, direction] = q.sort.split(',') as [TListSort['field'], TListSort['direction']];
  const filters: TListFilters = {
    companyId,
    today: dayOf(now),
    statuses: q.status
      ? [...new Set(q.status.split(','))].map((s) => s as TShownInvoiceStatus)
      : [],
    customerId: q.customerId,
    from: q.from,
    to: q.to,
    q: q.q || undefined,
  };
  return { filters, sort: { field, direction }, page: q.page, size: q.size };
};

export const toListItem = (row: TListRow, now: Date): TInvoiceListItem => ({
  id: row.id,
  number: row.number,
  status: row.status,
  shownStatus: shownStatusOfRow(row, now),
  currency: row.currency,
  issueDate: row.issueDate,
  dueDate: row.dueDate,
  total: row.total,
  amountPaid: row.amountPaid,
  balance: row.balance,
  creditOwed: row.creditOwed,
  createdAt: row.createdAt.toISOString(),
  customer: { id: row.customerId, name: row.customerName },
});

/**
 * GET /invoices: one page of the matching invoices (filters and order in SQL) and, over the
 * whole company, what is outstanding and overdue per currency.
 */
export const listInvoices = async (db: TDbExecutor, input: TListInput): Promise<TInvoiceList> => {
  const company = await invoicingCompany(db, input);
  const { filters, sort, page, size } = filtersOf(company.id, input.query, input.now);
  const [rows, totalElements, totals] = await Promise.all([
    selectInvoices(db, filters, sort, { offset: page * size, limit: size }),
    countInvoices(db, filters),
    totalsOf(db, company.id, filters.today),
  ]);
  return {
    content: rows.map((row) => toListItem(row, input.now)),
    page,
    size,
    totalElements,
    totalPages: Math.ceil(totalElements / size),
    totals,
  };
};
