import { and, eq, inArray } from 'drizzle-orm';
import type { TDbExecutor } from '../../db/client';
import { booksClosedMonths } from '../../db/schema';
import { AppError } from '../../lib/app-error';

/** "2026-09-14" → "2026-09". */
export const monthOf = (day: string): string => day.slice(0, 7);

/** Refuses (BOOKS_MONTH_CLOSED) when any of the days falls in a month the books are closed for. */
export const assertMonthsOpen = async (
  exec: TDbExecutor,
  companyId: string,
  days: readonly string[],
): Promise<void> => {
  const months = [...new Set(days.map(monthOf))];
  if (months.length === 0) return;
  const closed = await exec
    .select({ month: booksClosedMonths.month })
    .from(booksClosedMonths)
    .where(
      and(eq(booksClosedMonths.companyId, companyId), inArray(booksClosedMonths.month, months)),
    )
    .limit(1);
  if (closed.length > 0) throw new AppError('BOOKS_MONTH_CLOSED');
};
