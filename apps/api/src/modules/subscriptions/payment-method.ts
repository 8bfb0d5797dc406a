import type Stripe from 'stripe';
import type { TPaymentMethod } from '@charterline/shared/schemas/services';
import type { TSaveCardRequest } from '@charterline/shared/schemas/payment-method';
import type { TDatabase } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { lockCompany, getCurrentCompany } from '../companies';
import { chargerForProvider, testCardToSave, keepCard, createStripeClient } from '../payments';
import { findCurrentPaymentMethod, type TPaymentMethodRow } from '../payments';
import { chargePastDue } from './charge-past-due';
import type { TCompanyCaller } from '../../lib/http/caller';

export type TPaymentMethodDeps = { db: TDatabase; stripe: Stripe | null };

const viewOf = (
  row: TPaymentMethodRow | undefined,
  provider: 'local' | 'stripe',
): TPaymentMethod => ({
  provider,
  card: row
    ? { brand: row.brand, last4: row.last4, expMonth: row.expMonth, expYear: row.expYear }
    : null,
});

/** The company's saved card (null until a payment saved one). */
export const getPaymentMethod = async (
  deps: TPaymentMethodDeps,
  input: TCompanyCaller,
): Promise<TPaymentMethod> => {
  const company = await getCurrentCompany(deps.db, input.userId, input.companyId);
  const row = await findCurrentPaymentMethod(deps.db, company.id);
  return viewOf(row, deps.stripe ? 'stripe' : 'local');
};

/** What the customer is told after a new card: saved, and what its past-due charge did. */
const savedMessage = (charged: { renewed: number; declined: number }): string => {
  if (charged.declined > 0) {
    return 'Your card is saved, but the past-due renewal could not be charged to it. We will try again on schedule.';
  }
  if (charged.renewed > 0) return 'Your card is saved and your past-due renewal is paid.';
  return 'Your card is saved. Renewals will be charged to it.';
};

/**
 * Afterwards, a new card is charged at once for the company's past-due renewals, whichever
 * way it was saved (the form here, Stripe's setup session through the webhook).
 */
export const afterCardSaved = (
  deps: TPaymentMethodDeps,
  saved: { companyId: string; paymentMethodId: string },
  now: Date,
) =>
  chargePastDue(deps.db, {
    ...saved,
    chargerFor: chargerForProvider(deps.stripe),
    now,
  });

/**
 * The local test provider's "change card": the card form's rules, then the test card
 * decides (a card whose charges fail, 0341, is saved as Stripe saves it). Stripe's cards
 * are changed through its setup session instead.
 */
export const saveLocalCard = async (
  deps: TPaymentMethodDeps,
  input: TCompanyCaller & { card: TSaveCardRequest },
  now = new Date(),
): Promise<{ paymentMethod: TPaymentMethod; message: string }> => {
  const company = await getCurrentCompany(deps.db, input.userId, input.companyId);
  if (deps.stripe) {
    throw new AppError('REQUEST_CANNOT_BE_PROCESSED', {
      message: 'Cards are changed through the secure payment form. Please reload the page.',
    });
  }
  const outcome = testCardToSave(input.card, now);
  if (outcome.kind === 'invalid') throw new AppError(outcome.code, { field: outcome.field });
  if (outcome.kind !== 'saveable') {
    throw new AppError(outcome.kind === 'declined' ? 'CARD_DECLINED' : 'INSUFFICIENT_FUNDS');
  }
  const row = await deps.db.transaction(async (tx) => {
    await lockCompany(tx, company.id);
    return keepCard(tx, company.id, { provider: 'local', card: outcome.card }, now);
  });
  const charged = await afterCardSaved(
    deps,
    { companyId: company.id, paymentMethodId: row.id },
    now,
  );
  return { paymentMethod: viewOf(row, 'local'), message: savedMessage(charged) };
};

/** The Stripe webhook's hook (app.ts): a card saved by a setup session pays what is past due. */
export const chargePastDueOnNewCard = (
  app: {
    db: TDatabase;
    config: Parameters<typeof createStripeClient>[0] & { PAYMENT_PROVIDER: string };
  },
  saved: { companyId: string; paymentMethodId: string },
) => {
  const stripe = app.config.PAYMENT_PROVIDER === 'stripe' ? createStripeClient(app.config) : null;
  return afterCardSaved({ db: app.db, stripe }, saved, new Date());
};
