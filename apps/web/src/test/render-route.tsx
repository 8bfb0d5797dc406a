import { render, screen } from '@testing-library/react';
import { RouterProvider } from 'react-router';
import { expect } from 'vitest';
import { AppProvider } from '@/app/provider';
import { createAppRouter } from '@/app/router';
import { ME } from './fixtures';

/** The app as the browser runs it (real router, real query client) at one address. */
export const renderRoute = (path: string) => {
  window.history.replaceState(null, '', path);
  const router = createAppRouter(false);
  render(
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return router;
};

/** The signed-in customer is on the dashboard's home page, greeted by name. */
export const expectSignedInHome = async (router: ReturnType<typeof renderRoute>) => {
  expect(await screen.findByRole('heading', { name: `Welcome, ${ME.firstName}` })).toBeTruthy();
  expect(router.state.location.pathname).toBe('/dashboard/home');
};
