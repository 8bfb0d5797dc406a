import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { Toaster } from '@/components/ui/toast';
import { queryClient } from '@/lib/query-client';

/**
 * A feature's panel under a memory router at `entry`, with the app's providers (features do
 * not import app/): the real query client and the toaster. The test reads the router's URL.
 */
export const renderInRouter = (routes: RouteObject[], entry: string) => {
  const router = createMemoryRouter(routes, { initialEntries: [entry] });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
  return router;
};
