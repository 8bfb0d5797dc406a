/** Business constants and limits (docs/product.md § Constants), in one place for both apps. */
export const APP_VERSION = '1.0.0';

export const TIMEOUTS = {
  /** Uploads and downloads (docs/product.md § Readings). */
  longRequestMs: 300_000,
  /** Ordinary calls and the dashboard configuration's request timeout. */
  requestMs: 30_000,
} as const;

export const QUERY_DEFAULTS = {
  staleTimeMs: 5 * 60_000,
  gcTimeMs: 10 * 60_000,
  maxRetries: 2,
  refetchOnWindowFocus: false,
  authStaleTimeMs: 5 * 60_000,
  companyStaleTimeMs: 5 * 60_000,
  companyGcTimeMs: 10 * 60_000,
  companyMaxRetries: 3,
  dashboardConfigRetries: 3,
  dashboardConfigMaxBackoffMs: 30_000,
} as const;

export const TOASTS = { position: 'top-right', visible: 4, durationMs: 4000 } as const;

export const TOKEN_KEYS = { access: 'auth_token', refresh: 'refresh_token' } as const;

export const RECENT_COUNTRIES_MAX = 10;
export const QUICK_COUNTRIES = [
  'US',
  'GB',
  'CA',
  'AU',
  'DE',
  'FR',
  'IN',
  'SG',
  'NL',
  'CH',
] as const;

export const REFERRAL = { cardHeadline: 'Get $50', configText: 'EARN $500' } as const;

export const LAYOUT = {
  sidebarWidth: 280,
  wideBreakpointPx: 1024,
  mobileCutoffPx: 768,
  swipeCloseDistancePx: 50,
  notificationBadgeCap: 9,
} as const;

/** "9+" above the cap, else the number; nothing for zero. */
export const badgeText = (count: number): string =>
  count <= 0
    ? ''
    : count > LAYOUT.notificationBadgeCap
      ? `${LAYOUT.notificationBadgeCap}+`
      : String(count);

export const TIMINGS = {
  overlayStageMs: 1500,
  resultOverlayMs: 3000,
  landingRedirectMs: 500,
  trackingPixelRemovalMs: 5000,
  fontLoadingFallbackMs: 2000,
} as const;

export const BUTTON = {
  sizes: ['sm', 'md', 'lg'],
  iconSizes: { sm: 16, md: 20, lg: 24 },
  variants: ['primary', 'secondary', 'danger', 'neutral'],
  appearances: ['filled', 'outlined', 'soft', 'plain'],
  goBackText: 'GO BACK',
  continueText: 'CONTINUE',
  continueSize: { height: 53, width: 240 },
} as const;

/** Maintenance, analytics and error reporting are off by default (docs/product.md § Constants). */
export const FLAGS_DEFAULT = {
  maintenance: false,
  analytics: false,
  errorReporting: false,
} as const;
