import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { overviewOf } from '../accounting-fixtures';
import { BooksOverview } from './books-overview';

const renderOverview = (overview: ReturnType<typeof overviewOf>) =>
  render(
    <RouterProvider
      router={createMemoryRouter([
        {
          path: '/',
          element: (
            <BooksOverview overview={overview} bookkeepingOffer={{ price: null, checkout: null }} />
          ),
        },
      ])}
    />,
  );

describe('BooksOverview', () => {
  it('does not call empty books "up to date": it says there is nothing yet and where to start', () => {
    renderOverview(overviewOf({ uncategorised: 0, transactionCount: 0 }));
    expect(screen.getByRole('heading', { name: 'Nothing in your books yet' })).toBeTruthy();
    expect(screen.queryByText(/Every transaction is categorised/)).toBeNull();
    expect(screen.queryByText(/up to date/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Import a bank statement' }).getAttribute('href')).toBe(
      '/dashboard/accounting/import',
    );
  });

  it('says every transaction is categorised only when there are some', () => {
    renderOverview(overviewOf({ uncategorised: 0, transactionCount: 12 }));
    expect(screen.getByRole('heading', { name: 'Every transaction is categorised' })).toBeTruthy();
    expect(screen.getByText('Your reports are up to date.')).toBeTruthy();
  });
});
