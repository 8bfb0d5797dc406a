import { describe, expect, it } from 'vitest';
import { decideLandingRedirect, sameSitePath, SERVICE_LANDING_PATHS } from './landing-redirect';

const ownHosts = ['charterline.com', 'localhost'];
const decide = (search: string, extra: Partial<Parameters<typeof decideLandingRedirect>[0]> = {}) =>
  decideLandingRedirect({ search, ownHosts, ...extra });

describe('landing redirect decision (docs/product.md § Landing decision)', () => {
  it('1. goes to a same-site redirect_to with view (default dashboard) and the UTM', () => {
    expect(decide('?redirect_to=/dashboard/billing')).toBe('/dashboard/billing?view=dashboard');
    expect(decide('?redirect_to=%2Fdashboard%2Fhome&view=billing&utm_source=x&utm_medium=y')).toBe(
      '/dashboard/home?view=billing&utm_source=x&utm_medium=y',
    );
    expect(decide('?redirect_to=/a?b=1#h')).toBe('/a?b=1&view=dashboard#h');
  });

  it.each([
    '//evil.com',
    '/\\evil.com',
    '\\\\evil.com',
    'javascript:alert(1)',
    'https://evil.com/x',
    '%2F%2Fevil.com',
    '/%2F/evil.com',
    '/%5Cevil.com',
    '/\tevil',
    ' /dashboard',
    'evil.com',
    '%E0%A4%A',
  ])('ignores the hostile redirect_to %j and falls through', (target) => {
    expect(sameSitePath(target)).toBeNull();
    expect(decide(`?${new URLSearchParams({ redirect_to: target })}`)).toBe('/signup');
  });

  it('2. a referrer from our own hosts on a service landing path picks that service', () => {
    expect(decide('', { documentReferrer: 'https://charterline.com/bookkeeping/' })).toBe(
      '/signup/create-account?service=bookkeeping',
    );
    expect(decide('?ref=https://www.charterline.com/boi&utm_campaign=c')).toBe(
      '/signup/create-account?service=boi&utm_campaign=c',
    );
    expect(decide('?referrer=http://localhost/llc-formation')).toBe(
      '/signup/create-account?service=formation',
    );
    expect(decide('', { stateReferrer: 'https://charterline.com/bank-account' })).toBe(
      '/signup/create-account?service=bank-account',
    );
    // Not ours, not a service path, not a URL, not http(s): ignored.
    expect(decide('', { documentReferrer: 'https://evilcharterline.com/boi' })).toBe('/signup');
    expect(decide('', { documentReferrer: 'https://charterline.com/pricing' })).toBe('/signup');
    expect(decide('', { documentReferrer: 'not a url' })).toBe('/signup');
    expect(decide('', { stateReferrer: { href: 'x' } })).toBe('/signup');
    expect(decide('?ref=javascript://charterline.com/boi')).toBe('/signup');
    for (const [path, key] of Object.entries(SERVICE_LANDING_PATHS)) {
      expect(decide('', { documentReferrer: `https://charterline.com${path}` })).toBe(
        `/signup/create-account?service=${key}`,
      );
    }
  });

  it('3. a known service parameter; an unknown one is ignored', () => {
    expect(decide('?service=formation&utm_term=t')).toBe(
      '/signup/create-account?service=formation&utm_term=t',
    );
    expect(decide('?service=__proto__')).toBe('/signup');
    expect(decide('?service=unknown')).toBe('/signup');
  });

  it('4. defaults to /signup with every UTM parameter carried', () => {
    expect(decide('')).toBe('/signup');
    expect(
      decide('?utm_source=s&utm_medium=m&utm_campaign=c&utm_term=t&utm_content=x&other=1'),
    ).toBe('/signup?utm_source=s&utm_medium=m&utm_campaign=c&utm_term=t&utm_content=x');
  });
});
