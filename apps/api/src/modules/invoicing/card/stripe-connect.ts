import type { TDatabase } from '../../../db/client';
import { invoiceSettings } from '../../../db/schema';
import { AppError } from '../../../lib/app-error';
import { callStripe, createStripeClient } from '../../payments';
import { loadSeller, loadSettings } from '../pdf/invoice-document';
import type { TPayEnv } from './pay-invoice';

/** Initials of the company name's words (letters only, up to 4); none → INV. */
export const initialsOf = (legalName: string): string =>
  legalName
    .replace(/\b(LLC|L\.L\.C\.)$/i, '')
    .split(/\s+/)
    .map((w) => w.replace(/[^A-Za-z]/g, '')[0] ?? '')
    .join('')
    .slice(0, 4)
    .toUpperCase() || 'INV';

/**
 * Stripe Connect (decision 0142): the LLC gets an Express account (made once, kept in its
 * invoice settings) and a fresh onboarding link to Stripe's hosted form; its payers' card
 * payments are destination charges to that account.
 */
export const connectStripeAccount = async (
  db: TDatabase,
  companyId: string,
  env: Omit<TPayEnv, 'STRIPE_PUBLISHABLE_KEY'>,
): Promise<{ url: string; accountId: string }> => {
  const stripe = env.PAYMENT_PROVIDER === 'stripe' ? createStripeClient(env) : null;
  if (!stripe) {
    throw new AppError('CARD_PAYMENTS_OFF', {
      message: 'Card payments use the test provider here: there is no Stripe account to connect.',
    });
  }
  const [seller, settings] = await Promise.all([
    loadSeller(db, companyId, null),
    loadSettings(db, companyId),
  ]);
  let accountId = settings?.stripeAccountId ?? null;
  if (!accountId) {
    const account = await callStripe(() =>
      stripe.accounts.create({
        type: 'express',
        email: seller.email ?? seller.owner.email,
        business_type: 'company',
        company: { name: seller.legalName },
        capabilities: { card_payments: { requested: true }, transfers: { requested: true } },
        metadata: { companyId },
      }),
    );
    accountId = account.id;
    await db
      .insert(invoiceSettings)
      .values({ companyId, prefix: initialsOf(seller.legalName), stripeAccountId: accountId })
      .onConflictDoUpdate({
        target: invoiceSettings.companyId,
        set: { stripeAccountId: accountId },
      });
  }
  const settingsPage = `${env.PUBLIC_URL.replace(/\/+$/, '')}/dashboard/invoicing?tab=settings`;
  const link = await callStripe(() =>
    stripe.accountLinks.create({
      account: accountId,
      type: 'account_onboarding',
      refresh_url: `${settingsPage}&stripe=refresh`,
      return_url: `${settingsPage}&stripe=return`,
    }),
  );
  return { url: link.url, accountId };
};
