import { useDeferredValue, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { PageSkeleton } from '@/components/ui/skeleton';
import { useUser } from '@/lib/auth';

/** Dashboard pages: a skeleton while auth loads; visitors go to /login with the page. */
export const ProtectedRoute = ({ children }: { children: ReactNode }) => {
  const user = useUser();
  const location = useLocation();
  // The dashboard mounts in a background render that React splits into short slices, the
  // skeleton showing until it is done, rather than in one long task (decision 0080).
  const loading = useDeferredValue(user.isLoading);
  if (loading) return <PageSkeleton />;
  if (!user.data) {
    const from = `${location.pathname}${location.search}${location.hash}`;
    return (
      <Navigate to={`/login?redirectTo=${encodeURIComponent(from)}`} replace state={{ from }} />
    );
  }
  return children;
};
