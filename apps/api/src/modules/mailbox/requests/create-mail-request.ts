import {
  MAIL_REQUEST_METADATA_KEY,
  type TMailAction,
  type TMailRequestResult,
} from '@charterline/shared/schemas/mail';
import type { TDatabase, TDbExecutor } from '../../../db/client';
import { AppError } from '../../../lib/app-error';
import { readMailItemDetail } from '../items/mail-item-view';
import { refreshMailFolder } from '../mail-folder';
import { FORWARDING_FEE_KEY, MAIL_UNLOCK_KEY, mailPlanOf } from '../mailbox-company';
import {
  findForwardingAddress,
  insertMailRequest,
  isUniqueViolation,
  lockMailItem,
  OPEN_STATUSES,
  requestsOfItem,
  type TMailItemRow,
  type TMailRequestRow,
} from './mail-requests.repository';

/** After one of these is done the letter is gone from our facility. */
const FINAL_ACTIONS: TMailAction[] = ['shred', 'recycle', 'forward'];

export type TMailRequestAsk = {
  companyId: string;
  userId: string | null;
  itemId: string;
  action: TMailAction;
  forwardingAddressId?: string | undefined;
  note?: string | undefined;
  requestedBy?: 'customer' | 'rule' | 'staff';
  ruleId?: string | null;
};

type TPlan = { active: boolean; unlimitedForwarding: boolean };

/** Why an action cannot be asked of this letter now (throws), in the order customers meet them. */
export const assertActionPossible = (
  item: TMailItemRow,
  requests: TMailRequestRow[],
  action: TMailAction,
  plan: TPlan,
): void => {
  if (requests.some((r) => OPEN_STATUSES.includes(r.status))) {
    throw new AppError('MAIL_REQUEST_OPEN');
  }
  if (requests.some((r) => r.status === 'completed' && FINAL_ACTIONS.includes(r.action))) {
    throw new AppError('MAIL_ACTION_NOT_POSSIBLE', {
      message: 'This letter was shredded, recycled or forwarded: nothing more can be done with it.',
    });
  }
  if (action === 'unlock') {
    if (!item.locked) {
      throw new AppError('MAIL_ACTION_NOT_POSSIBLE', { message: 'This letter is not locked.' });
    }
    return;
  }
  if (item.locked) throw new AppError('MAIL_LOCKED');
  if (!plan.active) throw new AppError('MAILBOX_NOT_ACTIVE');
  if (action === 'open_scan' && item.scanDocumentId) {
    throw new AppError('MAIL_ACTION_NOT_POSSIBLE', {
      message: 'This letter is already scanned.',
    });
  }
};

/** The product a request is paid with, if any (forward without the plan, unlock). */
const productOf = (action: TMailAction, plan: TPlan): string | null => {
  if (action === 'unlock') return MAIL_UNLOCK_KEY;
  if (action === 'forward' && !plan.unlimitedForwarding) return FORWARDING_FEE_KEY;
  return null;
};

/**
 * In the caller's transaction: checks and records one request for a letter, then refreshes
 * its folder. Answers the request and, when it must be paid first, the checkout to open.
 */
export const requestMailAction = async (
  tx: TDbExecutor,
  ask: TMailRequestAsk,
): Promise<{ request: TMailRequestRow; checkout: TMailRequestResult['checkout'] }> => {
  const item = await lockMailItem(tx, ask.companyId, ask.itemId);
  if (!item) throw new AppError('NOT_FOUND', { message: 'There is no such letter.' });
  const plan = await mailPlanOf(tx, ask.companyId);
  assertActionPossible(item, await requestsOfItem(tx, item.id), ask.action, plan);
  const address =
    ask.action === 'forward' && ask.forwardingAddressId
      ? await findForwardingAddress(tx, ask.companyId, ask.forwardingAddressId)
      : null;
  if (ask.action === 'forward' && !address) {
    throw new AppError('FORWARDING_ADDRESS_REQUIRED', { field: 'forwardingAddressId' });
  }
  const productKey = productOf(ask.action, plan);
  const request = await insertMailRequest(tx, {
    mailItemId: item.id,
    companyId: ask.companyId,
    action: ask.action,
    status: productKey ? 'awaiting_payment' : 'requested',
    forwardTo: address
      ? {
          name: address.name,
          line1: address.line1,
          ...(address.line2 ? { line2: address.line2 } : {}),
          city: address.city,
          ...(address.region ? { region: address.region } : {}),
          ...(address.postalCode ? { postalCode: address.postalCode } : {}),
          country: address.country,
        }
      : null,
    coveredByPlan: ask.action === 'forward' && plan.unlimitedForwarding,
    productKey,
    requestedBy: ask.requestedBy ?? 'customer',
    requestedByUserId: ask.userId,
    ruleId: ask.ruleId ?? null,
    note: ask.note || null,
  });
  await refreshMailFolder(tx, item.id);
  return {
    request,
    checkout: productKey
      ? { items: [productKey], metadata: { [MAIL_REQUEST_METADATA_KEY]: request.id } }
      : null,
  };
};

/**
 * POST …/mail/items/{id}/requests: one request at a time per letter, also when many arrive
 * at once (the letter's row lock, and the unique partial index behind it).
 */
export const createMailRequest = async (
  db: TDatabase,
  ask: TMailRequestAsk,
): Promise<TMailRequestResult> => {
  const { checkout } = await db
    .transaction((tx) => requestMailAction(tx, ask))
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) throw new AppError('MAIL_REQUEST_OPEN');
      throw error;
    });
  return { item: await readMailItemDetail(db, ask.companyId, ask.itemId), checkout };
};
