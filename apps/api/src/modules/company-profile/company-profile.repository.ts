import { and, asc, count, desc, eq, inArray, isNull, lt, ne, or } from 'drizzle-orm';
import { CHANGE_KIND_LABELS } from '@charterline/shared/schemas/company-changes';
import type { TDbExecutor } from '../../db/client';
import {
  companyChanges,
  companyDocuments,
  complianceObligations,
  referenceStates,
} from '../../db/schema';

const notToConfirm = or(
  isNull(complianceObligations.pastFiling),
  ne(complianceObligations.pastFiling, 'to_confirm'),
);

/**
 * Open obligations whose due date is before `today` (YYYY-MM-DD), oldest first; a brought
 * LLC's past filings still to confirm are not known to be overdue (decision 0185).
 */
export const listOverdueObligations = (db: TDbExecutor, companyId: string, today: string) =>
  db
    .select({
      id: complianceObligations.id,
      title: complianceObligations.title,
      period: complianceObligations.period,
      dueDate: complianceObligations.dueDate,
    })
    .from(complianceObligations)
    .where(
      and(
        eq(complianceObligations.companyId, companyId),
        isNull(complianceObligations.resolution),
        lt(complianceObligations.dueDate, today),
        notToConfirm,
      ),
    )
    .orderBy(asc(complianceObligations.dueDate));

/** How many of a brought LLC's past filings its founder has not confirmed (decision 0185). */
export const countPastFilingsToConfirm = async (
  db: TDbExecutor,
  companyId: string,
): Promise<number> => {
  const [row] = await db
    .select({ n: count() })
    .from(complianceObligations)
    .where(
      and(
        eq(complianceObligations.companyId, companyId),
        isNull(complianceObligations.resolution),
        isNull(complianceObligations.serviceId),
        eq(complianceObligations.pastFiling, 'to_confirm'),
      ),
    );
  return row?.n ?? 0;
};

/** The newest EIN letter of the company that is not deleted, if any. */
export const findEinLetterId = async (
  db: TDbExecutor,
  companyId: string,
): Promise<string | null> => {
  const [row] = await db
    .select({ id: companyDocuments.id })
    .from(companyDocuments)
    .where(
      and(
        eq(companyDocuments.companyId, companyId),
        eq(companyDocuments.kind, 'EIN_LETTER'),
        isNull(companyDocuments.deletedAt),
      ),
    )
    .orderBy(desc(companyDocuments.version), desc(companyDocuments.createdAt))
    .limit(1);
  return row?.id ?? null;
};

/** The state's name from the reference data (seeded), null for a code it does not know. */
export const findStateName = async (db: TDbExecutor, code: string): Promise<string | null> => {
  const [row] = await db
    .select({ name: referenceStates.name })
    .from(referenceStates)
    .where(eq(referenceStates.code, code.toUpperCase()));
  return row?.name ?? null;
};

/** Changes asked for and not done yet (waiting for payment or being filed), oldest first. */
export const listPendingChanges = async (db: TDbExecutor, companyId: string) => {
  const rows = await db
    .select({ id: companyChanges.id, kind: companyChanges.kind, status: companyChanges.status })
    .from(companyChanges)
    .where(
      and(
        eq(companyChanges.companyId, companyId),
        inArray(companyChanges.status, ['awaiting_payment', 'in_progress']),
      ),
    )
    .orderBy(asc(companyChanges.createdAt));
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind,
    label: CHANGE_KIND_LABELS[r.kind],
    status: r.status === 'in_progress' ? ('in_progress' as const) : ('awaiting_payment' as const),
  }));
};
