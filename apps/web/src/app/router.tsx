import {
  createBrowserRouter,
  Navigate,
  Outlet,
  RouterProvider,
  type RouteObject,
} from 'react-router';
import { SESSION_EXPIRED_TEXT } from '@charterline/shared/error-display';
import { AppErrorScreen } from '@/components/errors/app-error-screen';
import { PageSkeleton } from '@/components/ui/skeleton';
import { toast } from '@/lib/toast';
import { maintenanceMode } from '@/config/env';
import { setSessionExpiredHandler } from '@/lib/api-client';
import { userQueryOptions } from '@/lib/auth';
import { queryClient } from '@/lib/query-client';
import { tokenStorage } from '@/lib/storage';
import { ProtectedRoute } from './protected-route';
import { VisitorsOnly } from './visitors-only';
import { LoginRoute } from './routes/auth/login';
import { LandingRoute } from './routes/landing';
import { MaintenanceRoute } from './routes/maintenance';

// Every dashboard page is its own chunk, loaded when first visited.
const page = (load: () => Promise<{ Component: React.ComponentType }>) => ({
  lazy: async () => ({ Component: (await load()).Component }),
});

const dashboardPages: RouteObject[] = [
  { index: true, element: <Navigate to="/dashboard/home" replace /> },
  { path: 'home', ...page(() => import('./routes/dashboard/home')) },
  { path: 'invoicing', ...page(() => import('./routes/dashboard/invoicing')) },
  { path: 'invoicing/:id', ...page(() => import('./routes/dashboard/invoicing-invoice')) },
  { path: 'invoicing/new', ...page(() => import('./routes/dashboard/invoicing-editor')) },
  { path: 'invoicing/:id/edit', ...page(() => import('./routes/dashboard/invoicing-editor')) },
  { path: 'billing', ...page(() => import('./routes/dashboard/billing/billing')) },
  { path: 'billing/checkout', ...page(() => import('./routes/dashboard/billing/checkout')) },
  { path: 'billing/success', ...page(() => import('./routes/dashboard/billing/success')) },
  { path: 'billing/cancel', ...page(() => import('./routes/dashboard/billing/cancel')) },
  { path: 'billing/offer/:productKey', ...page(() => import('./routes/dashboard/billing/offer')) },
  { path: 'services', ...page(() => import('./routes/dashboard/services/services')) },
  { path: 'services/:id', ...page(() => import('./routes/dashboard/services/service')) },
  {
    path: 'test/integrations',
    ...page(() => import('./routes/dashboard/billing/test-integrations')),
  },
  { path: 'accounting', ...page(() => import('./routes/dashboard/accounting')) },
  { path: 'accounting/import', ...page(() => import('./routes/dashboard/accounting-import')) },
  { path: 'compliance', ...page(() => import('./routes/dashboard/compliance')) },
  { path: 'llc-management', ...page(() => import('./routes/dashboard/llc-management')) },
  { path: 'communication', ...page(() => import('./routes/dashboard/communication')) },
  { path: 'support', ...page(() => import('./routes/dashboard/support')) },
  { path: 'notifications', ...page(() => import('./routes/dashboard/notifications')) },
  { path: 'profile', ...page(() => import('./routes/dashboard/profile')) },
  { path: 'test-scroll', ...page(() => import('./routes/dashboard/test-scroll')) },
  { path: 'onboarding', ...page(() => import('./routes/dashboard/onboarding/index')) },
  {
    path: 'onboarding/bring-your-llc',
    ...page(() => import('./routes/dashboard/onboarding/bring-your-llc')),
  },
  {
    path: 'onboarding/:phase',
    element: <Navigate to="step-1" replace />,
  },
  { path: 'onboarding/:phase/:step', ...page(() => import('./routes/dashboard/onboarding/step')) },
];

const design = async () => import('./routes/design/design');

// The log-in page is in the first download (a returning founder's page, within its budget);
// the other public pages load when visited, so their form libraries stay out of it.
const questions = (businessType: 'NEW' | 'EXISTING') => ({
  lazy: async () => {
    const { QuestionsRoute } = await import('./routes/auth/questions');
    return { Component: () => <QuestionsRoute businessType={businessType} /> };
  },
});

