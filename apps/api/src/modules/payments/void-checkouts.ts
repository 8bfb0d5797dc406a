import type Stripe from 'stripe';
import { type CHANGE_METADATA_KEY } from '@charterline/shared/schemas/company-changes';
import { type MAIL_REQUEST_METADATA_KEY } from '@charterline/shared/schemas/mail';
import type { TDbExecutor } from '../../db/client';
import { voidSessionsPaying } from './checkout.repository';
import { expireStripeSessions } from './stripe-client';

/** What a checkout can pay for besides products: the metadata key that names it. */
type TPaidThing = typeof CHANGE_METADATA_KEY | typeof MAIL_REQUEST_METADATA_KEY;

/**
 * The one way a cancelled thing stops being payable (an LLC change, a mail request; issue 33
 * item 6): in the caller's transaction, holding the thing's lock, its open checkout sessions
 * are voided, so a late card step answers CHECKOUT_SESSION_EXPIRED and no receipt is issued.
 * Answers the Stripe sessions to expire there after the commit (`expireAtStripe`).
 */
export const voidCheckoutsFor = async (
  tx: TDbExecutor,
  paying: { companyId: string; key: TPaidThing; id: string },
): Promise<string[]> => {
  const voided = await voidSessionsPaying(tx, paying);
  return voided.filter((v) => v.provider === 'stripe').map((v) => v.id);
};

/** After the commit: the voided sessions expired at Stripe too (best effort, not awaited). */
export const expireAtStripe = (stripe: Stripe | null, ids: readonly string[]): void => {
  if (stripe && ids.length > 0) void expireStripeSessions(stripe, ids);
};
