import type { TCompanyChange, TProposedChange } from '@charterline/shared/schemas/company-changes';
import type { TDatabase } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { getCurrentCompany, lockCompany } from '../companies';
import { loadChangeContext, NOT_OFFERED_REASON, unavailableReasonOf } from './change-context';
import { quoteChange } from './change-quote';
import { viewOf } from './change-views';
import { applyChangeAtOnce } from './apply-at-once';
import { insertChange } from './company-changes.repository';
import { isUniqueViolation } from '../../db/errors';
import { currentValuesOf, isUnchanged } from './current-values';

/**
 * A customer asks for a change. Refused when not offered now (CHANGE_NOT_AVAILABLE), when
 * one of its kind is open (CHANGE_ALREADY_PENDING, also when two requests race: the unique
 * index decides) or when it changes nothing (CHANGE_UNCHANGED). What needs no filing is
 * applied at once; the rest waits for payment with the checkout that buys it.
 */
export const createChange = async (
  db: TDatabase,
  input: { userId: string; companyId: string | null; change: TProposedChange; now: Date },
): Promise<TCompanyChange> => {
  const { change } = input;
  const company = await getCurrentCompany(db, input.userId, input.companyId, {
    otherIs: 'NOT_FOUND',
  });
  const context = await loadChangeContext(db, company);
  if (context.pendingKinds.has(change.kind)) throw new AppError('CHANGE_ALREADY_PENDING');
  const reason = unavailableReasonOf(company, change.kind, context);
  if (reason) throw new AppError('CHANGE_NOT_AVAILABLE', { message: reason });
  if (change.kind === 'REGISTERED_AGENT' && change.useOurs && context.agentIsOurs) {
    throw new AppError('CHANGE_UNCHANGED', {
      message: 'Our registered agent already serves your LLC.',
    });
  }
  const current = await currentValuesOf(db, company, change.kind, context.agentIsOurs);
  if (isUnchanged(current, change)) throw new AppError('CHANGE_UNCHANGED');
  const quote = await quoteChange(db, {
    kind: change.kind,
    proposed: change,
    stateName: context.stateName,
    row: context.filings.get(change.kind),
  });
  if (!quote.offered) throw new AppError('CHANGE_NOT_AVAILABLE', { message: NOT_OFFERED_REASON });
  const before = { line: current.line, values: current.values };
  if (quote.appliesAtOnce) {
    const row = await db.transaction(async (tx) =>
      applyChangeAtOnce(tx, {
        company: await lockCompany(tx, company.id),
        change,
        before,
        actor: 'customer',
        actorUserId: input.userId,
        now: input.now,
      }),
    );
    return viewOf(db, company, row);
  }
  const row = await insertChange(db, {
    companyId: company.id,
    kind: change.kind,
    status: 'awaiting_payment',
    before,
    proposed: change,
    needsState: quote.needsState,
    stateForm: quote.stateFiling?.form ?? null,
    stateFee: quote.stateFiling?.fee ?? null,
    productKey: quote.product?.productKey ?? null,
    price: quote.product?.price ?? null,
    requestedByUserId: input.userId,
    actor: 'customer',
    createdAt: input.now,
  }).catch((error: unknown) => {
    if (isUniqueViolation(error)) throw new AppError('CHANGE_ALREADY_PENDING');
    throw error;
  });
  return viewOf(db, company, row);
};
