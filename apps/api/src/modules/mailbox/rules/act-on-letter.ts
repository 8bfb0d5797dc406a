import { eq, sql } from 'drizzle-orm';
import type { TDbExecutor } from '../../../db/client';
import { mailItems, mailRequests, mailRules } from '../../../db/schema';
import { insertCompanyEvent } from '../../companies';
import { refreshMailFolder } from '../mail-folder';
import type { TMailRuleRow } from './mail-rules.repository';

/**
 * A rule does its action on one letter, now, if it still may (decision 0156): the letter is
 * not urgent, not locked, not archived and has no request at all (the customer acted first,
 * or the rule already did); open_scan only while there is no scan. Locks the letter so two
 * workers never act twice. Answers whether it acted.
 */
export const actOnLetterByRule = async (
  tx: TDbExecutor,
  itemId: string,
  rule: TMailRuleRow,
  now: Date,
): Promise<boolean> => {
  const [item] = await tx.select().from(mailItems).where(eq(mailItems.id, itemId)).for('update');
  if (!item || item.companyId !== rule.companyId || item.category !== rule.category) return false;
  if (item.urgent || item.locked || item.archivedAt) return false;
  const [request] = await tx
    .select({ id: mailRequests.id })
    .from(mailRequests)
    .where(eq(mailRequests.mailItemId, item.id))
    .limit(1);
  if (request) return false;
  if (rule.action === 'open_scan' && item.scanDocumentId) return false;
  if (rule.action === 'archive') {
    await tx
      .update(mailItems)
      .set({ archivedAt: now, updatedAt: now })
      .where(eq(mailItems.id, item.id));
  } else {
    const made = await tx
      .insert(mailRequests)
      .values({
        mailItemId: item.id,
        companyId: item.companyId,
        action: rule.action,
        status: 'requested',
        requestedBy: 'rule',
        ruleId: rule.id,
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: mailRequests.id });
    if (made.length === 0) return false;
  }
  await tx
    .update(mailRules)
    .set({ applied: sql`${mailRules.applied} + 1` })
    .where(eq(mailRules.id, rule.id));
  await insertCompanyEvent(tx, {
    companyId: item.companyId,
    kind: 'MAIL_RULE_APPLIED',
    actor: 'system',
    data: { itemId: item.id, sender: item.sender, action: rule.action, ruleId: rule.id },
  });
  await refreshMailFolder(tx, item.id);
  return true;
};