// Pages for visitors: a signed-in customer goes to the dashboard instead (issue 17).
const visitorRoutes: RouteObject[] = [
  { path: '/', element: <LandingRoute /> },
  { path: '/login', element: <LoginRoute /> },
  {
    path: '/signup',
    ...page(async () => ({ Component: (await import('./routes/auth/signup')).SignupRoute })),
  },
  { path: '/signup/new-business/questions', ...questions('NEW') },
  { path: '/signup/existing-business/questions', ...questions('EXISTING') },
  {
    path: '/signup/create-account',
    ...page(async () => ({
      Component: (await import('./routes/auth/create-account')).CreateAccountRoute,
    })),
  },
  { path: '*', element: <Navigate to="/" replace /> },
];

const appRoutes: RouteObject[] = [
  { element: <VisitorsOnly />, children: visitorRoutes },
  {
    path: '/forgot-password',
    ...page(async () => ({
      Component: (await import('./routes/auth/forgot-password')).ForgotPasswordRoute,
    })),
  },
  {
    path: '/reset-password',
    ...page(async () => ({
      Component: (await import('./routes/auth/reset-password')).ResetPasswordRoute,
    })),
  },
  {
    path: '/confirm-email',
    ...page(async () => ({
      Component: (await import('./routes/auth/confirm-email')).ConfirmEmailRoute,
    })),
  },
  { path: '/maintenance', element: <Navigate to="/" replace /> },
  // A share link: opened by anyone with it, signed in or not (issue 20).
  {
    path: '/shared/:token',
    ...page(async () => ({ Component: (await import('./routes/shared')).SharedRoute })),
  },
  // An invoice's payment link: the LLC's customer opens it, signed in or not (issue 21).
  {
    path: '/invoice/:token',
    ...page(async () => ({
      Component: (await import('./routes/invoice-public')).InvoicePublicRoute,
    })),
  },
  {
    path: '/design',
    lazy: async () => ({ Component: (await design()).Component }),
    children: [
      { index: true, lazy: async () => ({ Component: (await design()).DesignIndex }) },
      { path: 'tokens', lazy: async () => ({ Component: (await design()).DesignTokens }) },
      { path: 'icons', lazy: async () => ({ Component: (await design()).DesignIcons }) },
      { path: 'components', lazy: async () => ({ Component: (await design()).DesignComponents }) },
      {
        path: 'components/:category',
        lazy: async () => ({ Component: (await design()).DesignCategory }),
      },
    ],
  },
  {
    path: '/dashboard',
    // Who is signed in is asked while the dashboard's code downloads, not after (0080).
    loader: () => {
      if (tokenStorage.getAccessToken()) void queryClient.prefetchQuery(userQueryOptions());
      return null;
    },
    element: (
      <ProtectedRoute>
        <Outlet />
      </ProtectedRoute>
    ),
    children: [
      {
        lazy: async () => {
          const layout = await import('./routes/dashboard/dashboard-layout');
          return { Component: layout.DashboardLayout, loader: layout.prefetchShellData };
        },
        children: dashboardPages,
      },
    ],
  },
];

// With maintenance on, every path but /maintenance goes there; off, it goes to /
// (docs/product.md § Routes).
const maintenanceRoutes: RouteObject[] = [
  { path: '/maintenance', element: <MaintenanceRoute /> },
  { path: '*', element: <Navigate to="/maintenance" replace /> },
];

export const createAppRouter = (maintenance: boolean) =>
  createBrowserRouter([
    {
      errorElement: <AppErrorScreen />,
      hydrateFallbackElement: <PageSkeleton />,
      children: maintenance ? maintenanceRoutes : appRoutes,
    },
  ]);

const router = createAppRouter(maintenanceMode());

// A 401 the refresh could not cure ends the session and returns to /login
// (docs/product.md § Accounts and sessions).
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
