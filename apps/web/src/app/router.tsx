import { createBrowserRouter, Navigate, Outlet, RouterProvider } from 'react-router';
import { SESSION_EXPIRED_TEXT } from '@charterline/shared/error-display';
import { PageSkeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/toast';
import { setSessionExpiredHandler } from '@/lib/api-client';
import { ProtectedRoute } from '@/lib/auth';
import { queryClient } from '@/lib/query-client';
import { tokenStorage } from '@/lib/storage';
import { CreateAccountRoute } from './routes/auth/create-account';
import { ForgotPasswordRoute } from './routes/auth/forgot-password';
import { LoginRoute } from './routes/auth/login';
import { QuestionsRoute } from './routes/auth/questions';
import { ResetPasswordRoute } from './routes/auth/reset-password';
import { SignupRoute } from './routes/auth/signup';
import { WelcomeRoute } from './routes/welcome';

const router = createBrowserRouter([
  { path: '/', element: <WelcomeRoute /> },
  { path: '/login', element: <LoginRoute /> },
  { path: '/signup', element: <SignupRoute /> },
  { path: '/signup/new-business/questions', element: <QuestionsRoute businessType="NEW" /> },
  {
    path: '/signup/existing-business/questions',
    element: <QuestionsRoute businessType="EXISTING" />,
  },
  { path: '/signup/create-account', element: <CreateAccountRoute /> },
  { path: '/forgot-password', element: <ForgotPasswordRoute /> },
  { path: '/reset-password', element: <ResetPasswordRoute /> },
  {
    path: '/dashboard',
    element: (
      <ProtectedRoute>
        <Outlet />
      </ProtectedRoute>
    ),
    hydrateFallbackElement: <PageSkeleton />,
    children: [
      {
        lazy: async () => ({
          Component: (await import('@/components/layouts/dashboard-layout')).DashboardLayout,
        }),
        children: [
          { index: true, element: <Navigate to="/dashboard/home" replace /> },
          {
            path: 'home',
            lazy: async () => ({ Component: (await import('./routes/dashboard/home')).HomeRoute }),
          },
        ],
      },
    ],
  },
  { path: '*', element: <Navigate to="/" replace /> },
]);

// SPEC.md 4: a 401 the refresh could not cure ends the session and returns to /login.
setSessionExpiredHandler(() => {
  tokenStorage.clear();
  queryClient.clear();
  toast.error(SESSION_EXPIRED_TEXT, { id: SESSION_EXPIRED_TEXT });
  const { pathname, search } = window.location;
  if (pathname !== '/login') {
    void router.navigate(`/login?redirectTo=${encodeURIComponent(`${pathname}${search}`)}`, {
      replace: true,
    });
  }
});

export const AppRouter = () => <RouterProvider router={router} />;
