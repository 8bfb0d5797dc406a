import type { TEnv } from '../../config/env';
import type { TDatabase } from '../../db/client';
import { chargerForProvider, createStripeClient } from '../payments';
import { sweepSubscriptions, type TSweepDeps } from './sweep';

type TConfig = Pick<
  TEnv,
  'PAYMENT_PROVIDER' | 'STRIPE_SECRET_KEY' | 'STRIPE_API_BASE' | 'STRIPE_TIMEOUT_MS'
>;

/** The charger of the configured provider (PAYMENT_PROVIDER), as checkout picks it. */
export const configuredCharger = (config: TConfig) =>
  chargerForProvider(config.PAYMENT_PROVIDER === 'stripe' ? createStripeClient(config) : null);

/**
 * What the job runtime runs on its schedule (the lead registers it as a recurring job):
 * one sweep at `now` with the configured provider. Safe to run on every instance at once.
 */
export const runSubscriptionSweep = (
  app: { db: TDatabase; config: TConfig; log?: TSweepDeps['log'] },
  now: Date,
) =>
  sweepSubscriptions(app.db, now, {
    chargerFor: configuredCharger(app.config),
    ...(app.log ? { log: app.log } : {}),
  });
