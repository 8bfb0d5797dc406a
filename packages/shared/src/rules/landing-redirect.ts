import { isServiceKey, type TServiceKey } from '../services';

/** The UTM parameters every landing decision carries along (docs/product.md § Landing decision). */
export const UTM_PARAMS = [
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
] as const;

/** Marketing-site paths that stand for a service (referrer branch of the decision). */
export const SERVICE_LANDING_PATHS: Record<string, TServiceKey> = {
  '/formation': 'formation',
  '/llc-formation': 'formation',
  '/company-formation': 'company-formation',
  '/bookkeeping': 'bookkeeping',
  '/federal-tax': 'federal-tax',
  '/mailing-address': 'mailing-address',
  '/operating-agreement': 'operating-agreement',
  '/invoicing': 'invoicing',
  '/phone-number': 'phone-number',
  '/boi': 'boi',
  '/bank-account': 'bank-account',
};

export type TLandingInput = {
  /** The query string of the landing address (with or without "?"). */
  search: string;
  /** document.referrer ("" when none). */
  documentReferrer?: string;
  /** A referrer handed over in the router's navigation state. */
  stateReferrer?: unknown;
  /** Host names that are ours (the portal and the marketing site). */
  ownHosts: readonly string[];
};

const SAME_SITE_BASE = 'https://portal.invalid';

/**
 * A redirect target is a same-site path: one leading "/", not "//", no backslash or control
 * characters (browsers read "/\evil.com" as "//evil.com"), and it parses as a URL that stays
 * on our origin. Returns the normalised path or null.
 */
export const sameSitePath = (value: string | null | undefined): string | null => {
  if (!value) return null;
  let decoded = value;
  try {
    decoded = decodeURIComponent(value);
  } catch {
    return null;
  }
  for (const candidate of [value, decoded]) {
    if (!candidate.startsWith('/') || candidate.startsWith('//')) return null;
    // eslint-disable-next-line no-control-regex
    if (/[\\\u0000-\u001f\u007f]/.test(candidate)) return null;
  }
  try {
    const url = new URL(value, SAME_SITE_BASE);
    if (url.origin !== SAME_SITE_BASE) return null;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
};

const withParams = (path: string, extra: URLSearchParams): string => {
  const url = new URL(path, SAME_SITE_BASE);
  for (const [key, value] of extra) url.searchParams.set(key, value);
  return `${url.pathname}${url.search}${url.hash}`;
};

const utmOf = (params: URLSearchParams): URLSearchParams => {
  const utm = new URLSearchParams();
  for (const key of UTM_PARAMS) {
    const value = params.get(key);
    if (value) utm.set(key, value);
  }
  return utm;
};

/** The service a referrer from one of our hosts points at, from its path. */
const serviceFromReferrer = (
  referrer: unknown,
  ownHosts: readonly string[],
): TServiceKey | null => {
  if (typeof referrer !== 'string' || referrer === '') return null;
  let url: URL;
  try {
    url = new URL(referrer);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const host = url.hostname.toLowerCase();
  const ours = ownHosts.some(
    (h) => host === h.toLowerCase() || host.endsWith(`.${h.toLowerCase()}`),
  );
  if (!ours) return null;
  const path = url.pathname.replace(/\/+$/, '').toLowerCase() || '/';
  return SERVICE_LANDING_PATHS[path] ?? null;
};

/**
 * The landing decision (docs/product.md § Landing decision), in order: a same-site redirect_to
 * (with view, default "dashboard"); a referrer from our own hosts whose path is a service landing path; a known
 * service parameter; else /signup. UTM parameters ride along in every branch.
 */
export const decideLandingRedirect = (input: TLandingInput): string => {
  const params = new URLSearchParams(input.search);
  const utm = utmOf(params);

  const target = sameSitePath(params.get('redirect_to'));
  if (target) {
    const extra = new URLSearchParams({ view: params.get('view') || 'dashboard' });
    for (const [k, v] of utm) extra.set(k, v);
    return withParams(target, extra);
  }

  const referrers = [
    input.documentReferrer,
    params.get('ref'),
    params.get('referrer'),
    input.stateReferrer,
  ];
  for (const referrer of referrers) {
    const service = serviceFromReferrer(referrer, input.ownHosts);
    if (service)
      return withParams(
        '/signup/create-account',
        new URLSearchParams([['service', service], ...utm]),
      );
  }

  const service = params.get('service');
  if (isServiceKey(service)) {
    return withParams(
      '/signup/create-account',
      new URLSearchParams([['service', service], ...utm]),
    );
  }
  return withParams('/signup', utm);
};
