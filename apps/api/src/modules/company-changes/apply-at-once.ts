import type { TProposedChange } from '@charterline/shared/schemas/company-changes';
import type { TDbExecutor } from '../../db/client';
import type { TCompanyRow } from '../companies';
import { applyProposed } from './apply-change';
import { insertChange, type TChangeRow } from './company-changes.repository';
import { lineOf } from './change-lines';
import type { TBefore } from './change-view';

/**
 * A change made at once (mailing address, contact e-mail, fiscal year, and what the state
 * need not be told), in the caller's transaction: its history row ('applied', before and
 * after) and the company's new values together. The compliance settings' fiscal year goes
 * through here too, so its history is the same.
 */
export const applyChangeAtOnce = async (
  tx: TDbExecutor,
  input: {
    company: TCompanyRow;
    change: TProposedChange;
    before: TBefore;
    actor: 'customer' | 'ops-cli' | 'system';
    actorUserId: string | null;
    now: Date;
  },
): Promise<TChangeRow> => {
  const row = await insertChange(tx, {
    companyId: input.company.id,
    kind: input.change.kind,
    status: 'applied',
    before: input.before,
    proposed: input.change,
    needsState: false,
    requestedByUserId: input.actorUserId,
    actor: input.actor,
    createdAt: input.now,
    completedAt: input.now,
  });
  await applyProposed(tx, input.company, input.change, {
    actor: input.actor,
    actorUserId: input.actorUserId,
    now: input.now,
    changeId: row.id,
  });
  return row;
};

/** The "before" of a fiscal year change, from the month on file. */
export const fiscalYearBefore = (month: number): TBefore => {
  const values: TProposedChange = { kind: 'FISCAL_YEAR', fiscalYearEndMonth: month };
  return { line: lineOf(values), values };
};
