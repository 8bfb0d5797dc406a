import { and, asc, desc, eq, or, sql } from 'drizzle-orm';
import { isMonth, monthEnd, monthLabel } from '@charterline/shared/rules/months';
import type { TBooksOverview, TChartKey } from '@charterline/shared/schemas/accounting';
import type { TDatabase, TDbExecutor } from '../../../db/client';
import { booksClosedMonths, ledgerCategories, ledgerTransactions as tx } from '../../../db/schema';
import { AppError } from '../../../lib/app-error';
import { findCompany, insertCompanyEvent, type TCompanyRow } from '../../companies';
import { companyPhrase, enqueueCompanyMail } from '../../companies';
import { companyHoldings } from '../../services';
import { ensureChart } from '../chart';
import { booksClosedMail } from './books-closed-mail';

/** The event the customer's notifications show when a month is closed. */
export const BOOKS_MONTH_CLOSED_EVENT = 'BOOKS_MONTH_CLOSED';

/** A company for the bookkeepers: any company (staff), 404 when there is none. */
export const staffCompany = async (db: TDbExecutor, id: string): Promise<TCompanyRow> => {
  const company = await findCompany(db, id);
  if (!company) throw new AppError('NOT_FOUND', { message: 'There is no such company.' });
  return company;
};

/** The product our bookkeepers come with (catalogue: `bookkeeping`, type BOOKKEEPING). */
export const BOOKKEEPING_PRODUCT_KEY = 'bookkeeping';

/**
 * BOOKKEEPING is active while the company holds the product, bought or in a bundle, by the
 * rule checkout uses (not cancelled or refunded; its subscription ACTIVE or PAST_DUE).
 */
export const isBookkeepingActive = async (db: TDbExecutor, companyId: string): Promise<boolean> => {
  const holdings = await companyHoldings(db, companyId);
  return (
    holdings.owned.has(BOOKKEEPING_PRODUCT_KEY) || holdings.included.has(BOOKKEEPING_PRODUCT_KEY)
  );
};

const monthExpr = sql<string>`to_char(${tx.date}, 'YYYY-MM')`;
const uncategorisedExpr = sql`${tx.categoryId} is null and not ${tx.isSplit}`;

/** The books by month (newest first): transactions, uncategorised, closed; and BOOKKEEPING. */
export const booksByMonth = async (db: TDbExecutor, companyId: string): Promise<TBooksOverview> => {
  const [months, closed, currencies, active] = await Promise.all([
    db
      .select({
        month: monthExpr,
        transactions: sql<number>`count(*)::int`,
        uncategorised: sql<number>`(count(*) filter (where ${uncategorisedExpr}))::int`,
      })
      .from(tx)
      .where(eq(tx.companyId, companyId))
      .groupBy(sql`1`),
    closedMonthsOf(db, companyId),
    db
      .selectDistinct({ currency: tx.currency })
      .from(tx)
      .where(eq(tx.companyId, companyId))
      .orderBy(tx.currency),
    isBookkeepingActive(db, companyId),
  ]);
  const all = new Map(months.map((m) => [m.month, { ...m, closed: false }]));
  for (const month of closed) {
    const row = all.get(month) ?? { month, transactions: 0, uncategorised: 0, closed: true };
    all.set(month, { ...row, closed: true });
  }
  const rows = [...all.values()].sort((a, b) => b.month.localeCompare(a.month));
  return {
    uncategorised: rows.reduce((sum, m) => sum + m.uncategorised, 0),
    bookkeeping: { active, closedThrough: closed[0] ?? null },
    months: rows,
    currencies: currencies.map((c) => c.currency),
    transactionCount: rows.reduce((sum, m) => sum + m.transactions, 0),
  };
};

/** Closed months, newest first. */
export const closedMonthsOf = async (db: TDbExecutor, companyId: string): Promise<string[]> =>
  (
    await db
      .select({ month: booksClosedMonths.month })
      .from(booksClosedMonths)
      .where(eq(booksClosedMonths.companyId, companyId))
      .orderBy(desc(booksClosedMonths.month))
  ).map((r) => r.month);

const checkedMonth = (month: string): string => {
  if (!isMonth(month)) {
    throw new AppError('VALIDATION_ERROR', { message: 'Use a month like 2026-09', field: 'month' });
  }
  return month;
};

const inMonth = (month: string) =>
  sql`${tx.date} between ${`${month}-01`}::date and ${monthEnd(month)}::date`;

