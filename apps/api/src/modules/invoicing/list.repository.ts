import { and, asc, desc, eq, gte, lte, or, sql, type SQL } from 'drizzle-orm';
import type { TShownInvoiceStatus } from '@charterline/shared/schemas/invoicing';
import type { TDbExecutor } from '../../db/client';
import { invoiceCustomers, invoices } from '../../db/schema';
import { creditHeldOf } from './customer-credits.repository';
import { foldedContains } from '../../lib/search-sql';

export type TListFilters = {
  companyId: string;
  /** The day shown statuses are judged on (YYYY-MM-DD). */
  today: string;
  statuses: TShownInvoiceStatus[];
  customerId?: string;
  from?: string;
  to?: string;
  q?: string;
};

export type TListSort = {
  field: 'issueDate' | 'dueDate' | 'number' | 'total' | 'balance';
  direction: 'asc' | 'desc';
};

/**
 * The customer's name as the list shows it: as issued, else (a draft) as they are now. A
 * correlated lookup rather than a join, so the page and the count read invoices alone and the
 * first page walks the (company, issue date) index.
 */
const customerName = sql<string>`coalesce(${invoices.customerSnapshot}->>'name', (select ${invoiceCustomers.name} from ${invoiceCustomers} where ${invoiceCustomers.id} = ${invoices.customerId}))`;

/**
 * shownStatusOf() of the shared contract as SQL, so filters run in the database: overdue beats
 * partially paid, which beats viewed, which beats sent.
 */
const shownStatusIs = (status: TShownInvoiceStatus, today: string): SQL =>
  sql`(${shownStatusCondition(status, today)})`;

const shownStatusCondition = (status: TShownInvoiceStatus, today: string): SQL => {
  const open = eq(invoices.status, 'open');
  const overdue = sql`(${invoices.balance} > 0 and ${invoices.dueDate} < ${today})`;
  const notOverdue = sql`not coalesce(${overdue}, false)`;
  const unpaid = sql`${invoices.amountPaid} = 0`;
  switch (status) {
    case 'draft':
    case 'paid':
    case 'void':
    case 'uncollectible':
      return eq(invoices.status, status);
    case 'overdue':
      return sql`${open} and ${overdue}`;
    case 'partially_paid':
      return sql`${open} and ${notOverdue} and ${invoices.amountPaid} > 0`;
    case 'viewed':
      return sql`${open} and ${notOverdue} and ${unpaid} and ${invoices.viewedAt} is not null`;
    case 'sent':
      return sql`${open} and ${notOverdue} and ${unpaid} and ${invoices.viewedAt} is null and ${invoices.sentAt} is not null`;
    case 'open':
      return sql`${open} and ${notOverdue} and ${unpaid} and ${invoices.viewedAt} is null and ${invoices.sentAt} is null`;
  }
};

const whereOf = (f: TListFilters): SQL | undefined => {
  return and(
    eq(invoices.companyId, f.companyId),
    f.statuses.length > 0 ? or(...f.statuses.map((s) => shownStatusIs(s, f.today))) : undefined,
    f.customerId ? eq(invoices.customerId, f.customerId) : undefined,
    f.from ? gte(invoices.issueDate, f.from) : undefined,
    f.to ? lte(invoices.issueDate, f.to) : undefined,
    // Accents and case ignored: "societe" finds "Société Générale" (decision 0190).
    f.q ? or(foldedContains(invoices.number, f.q), foldedContains(customerName, f.q)) : undefined,
  );
};

const SORT_COLUMNS = {
  issueDate: invoices.issueDate,
  dueDate: invoices.dueDate,
  number: invoices.number,
  total: invoices.total,
  balance: invoices.balance,
} as const;

/** Columns that can be null (a draft's number): they come last either way. */
const NULLABLE: readonly TListSort['field'][] = ['dueDate', 'number'];

const orderOf = (sort: TListSort): SQL[] => {
  const column = SORT_COLUMNS[sort.field];
  const direction = sort.direction === 'asc' ? sql`asc` : sql`desc`;
  // "nulls last" only where nulls exist: on a NOT NULL column it would keep the planner from
  // reading the index backwards.
  return [
    NULLABLE.includes(sort.field)
      ? sql`${column} ${direction} nulls last`
      : sql`${column} ${direction}`,
    sort.direction === 'asc' ? asc(invoices.createdAt) : desc(invoices.createdAt),
    asc(invoices.id),
  ];
};

