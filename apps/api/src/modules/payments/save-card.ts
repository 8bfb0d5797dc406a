import type { TDbExecutor } from '../../db/client';
import type { TCardToSave } from './local-cards';
import { localId } from './local-cards';
import {
  insertLocalCardToken,
  replacePaymentMethod,
  type TNewPaymentMethod,
  type TPaymentMethodRow,
} from './payment-methods.repository';

/** A card to keep for renewals: the local test card's outcome, or Stripe's saved method. */
export type TCardToKeep =
  | { provider: 'local'; card: TCardToSave }
  | ({ provider: 'stripe' } & Omit<TNewPaymentMethod, 'provider'>);

/**
 * Keeps the card as the company's current one. A local test card gets its `pm_local_…`
 * token, remembered with the outcome a charge to it has; Stripe's is its PaymentMethod id
 * on its Customer. Run in the transaction that holds the company's lock.
 */
export const keepCard = async (
  tx: TDbExecutor,
  companyId: string,
  keep: TCardToKeep,
  now: Date,
): Promise<TPaymentMethodRow> => {
  if (keep.provider === 'stripe') return replacePaymentMethod(tx, companyId, keep, now);
  const { card } = keep;
  const token = localId('pm_local');
  await insertLocalCardToken(tx, {
    token,
    chargeOutcome: card.chargeOutcome,
    brand: card.brand,
    last4: card.last4,
    createdAt: now,
  });
  return replacePaymentMethod(
    tx,
    companyId,
    {
      provider: 'local',
      providerRef: token,
      providerCustomer: null,
      brand: card.brand,
      last4: card.last4,
      expMonth: card.expMonth,
      expYear: card.expYear,
    },
    now,
  );
};
