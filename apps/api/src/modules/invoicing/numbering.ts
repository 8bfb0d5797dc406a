import { and, eq, sql } from 'drizzle-orm';
import type { TDbExecutor } from '../../db/client';
import { invoiceCounters } from '../../db/schema';

export type TNumberKind = 'invoice' | 'credit_note';

/**
 * The default prefix: the initials of the company name's words (letters A–Z only, up to 4),
 * "Nube Clara" → NC; a name without any (or none yet) → INV.
 */
export const defaultPrefix = (companyName: string | null): string => {
  const initials = (companyName ?? '')
    .split(/\s+/)
    .map((word) => /^[A-Za-z]/.exec(word)?.[0] ?? '')
    .join('')
    .toUpperCase()
    .slice(0, 4);
  return initials || 'INV';
};

/** NC-2026-0001 for invoices, NC-CN-2026-0001 for credit notes. */
export const formatNumber = (
  prefix: string,
  kind: TNumberKind,
  year: number,
  sequence: number,
): string =>
  `${prefix}-${kind === 'credit_note' ? 'CN-' : ''}${year}-${String(sequence).padStart(4, '0')}`;

/**
 * The next number of (company, kind, year), taken under the counter's row lock in the
 * caller's transaction: concurrent takers queue on the row, and a rollback gives the number
 * back, so numbers have no gaps and no duplicates.
 */
export const takeNextSequence = async (
  tx: TDbExecutor,
  input: { companyId: string; kind: TNumberKind; year: number },
): Promise<number> => {
  const [row] = await tx
    .insert(invoiceCounters)
    .values({ companyId: input.companyId, kind: input.kind, year: input.year, last: 1 })
    .onConflictDoUpdate({
      target: [invoiceCounters.companyId, invoiceCounters.kind, invoiceCounters.year],
      set: { last: sql`${invoiceCounters.last} + 1` },
    })
    .returning({ last: invoiceCounters.last });
  if (!row) throw new Error('the invoice counter returned no row');
  return row.last;
};

/** The sequence the next finalised document would get (a preview: nothing is reserved). */
export const peekNextSequence = async (
  db: TDbExecutor,
  input: { companyId: string; kind: TNumberKind; year: number },
): Promise<number> => {
  const [row] = await db
    .select({ last: invoiceCounters.last })
    .from(invoiceCounters)
    .where(
      and(
        eq(invoiceCounters.companyId, input.companyId),
        eq(invoiceCounters.kind, input.kind),
        eq(invoiceCounters.year, input.year),
      ),
    );
  return (row?.last ?? 0) + 1;
};
