import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { TIMINGS } from '@charterline/shared/constants';
import { decideLandingRedirect } from '@charterline/shared/rules/landing-redirect';
import { usePageTitle } from '@/lib/use-page-title';

// Our own hosts: this portal and the marketing site whose pages link to sign-up.
const OWN_HOSTS = ['charterline.com'];

/** `/`: says where it is going, then after 500 ms replaces itself with the decision. */
export const LandingRoute = () => {
  usePageTitle('Welcome');
  const navigate = useNavigate();
  const location = useLocation();
  useEffect(() => {
    const timer = window.setTimeout(() => {
      const target = decideLandingRedirect({
        search: location.search,
        documentReferrer: document.referrer,
        stateReferrer: (location.state as { referrer?: unknown } | null)?.referrer,
        ownHosts: [...OWN_HOSTS, window.location.hostname],
      });
      void navigate(target, { replace: true });
    }, TIMINGS.landingRedirectMs);
    return () => window.clearTimeout(timer);
  }, [location.search, location.state, navigate]);
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-4 bg-brand-50 px-6">
      <span
        aria-hidden="true"
        className="size-10 animate-spin rounded-full border-4 border-brand-200 border-t-brand-700"
      />
      <p role="status" className="text-base font-medium text-slate-700">
        Redirecting you to the right place...
      </p>
    </main>
  );
};
