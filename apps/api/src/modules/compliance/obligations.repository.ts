import { and, asc, eq, gt, gte, inArray, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import type { TDbExecutor } from '../../db/client';
import {
  calendarFeeds,
  companies,
  companyEvents,
  complianceObligations,
  compliancePreferences,
  complianceRules,
} from '../../db/schema';
import type { TComputedObligation } from './engine/types';

export type TObligationRow = typeof complianceObligations.$inferSelect;
export type TObligationChanges = Partial<typeof complianceObligations.$inferInsert>;
export type TPreferencesRow = typeof compliancePreferences.$inferSelect;

/** A company's obligations, oldest due first (past years stay listed). */
export const listObligationsOf = (db: TDbExecutor, companyId: string): Promise<TObligationRow[]> =>
  db
    .select()
    .from(complianceObligations)
    .where(eq(complianceObligations.companyId, companyId))
    .orderBy(asc(complianceObligations.dueDate), asc(complianceObligations.key));

/** One obligation, locked for the caller's transaction (a customer's change). */
export const findObligationForUpdate = async (
  tx: TDbExecutor,
  id: string,
): Promise<TObligationRow | null> => {
  const [row] = await tx
    .select()
    .from(complianceObligations)
    .where(eq(complianceObligations.id, id))
    .for('update');
  return row ?? null;
};

export const insertObligations = async (
  tx: TDbExecutor,
  companyId: string,
  rows: (TComputedObligation & Pick<TObligationChanges, 'pastFiling'>)[],
): Promise<void> => {
  if (rows.length === 0) return;
  await tx
    .insert(complianceObligations)
    .values(rows.map((r) => ({ ...r, companyId })))
    .onConflictDoNothing();
};

/** Sets several obligations' past-filing answer at once (sync marks a brought LLC's history). */
export const setPastFiling = async (
  tx: TDbExecutor,
  ids: string[],
  pastFiling: TObligationRow['pastFiling'],
): Promise<void> => {
  if (ids.length === 0) return;
  await tx
    .update(complianceObligations)
    .set({ pastFiling, updatedAt: sql`now()` })
    .where(inArray(complianceObligations.id, ids));
};

/** The day a company formed elsewhere was first brought in (its first saved details), UTC. */
export const broughtInOn = async (db: TDbExecutor, companyId: string): Promise<string | null> => {
  const [row] = await db
    .select({ createdAt: companyEvents.createdAt })
    .from(companyEvents)
    .where(
      and(eq(companyEvents.companyId, companyId), eq(companyEvents.kind, 'EXISTING_LLC_ADDED')),
    )
    .orderBy(asc(companyEvents.createdAt))
    .limit(1);
  return row ? row.createdAt.toISOString().slice(0, 10) : null;
};

export const updateObligation = async (
  tx: TDbExecutor,
  id: string,
  set: TObligationChanges,
): Promise<TObligationRow> => {
  const [row] = await tx
    .update(complianceObligations)
    .set({ ...set, updatedAt: sql`now()` })
    .where(eq(complianceObligations.id, id))
    .returning();
  if (!row) throw new Error(`obligation ${id} vanished`);
  return row;
};

export const deleteObligations = async (tx: TDbExecutor, ids: string[]): Promise<void> => {
  if (ids.length === 0) return;
  await tx.delete(complianceObligations).where(inArray(complianceObligations.id, ids));
};

/** The rules as they were at some versions (an obligation shows the rule it was computed with). */
export const readRuleVersions = async (
  db: TDbExecutor,
  pairs: { ruleKey: string; ruleVersion: number }[],
) => {
  const keys = [...new Set(pairs.map((p) => p.ruleKey))];
  if (keys.length === 0) return [];
  return db.select().from(complianceRules).where(inArray(complianceRules.key, keys));
};

/** Companies with open obligations of some rules (to recompute after a rule changed). */
export const companiesWithOpenRules = async (
  db: TDbExecutor,
  ruleKeys: string[],
): Promise<string[]> => {
  if (ruleKeys.length === 0) return [];
  const rows = await db
    .selectDistinct({ companyId: complianceObligations.companyId })
    .from(complianceObligations)
    .where(
      and(
        inArray(complianceObligations.ruleKey, ruleKeys),
        isNull(complianceObligations.resolution),
      ),
    );
  return rows.map((r) => r.companyId);
};

/**
 * Rules whose current version is newer than the one some open, not yet due obligation was
 * computed with (seeding added a version): those obligations are recomputed. Overdue ones
 * keep the version they fell due with, so they are not counted.
 */
export const staleRuleKeys = async (db: TDbExecutor, today: string): Promise<string[]> => {
  const rows = await db
    .selectDistinct({ ruleKey: complianceObligations.ruleKey })
    .from(complianceObligations)
    .innerJoin(
      complianceRules,
      and(
        eq(complianceRules.key, complianceObligations.ruleKey),
        isNull(complianceRules.retiredAt),
      ),
    )
    .where(
      and(
        isNull(complianceObligations.resolution),
        gte(complianceObligations.dueDate, today),
        ne(complianceObligations.ruleVersion, complianceRules.version),
      ),
    );
  return rows.map((r) => r.ruleKey);
};

/** A page of companies whose deadlines can be computed (a state and a formation date), by id. */
export const computableCompanyIds = async (
  db: TDbExecutor,
  after: string | null,
  limit: number,
): Promise<string[]> => {
  const rows = await db
    .select({ id: companies.id })
    .from(companies)
    .where(
      and(
        isNotNull(companies.state),
        isNotNull(companies.formationDate),
        after ? gt(companies.id, after) : undefined,
      ),
    )
    .orderBy(asc(companies.id))
    .limit(limit);
  return rows.map((r) => r.id);
};

export const findPreferences = async (
  db: TDbExecutor,
  companyId: string,
): Promise<TPreferencesRow | null> => {
  const [row] = await db
    .select()
    .from(compliancePreferences)
    .where(eq(compliancePreferences.companyId, companyId));
  return row ?? null;
};

export const upsertPreferences = async (
  db: TDbExecutor,
  row: Omit<TPreferencesRow, 'updatedAt'>,
): Promise<void> => {
  const { days60, days30, days7, days1, overdueWeekly } = row;
  await db
    .insert(compliancePreferences)
    .values(row)
    .onConflictDoUpdate({
      target: compliancePreferences.companyId,
      set: { days60, days30, days7, days1, overdueWeekly, updatedAt: sql`now()` },
    });
};

/** When the company's live calendar feed was created (null: none). */
export const liveFeedCreatedAt = async (
  db: TDbExecutor,
  companyId: string,
): Promise<Date | null> => {
  const [row] = await db
    .select({ createdAt: calendarFeeds.createdAt })
    .from(calendarFeeds)
    .where(and(eq(calendarFeeds.companyId, companyId), isNull(calendarFeeds.revokedAt)));
  return row?.createdAt ?? null;
};

/** Joins an obligation to the rule version it was computed with. */
export const ruleOfObligation = and(
  eq(complianceRules.key, complianceObligations.ruleKey),
  eq(complianceRules.version, complianceObligations.ruleVersion),
);
