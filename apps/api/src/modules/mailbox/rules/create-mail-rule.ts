import type { TMailRule, TMailRuleInput } from '@charterline/shared/schemas/mail';
import { eq } from 'drizzle-orm';
import type { TDatabase } from '../../../db/client';
import { mailRules } from '../../../db/schema';
import { AppError } from '../../../lib/app-error';
import { isUniqueViolation } from '../../../db/errors';
import { activeMailCompany } from '../mailbox-company';
import { type TCompanyCaller } from '../../../lib/http/caller';
import { toMailRule } from './mail-rules.repository';
import { scheduleRuleForLetters } from './schedule-rule-for-letters';

/**
 * A new rule for one category (MAIL_RULE_EXISTS when the category has one: checked by the
 * unique index, so two at once make one). It also applies to the letters already received.
 */
export const createMailRule = async (
  db: TDatabase,
  caller: TCompanyCaller,
  input: TMailRuleInput,
  now: Date,
): Promise<TMailRule> => {
  try {
    return await db.transaction(async (tx) => {
      const { company } = await activeMailCompany(tx, caller);
      const [row] = await tx
        .insert(mailRules)
        .values({
          companyId: company.id,
          category: input.category,
          action: input.action,
          afterDays: input.afterDays,
          createdAt: now,
        })
        .returning();
      if (!row) throw new Error('no mail rule');
      await scheduleRuleForLetters(tx, row, now);
      const [after] = await tx.select().from(mailRules).where(eq(mailRules.id, row.id));
      return toMailRule(after ?? row);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('MAIL_RULE_EXISTS', { field: 'category' });
    throw error;
  }
};
