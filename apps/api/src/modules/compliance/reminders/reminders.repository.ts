import { ruleOfObligation } from '../obligations.repository';
import { and, asc, eq, gt, inArray, isNull, lte, ne, or } from 'drizzle-orm';
import type { TDbExecutor } from '../../../db/client';
import {
  companies,
  complianceObligations,
  compliancePreferences,
  complianceReminders,
  complianceRules,
  services,
  users,
} from '../../../db/schema';

/** An open obligation a reminder may be owed for, with what the e-mail needs. */
export type TReminderCandidate = Awaited<ReturnType<typeof listReminderCandidates>>[number];

/**
 * A page of the open obligations due by `dueBy` (overdue ones included, past filings still to
 * confirm left out), of companies not dissolved (of a dissolved one, its federal returns only), oldest due first, after the (dueDate, id) cursor: with the owner, the
 * preferences row, the filing service's status and the rule's data.
 */
export const listReminderCandidates = (
  db: TDbExecutor,
  options: { dueBy: string; after: { dueDate: string; id: string } | null; limit: number },
) => {
  const { after } = options;
  return db
    .select({
      id: complianceObligations.id,
      companyId: complianceObligations.companyId,
      title: complianceObligations.title,
      agency: complianceObligations.agency,
      dueDate: complianceObligations.dueDate,
      feeCents: complianceObligations.feeCents,
      companyName: companies.companyName,
      companyNameType: companies.companyNameType,
      email: users.email,
      firstName: users.firstName,
      preferences: {
        days60: compliancePreferences.days60,
        days30: compliancePreferences.days30,
        days7: compliancePreferences.days7,
        days1: compliancePreferences.days1,
        overdueWeekly: compliancePreferences.overdueWeekly,
      },
      serviceStatus: services.status,
      key: complianceObligations.key,
      ruleKey: complianceObligations.ruleKey,
      ruleVersion: complianceObligations.ruleVersion,
      ruleData: complianceRules.data,
      ruleSourceLine: complianceRules.sourceLine,
    })
    .from(complianceObligations)
    .innerJoin(companies, eq(companies.id, complianceObligations.companyId))
    .innerJoin(users, eq(users.id, companies.userId))
    .leftJoin(compliancePreferences, eq(compliancePreferences.companyId, companies.id))
    .leftJoin(services, eq(services.id, complianceObligations.serviceId))
    .leftJoin(complianceRules, ruleOfObligation)
    .where(
      and(
        isNull(complianceObligations.resolution),
        lte(complianceObligations.dueDate, options.dueBy),
        // A dissolved company's state filings are over; its final federal returns are still
        // due, and a missed Form 5472 costs $25,000 (issue 35 item 4).
        or(ne(companies.companyStatus, 'DISSOLVED'), eq(complianceObligations.kind, 'federal')),
        // A brought LLC's past filing nobody has confirmed is not known to be owed: no
        // "overdue" e-mail until its founder says it was not filed (decision 0185).
        or(
          isNull(complianceObligations.pastFiling),
          ne(complianceObligations.pastFiling, 'to_confirm'),
        ),
        after
          ? or(
              gt(complianceObligations.dueDate, after.dueDate),
              and(
                eq(complianceObligations.dueDate, after.dueDate),
                gt(complianceObligations.id, after.id),
              ),
            )
          : undefined,
      ),
    )
    .orderBy(asc(complianceObligations.dueDate), asc(complianceObligations.id))
    .limit(options.limit);
};

/** The reminder keys recorded for each of the obligations. */
export const recordedKeysOf = async (
  db: TDbExecutor,
  obligationIds: string[],
): Promise<Map<string, Set<string>>> => {
  const byObligation = new Map<string, Set<string>>();
  if (obligationIds.length === 0) return byObligation;
  const rows = await db
    .select({
      obligationId: complianceReminders.obligationId,
      key: complianceReminders.reminderKey,
    })
    .from(complianceReminders)
    .where(inArray(complianceReminders.obligationId, obligationIds));
  for (const row of rows) {
    const keys = byObligation.get(row.obligationId) ?? new Set<string>();
    keys.add(row.key);
    byObligation.set(row.obligationId, keys);
  }
  return byObligation;
};

/**
 * Locks the obligation while it is still open, or answers undefined (resolved meanwhile, or
 * another worker holds it: that worker sends what is owed).
 */
export const lockOpenObligation = async (tx: TDbExecutor, id: string) => {
  const [row] = await tx
    .select({ id: complianceObligations.id, dueDate: complianceObligations.dueDate })
    .from(complianceObligations)
    .where(and(eq(complianceObligations.id, id), isNull(complianceObligations.resolution)))
    .for('update', { skipLocked: true });
  return row;
};

/**
 * Records reminders; answers the keys this call inserted. A key already recorded (another
 * worker, an earlier run) is left as it is: the unique (obligation, key) index decides.
 */
export const recordReminders = async (
  tx: TDbExecutor,
  rows: { obligationId: string; reminderKey: string; data: Record<string, unknown> }[],
  now: Date,
): Promise<string[]> => {
  if (rows.length === 0) return [];
  const inserted = await tx
    .insert(complianceReminders)
    .values(rows.map((r) => ({ ...r, sentAt: now })))
    .onConflictDoNothing({
      target: [complianceReminders.obligationId, complianceReminders.reminderKey],
    })
    .returning({ key: complianceReminders.reminderKey });
  return inserted.map((r) => r.key);
};
