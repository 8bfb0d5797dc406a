import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { mailItems, mailRules } from '../../../db/schema';
import type { TJobContext } from '../../../jobs/job-types';
import { actOnLetterByRule } from './act-on-letter';
import { ruleDueAt } from './schedule-mail-rule';

const ZPayload = z.object({ itemId: z.uuid(), ruleId: z.uuid(), action: z.string() });

/**
 * The `mail.rule` job: the rule acts on the letter if, now, it still exists with the same
 * action, is due, and the letter has no request and is not archived, urgent or locked
 * (actOnLetterByRule checks the letter under a lock). Else nothing. Answers whether it acted.
 */
export const runMailRule = async (
  context: Pick<TJobContext, 'db' | 'now' | 'payload'>,
): Promise<boolean> => {
  const payload = ZPayload.parse(context.payload);
  return context.db.transaction(async (tx) => {
    const [rule] = await tx.select().from(mailRules).where(eq(mailRules.id, payload.ruleId));
    if (!rule || rule.action !== payload.action) return false;
    const [item] = await tx
      .select({ receivedOn: mailItems.receivedOn })
      .from(mailItems)
      .where(eq(mailItems.id, payload.itemId));
    if (!item) return false;
    if (rule.afterDays !== null && ruleDueAt(item.receivedOn, rule.afterDays) > context.now) {
      return false;
    }
    return actOnLetterByRule(tx, payload.itemId, rule, context.now);
  });
};