export type TListRow = typeof invoices.$inferSelect & { customerName: string };

/** The matching invoices in order; `page` null: all of them (the CSV export). */
export const selectInvoices = async (
  db: TDbExecutor,
  filters: TListFilters,
  sort: TListSort,
  page: { offset: number; limit: number } | null,
): Promise<TListRow[]> => {
  const query = db
    .select({ invoice: invoices, customerName })
    .from(invoices)
    .where(whereOf(filters))
    .orderBy(...orderOf(sort));
  const rows = await (page ? query.limit(page.limit).offset(page.offset) : query);
  return rows.map((r) => ({ ...r.invoice, customerName: r.customerName }));
};

export const countInvoices = async (db: TDbExecutor, filters: TListFilters): Promise<number> => {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(invoices)
    .where(whereOf(filters));
  return Number(row?.n ?? 0);
};

export type TTotalsRow = {
  currency: string;
  outstanding: number;
  overdue: number;
  outstandingCount: number;
  overdueCount: number;
  creditOwed: number;
  creditOwedCount: number;
  creditHeld: number;
};

/**
 * What is owed and what is late, per currency, over all the company's open invoices; and
 * (issue 36 item 4) what is owed back to customers, and their credit held for later.
 */
export const totalsOf = async (
  db: TDbExecutor,
  companyId: string,
  today: string,
): Promise<TTotalsRow[]> => {
  const [open, owed, held] = await Promise.all([
    openTotalsOf(db, companyId, today),
    creditOwedTotalsOf(db, companyId),
    creditHeldOf(db, companyId),
  ]);
  const currencies = [
    ...new Set([
      ...open.map((r) => r.currency),
      ...owed.map((r) => r.currency),
      ...[...held].filter(([, amount]) => amount > 0).map(([currency]) => currency),
    ]),
  ].sort();
  return currencies.map((currency) => {
    const o = open.find((r) => r.currency === currency);
    const w = owed.find((r) => r.currency === currency);
    return {
      currency,
      outstanding: o?.outstanding ?? 0,
      overdue: o?.overdue ?? 0,
      outstandingCount: o?.outstandingCount ?? 0,
      overdueCount: o?.overdueCount ?? 0,
      creditOwed: w?.creditOwed ?? 0,
      creditOwedCount: w?.creditOwedCount ?? 0,
      creditHeld: held.get(currency) ?? 0,
    };
  });
};

/** Credit owed back to customers per currency, on how many invoices (the partial index). */
const creditOwedTotalsOf = async (db: TDbExecutor, companyId: string) => {
  const rows = await db
    .select({
      currency: invoices.currency,
      creditOwed: sql<string>`coalesce(sum(${invoices.creditOwed}), 0)`,
      creditOwedCount: sql<number>`count(*)::int`,
    })
    .from(invoices)
    .where(and(eq(invoices.companyId, companyId), sql`${invoices.creditOwed} > 0`))
    .groupBy(invoices.currency);
  return rows.map((r) => ({
    currency: r.currency,
    creditOwed: Number(r.creditOwed),
    creditOwedCount: Number(r.creditOwedCount),
  }));
};

const openTotalsOf = async (db: TDbExecutor, companyId: string, today: string) => {
  const late = sql`${invoices.balance} > 0 and ${invoices.dueDate} < ${today}`;
  const rows = await db
    .select({
      currency: invoices.currency,
      outstanding: sql<string>`coalesce(sum(${invoices.balance}), 0)`,
      overdue: sql<string>`coalesce(sum(${invoices.balance}) filter (where ${late}), 0)`,
      outstandingCount: sql<number>`count(*) filter (where ${invoices.balance} > 0)::int`,
      overdueCount: sql<number>`count(*) filter (where ${late})::int`,
    })
    .from(invoices)
    .where(and(eq(invoices.companyId, companyId), eq(invoices.status, 'open')))
    .groupBy(invoices.currency)
    .orderBy(asc(invoices.currency));
  return rows.map((r) => ({
    currency: r.currency,
    outstanding: Number(r.outstanding),
    overdue: Number(r.overdue),
    outstandingCount: Number(r.outstandingCount),
    overdueCount: Number(r.overdueCount),
  }));
};
