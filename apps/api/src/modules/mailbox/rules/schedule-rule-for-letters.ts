import { and, asc, eq, gte, isNull, notExists } from 'drizzle-orm';
import type { TDbExecutor } from '../../../db/client';
import { mailItems, mailRequests } from '../../../db/schema';
import type { TMailRuleRow } from './mail-rules.repository';
import { scheduleMailRule } from './schedule-mail-rule';

const DAY_MS = 86_400_000;
/** How far back a new or changed rule reaches among the letters already received. */
export const RULE_LOOKBACK_DAYS = 365;
/** At most this many letters per rule change (a year of one category is far fewer). */
const MAX_LETTERS = 2000;

/**
 * A rule made or changed applies to the company's letters of its category received in the
 * last 365 days that have no request (not urgent, locked or archived): "shred marketing after
 * 30 days" made today shreds a 40-day-old marketing letter at the next job run.
 */
export const scheduleRuleForLetters = async (
  tx: TDbExecutor,
  rule: TMailRuleRow,
  now: Date,
): Promise<number> => {
  const since = new Date(now.getTime() - RULE_LOOKBACK_DAYS * DAY_MS).toISOString().slice(0, 10);
  const letters = await tx
    .select({ id: mailItems.id, receivedOn: mailItems.receivedOn })
    .from(mailItems)
    .where(
      and(
        eq(mailItems.companyId, rule.companyId),
        eq(mailItems.category, rule.category),
        gte(mailItems.receivedOn, since),
        eq(mailItems.urgent, false),
        eq(mailItems.locked, false),
        isNull(mailItems.archivedAt),
        notExists(
          tx
            .select({ id: mailRequests.id })
            .from(mailRequests)
            .where(eq(mailRequests.mailItemId, mailItems.id)),
        ),
      ),
    )
    .orderBy(asc(mailItems.receivedOn), asc(mailItems.id))
    .limit(MAX_LETTERS);
  for (const letter of letters) await scheduleMailRule(tx, letter, rule, now);
  return letters.length;
};
