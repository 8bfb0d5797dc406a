import type { TMailRule, TMailRulePatch } from '@charterline/shared/schemas/mail';
import { eq } from 'drizzle-orm';
import type { TDatabase } from '../../../db/client';
import { mailRules } from '../../../db/schema';
import { activeMailCompany } from '../mailbox-company';
import { type TCompanyCaller } from '../../../lib/http/caller';
import { findMailRuleOf, toMailRule } from './mail-rules.repository';
import { scheduleRuleForLetters } from './schedule-rule-for-letters';

/**
 * Changes a rule's action or delay; the letters it waits for move to the new day and action
 * (their pending `mail.rule` jobs), and letters now due are acted on at once.
 */
export const updateMailRule = async (
  db: TDatabase,
  caller: TCompanyCaller,
  id: string,
  patch: TMailRulePatch,
  now: Date,
): Promise<TMailRule> =>
  db.transaction(async (tx) => {
    const { company } = await activeMailCompany(tx, caller);
    await findMailRuleOf(tx, company.id, id);
    const [row] = await tx
      .update(mailRules)
      .set({
        ...(patch.action === undefined ? {} : { action: patch.action }),
        ...(patch.afterDays === undefined ? {} : { afterDays: patch.afterDays }),
      })
      .where(eq(mailRules.id, id))
      .returning();
    if (!row) throw new Error('no mail rule');
    await scheduleRuleForLetters(tx, row, now);
    return toMailRule(await findMailRuleOf(tx, company.id, id));
  });
