import { randomBytes } from 'node:crypto';
import type Stripe from 'stripe';
import type { z } from 'zod';
import type { ZCreateSessionRequest } from '@charterline/shared/schemas/billing';
import type { TEnv } from '../../config/env';
import type { TDatabase } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { hashOpaqueToken } from '../../lib/tokens';
import { offerExclusions, calculatePrice, isFormationBasket } from '../billing';
import { getCurrentCompany, lockCompany } from '../companies';
import { assertNotOwned } from '../services';
import { insertSession, voidFormationSessions } from './checkout.repository';
import { fulfilFreeBasket } from './fulfil-free-basket';
import { localId } from './local-cards';
import { priceSellables } from './sellables';
import { createStripeSession, expireStripeSessions } from './stripe-client';

type TCompany = Awaited<ReturnType<typeof getCurrentCompany>>;

/** The formation bundle: once per company, and only for a chosen state. */
const assertFormationOpen = (company: TCompany): void => {
  if (company.businessType === 'EXISTING') throw new AppError('FORMED_ELSEWHERE');
  if (company.paymentStatus === 'PAID') throw new AppError('FORMATION_ALREADY_PAID');
  if (!company.state) {
    throw new AppError('INCORPORATION_STATE_NOT_SPECIFIED', {
      message: 'Please choose a state of formation before paying for your formation.',
    });
  }
};

/**
 * Back to our own pages only (`ownOriginOf`: PUBLIC_URL's origin, or unset the request's):
 * never another site or a script.
 */
export const assertOwnOrigin = (successUrl: string, ownOrigin: string | null): void => {
  if (ownOrigin === null || new URL(successUrl).origin !== ownOrigin) {
    throw new AppError('VALIDATION_ERROR', {
      field: 'successUrl',
      message: 'The return address must be a page of this site.',
    });
  }
};

/**
 * "Create session" (docs/product.md § Calls), priced by the server. A formation bundle session
 * records the state it is priced for and replaces the company's open one (voided here and at Stripe);
 * a $0 basket has no card step (fulfilFreeBasket).
 */
export const createCheckoutSession = async (
  deps: { db: TDatabase; env: TEnv; stripe: Stripe | null },
  input: {
    caller: { userId: string; email: string };
    body: z.output<typeof ZCreateSessionRequest>;
    companyId: string | null;
    /** ownOriginOf(request): where a checkout may return to. */
    ownOrigin: string | null;
    /** YYYY-MM-DD, the app's clock: what the later state costs are counted from. */
    today: string;
  },
) => {
  const { db, env, stripe } = deps;
  const { body, caller } = input;
  assertOwnOrigin(body.successUrl, input.ownOrigin);
  const company = await getCurrentCompany(db, caller.userId, body.companyId ?? input.companyId);
  const formation = isFormationBasket(body.items);
  if (formation) assertFormationOpen(company);
  await assertNotOwned(db, company, body.items);
  const price = await calculatePrice(db, {
    items: body.items,
    state: company.state,
    today: input.today,
    excludeTypes: await offerExclusions(db, company, company.state),
  });
  // What the session's metadata names (a change of the company, a letter's forwarding or
  // unlock) checks the basket and may add lines (a state's fee): each area's sellable.
  const sold = await priceSellables(db, {
    companyId: company.id,
    state: company.state,
    items: body.items,
    metadata: body.metadata ?? {},
    lines: price.lineItems,
  });
  price.lineItems = [...sold.lines, ...sold.extra];
  for (const line of sold.extra) {
    if (line.kind === 'state_fee') price.stateFee += line.amount;
    price.total += line.amount;
  }
  if (body.amount !== undefined && body.amount !== price.total) {
    throw new AppError('INVALID_TRANSACTION', {
      message: 'The amount does not match the price. Please reload and try again.',
      field: 'amount',
    });
  }
  const metadata = body.metadata ?? {};
  // What is being bought, as the dialog lists it above the card form.
  const base = {
    amount: price.total,
    currency: 'USD',
    lineItems: price.lineItems.map((l) => ({ name: l.name, amount: l.amount })),
    laterStateCosts: price.laterStateCosts,
  };
  if (price.total === 0 && !formation) {
    const free = await fulfilFreeBasket(db, {
      companyId: company.id,
      userId: caller.userId,
      price,
      successUrl: body.successUrl,
      metadata,
    });
    const provider = stripe ? ('stripe' as const) : ('local' as const);
    return { ...base, ...free, clientSecret: '', provider, status: 'complete' as const };
  }
  if (formation && !price.lineItems.some((l) => l.kind === 'state_fee')) {
    throw new AppError('INCORPORATION_STATE_NOT_SPECIFIED');
  }

  const opened = stripe
    ? await createStripeSession(stripe, {
        lines: price.lineItems.map((l) => ({ name: l.name, amount: l.amount })),
        returnUrl: body.successUrl,
        metadata: Object.fromEntries(Object.entries(metadata).map(([k, v]) => [k, String(v)])),
        email: caller.email,
        companyId: company.id,
      }).then((created) => {
        // Stripe must have priced it as we did; anything else is not paid for.
        if (!created.client_secret || created.amount_total !== price.total) {
          throw new AppError('REQUEST_CANNOT_BE_PROCESSED', {
            message: 'Failed to initialize payment. Please try again.',
          });
        }
        return { id: created.id, clientSecret: created.client_secret, paymentIntentId: null };
      })
    : (() => {
        const id = localId('cs_test');
        const clientSecret = `${id}_secret_${randomBytes(18).toString('base64url')}`;
        return { id, clientSecret, paymentIntentId: localId('pi_test') };
      })();

  const record = db.transaction(async (tx) => {
    let replaced: string[] = [];
    if (formation) {
      // Under the company's lock: parallel calls leave one open session, none once paid.
      const locked = await lockCompany(tx, company.id);
      assertFormationOpen(locked);
      if (locked.state !== company.state) throw new AppError('CHECKOUT_STATE_CHANGED');
      const rows = await voidFormationSessions(tx, company.id);
      replaced = rows.filter((r) => r.provider === 'stripe').map((r) => r.id);
    }
    await insertSession(tx, {
      id: opened.id,
      companyId: company.id,
      userId: caller.userId,
      provider: stripe ? 'stripe' : 'local',
      amount: price.total,
      currency: 'USD',
      lineItems: price.lineItems,
      metadata,
      successUrl: body.successUrl,
      clientSecretHash: hashOpaqueToken(opened.clientSecret),
      paymentIntentId: opened.paymentIntentId,
      formation,
      state: formation ? company.state : null,
    });
    return replaced;
  });
  // Stripe's session for a refused one, and the ones this replaced, must not stay payable.
  const voided = await record.catch((error: unknown) => {
    if (stripe) void expireStripeSessions(stripe, [opened.id]);
    throw error;
  });
  if (stripe && voided.length > 0) void expireStripeSessions(stripe, voided);
  return {
    ...base,
    clientSecret: opened.clientSecret,
    sessionId: opened.id,
    provider: stripe ? ('stripe' as const) : ('local' as const),
    ...(stripe && env.STRIPE_PUBLISHABLE_KEY ? { publishableKey: env.STRIPE_PUBLISHABLE_KEY } : {}),
    status: 'open' as const,
  };
};
