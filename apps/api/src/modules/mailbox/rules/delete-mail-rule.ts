import { eq } from 'drizzle-orm';
import type { TDatabase } from '../../../db/client';
import { mailRules } from '../../../db/schema';
import { mailCompany } from '../mailbox-company';
import { type TCompanyCaller } from '../../../lib/http/caller';
import { findMailRuleOf } from './mail-rules.repository';

/**
 * Removes a rule (also without an active mailbox). What it already asked for stays; its
 * waiting `mail.rule` jobs find no rule when they run and do nothing.
 */
export const deleteMailRule = async (
  db: TDatabase,
  caller: TCompanyCaller,
  id: string,
): Promise<void> =>
  db.transaction(async (tx) => {
    const company = await mailCompany(tx, caller);
    await findMailRuleOf(tx, company.id, id);
    await tx.delete(mailRules).where(eq(mailRules.id, id));
  });
