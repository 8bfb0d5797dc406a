import type { TDbExecutor } from '../../../db/client';
import type { mailItems } from '../../../db/schema';
import { ruleForCategory } from './mail-rules.repository';
import { scheduleMailRule } from './schedule-mail-rule';

/**
 * Called by the recording of a letter (helper A), in its transaction: the company's rule for
 * the letter's category acts at once (afterDays null) or is scheduled as a `mail.rule` job
 * at the day the letter arrived + afterDays. Rules never touch urgent or locked letters.
 */
export const applyMailRulesOnArrival = async (
  tx: TDbExecutor,
  item: typeof mailItems.$inferSelect,
  context: { now: Date },
): Promise<void> => {
  if (item.urgent || item.locked) return;
  const rule = await ruleForCategory(tx, item.companyId, item.category);
  if (!rule) return;
  await scheduleMailRule(tx, item, rule, context.now);
};
