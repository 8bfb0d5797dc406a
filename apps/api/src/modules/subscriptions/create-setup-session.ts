import type { TEnv } from '../../config/env';
import { AppError } from '../../lib/app-error';
import { getCurrentCompany } from '../companies';
import { assertOwnOrigin, findCurrentPaymentMethod, createStripeSetupSession } from '../payments';
import type { TPaymentMethodDeps } from './payment-method';

/**
 * Stripe's "change card": an embedded Checkout session in setup mode for the company's
 * Customer (its current card's, or a new one). The webhook saves the card it collects and
 * charges past-due renewals to it. The local provider changes cards with its own form.
 */
export const createSetupSession = async (
  deps: TPaymentMethodDeps & { env: TEnv },
  input: {
    userId: string;
    companyId: string | null;
    email: string;
    returnUrl: string;
    ownOrigin: string | null;
  },
) => {
  const company = await getCurrentCompany(deps.db, input.userId, input.companyId);
  const { stripe, env } = deps;
  if (!stripe) {
    throw new AppError('REQUEST_CANNOT_BE_PROCESSED', {
      message: 'This server uses the test card form to change cards.',
    });
  }
  assertOwnOrigin(input.returnUrl, input.ownOrigin);
  const current = await findCurrentPaymentMethod(deps.db, company.id);
  const session = await createStripeSetupSession(stripe, {
    returnUrl: input.returnUrl,
    email: input.email,
    companyId: company.id,
    customerId: current?.provider === 'stripe' ? current.providerCustomer : null,
  });
  if (!session.client_secret) {
    throw new AppError('REQUEST_CANNOT_BE_PROCESSED', {
      message: 'Failed to initialize the card form. Please try again.',
    });
  }
  return {
    clientSecret: session.client_secret,
    sessionId: session.id,
    provider: 'stripe' as const,
    ...(env.STRIPE_PUBLISHABLE_KEY ? { publishableKey: env.STRIPE_PUBLISHABLE_KEY } : {}),
  };
};
