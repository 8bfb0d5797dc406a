import { CHANGE_METADATA_KEY, changeItemName } from '@charterline/shared/schemas/company-changes';
import type { TDbExecutor } from '../../db/client';
import type { TLineItem } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { isCompanyId } from '../companies';
import { findStateName } from '../company-profile';
import { checkoutItemsOf } from './change-view';
import { findChangeOf, lockChange, updateChange } from './company-changes.repository';
import { paidRecordOf, type TPaidOrder } from '../payments';

const sameItems = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && [...a].sort().join('\n') === [...b].sort().join('\n');

/** The change a checkout's metadata names, if any. */
export const changeIdOf = (metadata: Record<string, unknown> | undefined): string | null => {
  const id = metadata?.[CHANGE_METADATA_KEY];
  return typeof id === 'string' && id.length > 0 ? id : null;
};

/**
 * A checkout that pays for a change (`metadata.changeRequestId`): the change must be the
 * company's and waiting for payment, and the basket exactly its items (VALIDATION_ERROR
 * otherwise). Answers the state's fee as a line to add when the fee is known.
 */
export const changeCheckoutLines = async (
  db: TDbExecutor,
  input: { companyId: string; state: string | null; items: readonly string[]; changeId: string },
): Promise<TLineItem[]> => {
  const change = isCompanyId(input.changeId)
    ? await findChangeOf(db, input.companyId, input.changeId)
    : null;
  if (!change || change.status !== 'awaiting_payment') {
    throw new AppError('VALIDATION_ERROR', {
      field: 'metadata',
      message: 'This change is not waiting for payment. Reload your changes and try again.',
    });
  }
  if (!sameItems(input.items, checkoutItemsOf(change))) {
    throw new AppError('VALIDATION_ERROR', {
      field: 'items',
      message: `This change is paid with ${checkoutItemsOf(change).join(', ')}.`,
    });
  }
  if (!change.needsState || change.stateFee === null) return [];
  const stateName = input.state ? await findStateName(db, input.state) : null;
  return [
    {
      kind: 'state_fee',
      productKey: `state-fee-change-${change.kind.toLowerCase().replaceAll('_', '-')}`,
      name: `${stateName ?? input.state ?? 'State'} ${change.stateForm ?? 'filing'} (state fee)`,
      amount: change.stateFee,
    },
  ];
};

/**
 * A change's checkout lines named for the change (issue 36 item 8): the checkout, the receipt
 * and the service it makes say "Registered agent change", never "State amendment". Lines of
 * a change that is not the company's are answered as they are (changeCheckoutLines refuses it).
 */
export const nameChangeLines = async (
  db: TDbExecutor,
  input: { companyId: string; changeId: string; lines: TLineItem[] },
): Promise<TLineItem[]> => {
  const change = isCompanyId(input.changeId)
    ? await findChangeOf(db, input.companyId, input.changeId)
    : null;
  if (!change) return input.lines;
  const items = input.lines.filter((l) => l.kind === 'product').map((l) => l.productKey);
  return input.lines.map((l) =>
    l.kind === 'product' ? { ...l, name: changeItemName(change.kind, l, items) } : l,
  );
};

/**
 * In the fulfilment's transaction, after the order's services are made: the change the
 * session paid for is linked to its service (the order's line of the change's product)
 * and is in progress. Only a change still waiting for payment moves, so a repeat changes
 * nothing; a change cancelled before the payment landed stays cancelled (staff refund).
 */
export const linkPaidChange = async (tx: TDbExecutor, paid: TPaidOrder): Promise<void> => {
  const found = await paidRecordOf(tx, paid, { idOf: changeIdOf, lock: lockChange });
  if (!found?.record.productKey) return;
  await updateChange(tx, found.record.id, {
    status: 'in_progress',
    serviceId: found.serviceId,
    paidAt: paid.paidAt,
    checkoutSessionId: paid.sessionId,
  });
};