/** The uncategorised transactions, oldest first (of one month when given). */
export const uncategorisedOf = async (db: TDbExecutor, companyId: string, month?: string) =>
  db
    .select({
      id: tx.id,
      date: tx.date,
      description: tx.description,
      amount: tx.amount,
      currency: tx.currency,
    })
    .from(tx)
    .where(
      and(
        eq(tx.companyId, companyId),
        uncategorisedExpr,
        month ? inMonth(checkedMonth(month)) : undefined,
      ),
    )
    .orderBy(asc(tx.date), asc(tx.createdAt))
    .limit(1000);

/**
 * Sets a transaction's category by the category's key ("software") or name ("Software and
 * subscriptions", any case). A closed month or a split transaction is refused.
 */
export const categoriseAsStaff = async (
  db: TDatabase,
  input: { transactionId: string; category: string },
) =>
  db.transaction(async (t) => {
    const [row] = await t.select().from(tx).where(eq(tx.id, input.transactionId)).for('update');
    if (!row) throw new AppError('NOT_FOUND', { message: 'There is no such transaction.' });
    if (row.isSplit) {
      throw new AppError('TRANSACTION_NOT_EDITABLE', {
        message: 'This transaction is split: its parts carry the categories.',
      });
    }
    await assertMonthOpen(t, row.companyId, row.date.slice(0, 7));
    await ensureChart(t, row.companyId);
    const wanted = input.category.trim();
    const [category] = await t
      .select()
      .from(ledgerCategories)
      .where(
        and(
          eq(ledgerCategories.companyId, row.companyId),
          or(
            eq(ledgerCategories.key, wanted as TChartKey),
            sql`lower(${ledgerCategories.name}) = lower(${wanted})`,
          ),
        ),
      )
      .limit(1);
    if (!category) {
      throw new AppError('NOT_FOUND', {
        message: `There is no category "${wanted}" in these books.`,
      });
    }
    await t
      .update(tx)
      .set({ categoryId: category.id, updatedAt: new Date() })
      .where(eq(tx.id, row.id));
    return { id: row.id, date: row.date, description: row.description, category: category.name };
  });

/** BOOKS_MONTH_CLOSED when the month is closed. */
export const assertMonthOpen = async (db: TDbExecutor, companyId: string, month: string) => {
  const [closed] = await db
    .select({ month: booksClosedMonths.month })
    .from(booksClosedMonths)
    .where(and(eq(booksClosedMonths.companyId, companyId), eq(booksClosedMonths.month, month)));
  if (closed) throw new AppError('BOOKS_MONTH_CLOSED');
};

/**
 * Closes a month: refused while transactions of it are uncategorised (unless `force`); the
 * customer is told in the app and by e-mail, in the same transaction as the row.
 */
export const closeMonth = async (
  db: TDatabase,
  input: { companyId: string; month: string; force: boolean; actor: string },
) => {
  const month = checkedMonth(input.month);
  return db.transaction(async (t) => {
    const company = await staffCompany(t, input.companyId);
    const [left] = await t
      .select({ n: sql<number>`count(*)::int` })
      .from(tx)
      .where(and(eq(tx.companyId, company.id), uncategorisedExpr, inMonth(month)));
    if ((left?.n ?? 0) > 0 && !input.force) {
      throw new AppError('REQUEST_CANNOT_BE_PROCESSED', {
        message: `${left?.n} transaction${left?.n === 1 ? ' is' : 's are'} still uncategorised in ${monthLabel(month)}. Categorise them first, or close with --force.`,
      });
    }
    const inserted = await t
      .insert(booksClosedMonths)
      .values({ companyId: company.id, month, closedBy: input.actor })
      .onConflictDoNothing()
      .returning();
    if (inserted.length === 0) {
      throw new AppError('REQUEST_CANNOT_BE_PROCESSED', {
        message: `${monthLabel(month)} is already closed.`,
      });
    }
    await insertCompanyEvent(t, {
      companyId: company.id,
      actor: input.actor,
      kind: BOOKS_MONTH_CLOSED_EVENT,
      data: { month, label: monthLabel(month) },
    });
    await enqueueCompanyMail(t, { companyId: company.id, topic: 'books' }, (user) =>
      booksClosedMail({ user, company: companyPhrase(company), month }),
    );
    return { month, uncategorised: left?.n ?? 0 };
  });
};

/** Reopens a closed month (the customer can change it again). */
export const reopenMonth = async (db: TDbExecutor, input: { companyId: string; month: string }) => {
  const month = checkedMonth(input.month);
  const company = await staffCompany(db, input.companyId);
  const removed = await db
    .delete(booksClosedMonths)
    .where(and(eq(booksClosedMonths.companyId, company.id), eq(booksClosedMonths.month, month)))
    .returning();
  if (removed.length === 0) {
    throw new AppError('REQUEST_CANNOT_BE_PROCESSED', {
      message: `${monthLabel(month)} is not closed.`,
    });
  }
  return { month };
};
