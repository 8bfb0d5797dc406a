import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_ID,
  BOOKS,
  booksRoutes,
  overviewOf,
} from '@/features/accounting/accounting-fixtures';
import { dashboardRoutes, signIn } from '@/test/fixtures';
import { mockApi } from '@/test/mock-api';
import { bookkeepingOffer } from '@/test/offer-fixtures';
import { renderRoute } from '@/test/render-route';
import { setUpRouteTests } from '@/test/route-test-setup';

describe('/dashboard/accounting', () => {
  setUpRouteTests();

  it('tells a company not formed yet that its books open once it is formed, with its next step', async () => {
    signIn();
    const api = mockApi({
      ...dashboardRoutes(),
      [`GET ${BOOKS}/overview`]: {
        status: 409,
        message: 'Your books open once your company is formed.',
        errors: [
          { code: 'ACCOUNTING_NOT_OPEN', message: 'Your books open once your company is formed.' },
        ],
      },
    });
    renderRoute('/dashboard/accounting');
    expect(
      await screen.findByRole('heading', { name: 'Your books open once your company is formed.' }),
    ).toBeTruthy();
    // The same next step as Invoicing's (a company formed here: onboarding).
    expect(
      (await screen.findByRole('link', { name: 'Continue onboarding' })).getAttribute('href'),
    ).toBe('/dashboard/onboarding');
    expect(screen.queryByRole('tab')).toBeNull();
    // Asked once: a 409 is an answer, not a failure to retry.
    expect(api.calls.filter((c) => c.path === `${BOOKS}/overview`)).toHaveLength(1);
  });

  it('starts the books with the first account, and sells bookkeeping at its price', async () => {
    signIn();
    mockApi({
      ...booksRoutes({ accounts: [] }),
      'GET /client/company/v7/offers?moment=billing': { data: [bookkeepingOffer()] },
    });
    renderRoute('/dashboard/accounting');
    expect(
      await screen.findByRole('heading', { name: 'Add your bank account to start your books' }),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Prefer we keep your books?' })).toBeTruthy();
    expect(await screen.findByText(/\$499\.00 a year/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add bookkeeping' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: /bookkeeping plans/i })).toBeNull();
    const categorise = screen.getByRole('link', { name: 'Categorise them' });
    expect(screen.getByRole('heading', { name: '7 transactions to categorise' })).toBeTruthy();
    expect(categorise.getAttribute('href')).toBe(
      '/dashboard/accounting?tab=transactions&uncategorised=true',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Add an account' }));
    expect(await screen.findByRole('dialog', { name: 'Add an account' })).toBeTruthy();
  });

  it('says who keeps the books when bookkeeping is active, and how far they are closed', async () => {
    signIn();
    mockApi(
      booksRoutes({
        overview: overviewOf({
          uncategorised: 0,
          bookkeeping: { active: true, closedThrough: '2026-09' },
        }),
      }),
    );
    renderRoute('/dashboard/accounting');
    expect(
      await screen.findByRole('heading', { name: 'Our bookkeepers keep your books' }),
    ).toBeTruthy();
    expect(screen.getByText('Books closed through September 2026')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Every transaction is categorised' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add bookkeeping' })).toBeNull();
  });

  it('says when the first month is not closed yet', async () => {
    signIn();
    mockApi(
      booksRoutes({ overview: overviewOf({ bookkeeping: { active: true, closedThrough: null } }) }),
    );
    renderRoute('/dashboard/accounting');
    expect(await screen.findByText('First month not closed yet')).toBeTruthy();
  });

  it('moves between the tabs with the arrow keys, the tab and the account in the address', async () => {
    signIn();
    mockApi({
      ...booksRoutes(),
      [`GET ${BOOKS}/imports?accountId=${ACCOUNT_ID}`]: { data: [] },
    });
    const router = renderRoute(`/dashboard/accounting?account=${ACCOUNT_ID}`);
    const transactions = await screen.findByRole('tab', { name: 'Transactions' });
    expect(transactions.getAttribute('aria-selected')).toBe('true');
    expect(await screen.findByRole('tabpanel', { name: 'Transactions' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Import a statement' }).getAttribute('href')).toBe(
      `/dashboard/accounting/import?account=${ACCOUNT_ID}`,
    );
    fireEvent.keyDown(transactions, { key: 'ArrowRight' });
    await waitFor(() =>
      expect(router.state.location.search).toBe(`?tab=accounts&account=${ACCOUNT_ID}`),
    );
    const accounts = screen.getByRole('tab', { name: 'Accounts' });
    expect(document.activeElement).toBe(accounts);
    const panel = await screen.findByRole('tabpanel', { name: 'Accounts' });
    expect(await within(panel).findByRole('heading', { name: 'Mercury Checking' })).toBeTruthy();
    fireEvent.keyDown(accounts, { key: 'End' });
    await waitFor(() => expect(router.state.location.search).toContain('tab=rules'));
    expect(await screen.findByRole('tabpanel', { name: 'Rules' })).toBeTruthy();
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Rules' }), { key: 'ArrowLeft' });
    expect(await screen.findByRole('tabpanel', { name: 'Reports' })).toBeTruthy();
  });
});
