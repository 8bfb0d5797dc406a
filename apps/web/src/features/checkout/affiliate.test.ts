import { afterEach, describe, expect, it, vi } from 'vitest';
import { bundleMetadata, reportBundledPurchase } from './affiliate';

const affiliate = { enabled: true, pixelUrl: 'https://track.example.net/p', merchantId: 'M-42' };
const session = (metadata: Record<string, unknown>) => ({
  sessionId: 'cs_1',
  amount: 45_900,
  metadata,
});

// docs/product.md § Payment flow, step 6.
describe('affiliate reporting after a bundled onboarding payment', () => {
  afterEach(() => {
    vi.useRealTimers();
    localStorage.clear();
    document.body.innerHTML = '';
  });

  it('adds the referral, visitor and session ids to a bundled checkout only', () => {
    expect(bundleMetadata(['ein'])).toEqual({});
    localStorage.setItem('affiliate_referral_id', 'ref-7');
    const meta = bundleMetadata(['company-onboarding-bundle', 'ein']);
    expect(meta).toMatchObject({ bundledOnboarding: true, affiliateReferralId: 'ref-7' });
    expect(meta.visitorId).toMatch(/^[0-9a-f-]{36}$/);
    expect(bundleMetadata(['company-onboarding-bundle']).visitorId).toBe(meta.visitorId);
  });

  it('sends the pixel with the amount in major units and removes it after 5 s', () => {
    vi.useFakeTimers();
    const pixel = reportBundledPurchase(session({ bundledOnboarding: true }), affiliate, 'a@b.co');
    const url = new URL(pixel!.src);
    expect(url.origin + url.pathname).toBe('https://track.example.net/p');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      merchant: 'M-42',
      transaction: 'cs_1',
      event: 'sale',
      amount: '459.00',
    });
    expect(document.body.contains(pixel)).toBe(true);
    vi.advanceTimersByTime(5000);
    expect(document.body.contains(pixel)).toBe(false);
  });

  it('reports a conversion with the e-mail when a referral exists', () => {
    const pixel = reportBundledPurchase(
      session({ bundledOnboarding: true, affiliateReferralId: 'ref-7' }),
      affiliate,
      'founder@example.com',
    );
    const params = new URL(pixel!.src).searchParams;
    expect(params.get('event')).toBe('conversion');
    expect(params.get('email')).toBe('founder@example.com');
    expect(params.get('amount')).toBeNull();
  });

  it('does nothing without an affiliate network or for other purchases', () => {
    const off = { enabled: false, pixelUrl: null, merchantId: null };
    expect(reportBundledPurchase(session({ bundledOnboarding: true }), off, null)).toBeNull();
    expect(reportBundledPurchase(session({}), affiliate, null)).toBeNull();
    expect(document.querySelectorAll('img')).toHaveLength(0);
  });
});
