import { TIMINGS } from '@charterline/shared/constants';
import type { TDashboardConfig } from '@charterline/shared/schemas/dashboard-config';

/** The product keys of the bundled company onboarding offer. */
export const BUNDLED_ONBOARDING_KEYS = ['company-onboarding-bundle', 'company-onboarding-split'];

const read = (storage: Storage, key: string): string | null => {
  try {
    return storage.getItem(key);
  } catch {
    return null;
  }
};

const visitorId = (): string => {
  const known = read(window.localStorage, 'analytics_visitor_id');
  if (known) return known;
  const id = crypto.randomUUID();
  window.localStorage.setItem('analytics_visitor_id', id);
  return id;
};

/**
 * With the bundled onboarding product among the items (docs/product.md § Calls), the checkout
 * metadata carries the affiliate referral id, the analytics visitor id and session id.
 */
export const bundleMetadata = (items: readonly string[]): Record<string, string | boolean> => {
  if (!items.some((i) => BUNDLED_ONBOARDING_KEYS.includes(i))) return {};
  const referral = read(window.localStorage, 'affiliate_referral_id');
  const session = read(window.sessionStorage, 'analytics_session_id');
  return {
    bundledOnboarding: true,
    visitorId: visitorId(),
    ...(referral ? { affiliateReferralId: referral } : {}),
    ...(session ? { analyticsSessionId: session } : {}),
  };
};

/**
 * After a successful bundled onboarding payment (docs/product.md § Payment flow, step 6):
 * without a referral, a
 * tracking pixel (amount in major units, transaction reference, merchant id) removed after
 * 5 s; with one, a conversion event with the customer's e-mail. Nothing when no affiliate
 * network is configured.
 */
export const reportBundledPurchase = (
  session: { sessionId: string; amount: number; metadata: Record<string, unknown> },
  affiliate: TDashboardConfig['affiliate'],
  customerEmail: string | null,
): HTMLImageElement | null => {
  if (!affiliate.enabled || !affiliate.pixelUrl || !affiliate.merchantId) return null;
  if (session.metadata.bundledOnboarding !== true) return null;
  const url = new URL(affiliate.pixelUrl);
  url.searchParams.set('merchant', affiliate.merchantId);
  url.searchParams.set('transaction', session.sessionId);
  const referral = session.metadata.affiliateReferralId;
  if (typeof referral === 'string' && referral) {
    url.searchParams.set('event', 'conversion');
    url.searchParams.set('referral', referral);
    if (customerEmail) url.searchParams.set('email', customerEmail);
  } else {
    url.searchParams.set('event', 'sale');
    url.searchParams.set('amount', (session.amount / 100).toFixed(2));
  }
  const pixel = document.createElement('img');
  pixel.src = url.toString();
  pixel.width = 1;
  pixel.height = 1;
  pixel.alt = '';
  pixel.style.position = 'absolute';
  pixel.style.left = '-9999px';
  document.body.appendChild(pixel);
  window.setTimeout(() => pixel.remove(), TIMINGS.trackingPixelRemovalMs);
  return pixel;
};
