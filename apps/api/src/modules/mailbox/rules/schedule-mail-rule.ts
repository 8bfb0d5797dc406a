import { and, eq } from 'drizzle-orm';
import type { TDbExecutor } from '../../../db/client';
import { jobs } from '../../../db/schema';
import { enqueueJob } from '../../../jobs/enqueue-job';
import { actOnLetterByRule } from './act-on-letter';
import type { TMailRuleRow } from './mail-rules.repository';

const DAY_MS = 86_400_000;

/** The job that lets a rule act on a letter later: `mail.rule`, one per (letter, rule). */
export const MAIL_RULE_JOB = 'mail.rule';
export const mailRuleJobKey = (itemId: string, ruleId: string): string =>
  `mail.rule:${itemId}:${ruleId}`;
export type TMailRulePayload = { itemId: string; ruleId: string; action: string };

/** When a rule with `afterDays` acts on a letter: the day it arrived (00:00 UTC) + the days. */
export const ruleDueAt = (receivedOn: string, afterDays: number): Date =>
  new Date(Date.parse(`${receivedOn}T00:00:00Z`) + afterDays * DAY_MS);

/**
 * A rule for one letter: at once when it has no delay, else a `mail.rule` job at its day.
 * A rule changed since (PATCH) moves its letter's pending job to the new day and action; one
 * whose job has already run and is due by now acts at once.
 */
export const scheduleMailRule = async (
  tx: TDbExecutor,
  item: { id: string; receivedOn: string },
  rule: TMailRuleRow,
  now: Date,
): Promise<void> => {
  if (rule.afterDays === null) {
    await actOnLetterByRule(tx, item.id, rule, now);
    return;
  }
  const runAt = ruleDueAt(item.receivedOn, rule.afterDays);
  const key = mailRuleJobKey(item.id, rule.id);
  const payload: TMailRulePayload = { itemId: item.id, ruleId: rule.id, action: rule.action };
  const job = await enqueueJob(tx, { name: MAIL_RULE_JOB, key, runAt, payload });
  if (job.created) return;
  const moved = await tx
    .update(jobs)
    .set({ runAt, payload, updatedAt: now })
    .where(and(eq(jobs.key, key), eq(jobs.state, 'pending')))
    .returning({ id: jobs.id });
  if (moved.length === 0 && runAt <= now) await actOnLetterByRule(tx, item.id, rule, now);
};
