import { and, asc, desc, eq, inArray, isNull, lt } from 'drizzle-orm';
import { CHANGE_KIND_LABELS } from '@charterline/shared/schemas/company-changes';
import type { TDbExecutor } from '../../db/client';
import {
  companyChanges,
  companyDocuments,
  complianceObligations,
  referenceStates,
} from '../../db/schema';

/** Open obligations whose due date is before `today` (YYYY-MM-DD), oldest first. */
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
      ),
    )
    .orderBy(asc(complianceObligations.dueDate));

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
