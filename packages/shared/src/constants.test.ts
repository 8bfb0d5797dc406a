import { describe, expect, it } from 'vitest';
import {
  APP_VERSION,
  badgeText,
  BUTTON,
  LAYOUT,
  QUERY_DEFAULTS,
  QUICK_COUNTRIES,
  RECENT_COUNTRIES_MAX,
  TIMEOUTS,
  TIMINGS,
  TOASTS,
  TOKEN_KEYS,
} from './constants';

describe('the contract constants (docs/product.md § Constants)', () => {
  it('has every figure of the table', () => {
    expect(TIMEOUTS).toEqual({ longRequestMs: 300_000, requestMs: 30_000 });
    expect(QUERY_DEFAULTS.staleTimeMs).toBe(300_000);
    expect(QUERY_DEFAULTS.gcTimeMs).toBe(600_000);
    expect(QUERY_DEFAULTS.maxRetries).toBe(2);
    expect(QUERY_DEFAULTS.companyMaxRetries).toBe(3);
    expect(QUERY_DEFAULTS.dashboardConfigMaxBackoffMs).toBe(30_000);
    expect(TOASTS).toEqual({ position: 'top-right', visible: 4, durationMs: 4000 });
    expect(TOKEN_KEYS).toEqual({ access: 'auth_token', refresh: 'refresh_token' });
    expect(RECENT_COUNTRIES_MAX).toBe(10);
    expect(QUICK_COUNTRIES).toEqual(['US', 'GB', 'CA', 'AU', 'DE', 'FR', 'IN', 'SG', 'NL', 'CH']);
    expect(LAYOUT).toEqual({
      sidebarWidth: 280,
      wideBreakpointPx: 1024,
      mobileCutoffPx: 768,
      swipeCloseDistancePx: 50,
      notificationBadgeCap: 9,
    });
    expect(TIMINGS).toEqual({
      overlayStageMs: 1500,
      resultOverlayMs: 3000,
      landingRedirectMs: 500,
      trackingPixelRemovalMs: 5000,
      fontLoadingFallbackMs: 2000,
    });
    expect(APP_VERSION).toBe('1.0.0');
    expect(BUTTON.iconSizes).toEqual({ sm: 16, md: 20, lg: 24 });
    expect(BUTTON.continueSize).toEqual({ height: 53, width: 240 });
    expect([BUTTON.goBackText, BUTTON.continueText]).toEqual(['GO BACK', 'CONTINUE']);
  });

  it('caps the notification badge at 9+', () => {
    expect([0, 1, 3, 9, 10, 250].map(badgeText)).toEqual(['', '1', '3', '9', '9+', '9+']);
  });
});
