import { randomBytes } from 'node:crypto';
import type { TDatabase } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { FREE_PRODUCT_TYPES } from '../billing';
import type { TPrice } from '../billing';
import { lockCompany } from '../companies';
import { insertSession, productTypesOf } from './checkout.repository';
import { fulfilPaidSession } from './fulfil-order';

/**
 * A basket that comes to $0: nothing to pay, so no card step. Only services we give away by
 * design are fulfilled (an order and a receipt of $0, at once); anything else priced at 0 is
 * a catalogue mistake and is refused.
 */
export const fulfilFreeBasket = async (
  db: TDatabase,
  input: {
    companyId: string;
    userId: string;
    price: TPrice;
    successUrl: string;
    metadata: Record<string, unknown>;
  },
) => {
  const keys = input.price.lineItems.map((l) => l.productKey);
  const rows = await productTypesOf(db, keys);
  if (rows.length !== keys.length || rows.some((r) => !FREE_PRODUCT_TYPES.includes(r.type))) {
    throw new AppError('NOTHING_TO_PAY', { field: 'items' });
  }
  const id = `cs_free_${randomBytes(18).toString('base64url')}`;
  await db.transaction(async (tx) => {
    await lockCompany(tx, input.companyId);
    const session = await insertSession(tx, {
      id,
      companyId: input.companyId,
      userId: input.userId,
      provider: 'free',
      status: 'complete',
      paymentStatus: 'paid',
      completedAt: new Date(),
      amount: 0,
      currency: 'USD',
      lineItems: input.price.lineItems,
      metadata: input.metadata,
      successUrl: input.successUrl,
      // No card step, so no client secret to check.
      clientSecretHash: '',
    });
    if (!session) throw new Error('no session');
    await fulfilPaidSession(tx, session, { eventId: `free:${id}`, actorUserId: input.userId });
  });
  const redirectUrl = new URL(input.successUrl);
  redirectUrl.searchParams.set('session_id', id);
  return { sessionId: id, redirectUrl: redirectUrl.toString() };
};
