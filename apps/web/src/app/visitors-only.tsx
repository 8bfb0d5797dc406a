import { Navigate, Outlet, useSearchParams } from 'react-router';
import { safeRedirectTarget } from '@/lib/auth';
import { tokenStorage } from '@/lib/storage';

/**
 * Issue 17: a signed-in customer who opens /, /login, a sign-up page or an unknown address
 * goes to the dashboard (or to the page a redirectTo names); visitors see the page. A stored
 * token that no longer works ends on the dashboard's 401, which clears it and opens /login.
 */
export const VisitorsOnly = () => {
  const [params] = useSearchParams();
  if (!tokenStorage.getAccessToken()) return <Outlet />;
  const target = params.get('redirectTo') ?? params.get('redirect_to');
  return <Navigate to={safeRedirectTarget(target)} replace />;
};
