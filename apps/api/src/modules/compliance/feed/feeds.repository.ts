import { ruleOfObligation } from '../obligations.repository';
import { and, asc, eq, isNull, ne, or } from 'drizzle-orm';
import type { TDbExecutor } from '../../../db/client';
import {
  calendarFeeds,
  companies,
  complianceObligations,
  complianceRules,
} from '../../../db/schema';

export type TCalendarFeedRow = typeof calendarFeeds.$inferSelect;
export type TFeedObligationRow = typeof complianceObligations.$inferSelect;

/** Revokes the company's live feed, if any (rotation and "Stop sharing"). */
export const revokeLiveFeed = async (
  tx: TDbExecutor,
  companyId: string,
  now: Date,
): Promise<void> => {
  await tx
    .update(calendarFeeds)
    .set({ revokedAt: now })
    .where(and(eq(calendarFeeds.companyId, companyId), isNull(calendarFeeds.revokedAt)));
};

export const insertFeed = async (
  tx: TDbExecutor,
  values: { companyId: string; tokenHash: string; createdAt: Date },
): Promise<TCalendarFeedRow> => {
  const [row] = await tx.insert(calendarFeeds).values(values).returning();
  if (!row) throw new Error('insert returned no calendar feed');
  return row;
};

/** The company's live feed (one at most: calendar_feeds_one_live). */
export const findLiveFeed = async (
  db: TDbExecutor,
  companyId: string,
): Promise<TCalendarFeedRow | null> => {
  const [row] = await db
    .select()
    .from(calendarFeeds)
    .where(and(eq(calendarFeeds.companyId, companyId), isNull(calendarFeeds.revokedAt)));
  return row ?? null;
};

/** The live feed a token opens, with its company's name; null when unknown or revoked. */
export const findLiveFeedByHash = async (db: TDbExecutor, tokenHash: string) => {
  const [row] = await db
    .select({
      feedId: calendarFeeds.id,
      companyId: calendarFeeds.companyId,
      companyName: companies.companyName,
      companyNameType: companies.companyNameType,
    })
    .from(calendarFeeds)
    .innerJoin(companies, eq(companies.id, calendarFeeds.companyId))
    .where(and(eq(calendarFeeds.tokenHash, tokenHash), isNull(calendarFeeds.revokedAt)));
  return row ?? null;
};

export const touchFeed = async (db: TDbExecutor, feedId: string, now: Date): Promise<void> => {
  await db.update(calendarFeeds).set({ lastFetchedAt: now }).where(eq(calendarFeeds.id, feedId));
};

/**
 * The company's obligations for the calendar (oldest due first; not-applicable ones left
 * out), each with the rule version it was computed with (null if that row is gone).
 */
export const listFeedObligations = (db: TDbExecutor, companyId: string) =>
  db
    .select({ obligation: complianceObligations, rule: complianceRules })
    .from(complianceObligations)
    .leftJoin(complianceRules, ruleOfObligation)
    .where(
      and(
        eq(complianceObligations.companyId, companyId),
        or(
          isNull(complianceObligations.resolution),
          ne(complianceObligations.resolution, 'not_applicable'),
        ),
      ),
    )
    .orderBy(asc(complianceObligations.dueDate), asc(complianceObligations.key));
