import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signIn } from '@/test/fixtures';
import { mockApi } from '@/test/mock-api';
import { renderRoute } from '@/test/render-route';
import { setUpRouteTests } from '@/test/route-test-setup';
import {
  ACCOUNT_ID,
  accountOf,
  BOOKS,
  booksRoutes,
  DONE_REPORT,
  IMPORT_ID,
  importOf,
} from '../accounting-fixtures';

const IMPORTS = `${BOOKS}/imports?accountId=${ACCOUNT_ID}`;
const CARD_ID = '0b9c8d7e-6f5a-4b3c-8d2e-1f0a9b8c7d6e';

describe('Accounting › Accounts', () => {
  setUpRouteTests();

  it('checks the new account in the dialog, then adds it (a card owing money opens negative)', async () => {
    signIn();
    const api = mockApi({
      ...booksRoutes(),
      [`GET ${IMPORTS}`]: { data: [] },
      [`POST ${BOOKS}/accounts`]: (body) => ({
        data: accountOf({
          id: CARD_ID,
          ...(body as object),
          balance: -50_000,
          transactionCount: 0,
        }),
      }),
    });
    renderRoute('/dashboard/accounting?tab=accounts');
    fireEvent.click(await screen.findByRole('button', { name: 'Add an account' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add an account' }));
    fireEvent.change(dialog.getByLabelText('Opening balance'), { target: { value: '12,34.5x' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Add account' }));
    expect(await dialog.findByText('Name the account, e.g. Mercury Checking')).toBeTruthy();
    expect(dialog.getByText(/Enter an amount like \$1,234\.50/)).toBeTruthy();
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);

    fireEvent.change(dialog.getByLabelText('Account name'), { target: { value: 'Amex Business' } });
    fireEvent.change(dialog.getByLabelText('Kind'), { target: { value: 'card' } });
    fireEvent.change(dialog.getByLabelText('Last 4 digits (optional)'), {
      target: { value: '9876' },
    });
    fireEvent.change(dialog.getByLabelText('Currency'), { target: { value: 'EUR' } });
    fireEvent.change(dialog.getByLabelText('Opening balance'), { target: { value: '-500' } });
    fireEvent.change(dialog.getByLabelText('Opening date'), { target: { value: '2026-10-01' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Add account' }));
    const posted = () => api.calls.find((c) => c.method === 'POST');
    await waitFor(() => expect(posted()).toBeTruthy());
    expect(posted()?.body).toEqual({
      name: 'Amex Business',
      kind: 'card',
      institution: null,
      last4: '9876',
      currency: 'EUR',
      openingBalance: -50_000,
      openingDate: '2026-10-01',
    });
    expect(await screen.findByText('Amex Business added to your books')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows an account with its imports; Delete refused shows the reason by the button', async () => {
    signIn();
    mockApi({
      ...booksRoutes(),
      [`GET ${IMPORTS}`]: { data: [importOf({ status: 'done', report: DONE_REPORT })] },
      [`DELETE ${BOOKS}/accounts/${ACCOUNT_ID}`]: {
        status: 409,
        message: 'This account has transactions: archive it instead.',
        errors: [
          {
            code: 'ACCOUNT_NOT_EMPTY',
            message: 'This account has transactions: archive it instead.',
          },
        ],
      },
    });
    renderRoute('/dashboard/accounting?tab=accounts');
    const card = within(await screen.findByRole('article', { name: 'Mercury Checking' }));
    expect(card.getByText('Bank account · Mercury · ••1234 · USD')).toBeTruthy();
    expect(card.getByText('$12,500.00')).toBeTruthy();
    expect(card.getByText('20 Nov 2026')).toBeTruthy();
    expect(
      card
        .getByRole('link', { name: 'Import a statement into Mercury Checking' })
        .getAttribute('href'),
    ).toBe(`/dashboard/accounting/import?account=${ACCOUNT_ID}`);
    const history = within(
      await card.findByRole('list', { name: 'Statements imported into Mercury Checking' }),
    );
    expect(history.getByText('mercury-nov.csv')).toBeTruthy();
    expect(history.getByText('38 added · 12 duplicates · 1 unreadable')).toBeTruthy();

    fireEvent.click(card.getByRole('button', { name: 'Delete Mercury Checking' }));
    const confirm = within(await screen.findByRole('dialog', { name: 'Delete this account?' }));
    fireEvent.click(confirm.getByRole('button', { name: 'Delete account' }));
    expect(
      await card.findByText('This account has transactions: archive it instead.'),
    ).toBeTruthy();
  });

  it('undoes an import after asking, and says how many transactions went', async () => {
    signIn();
    const api = mockApi({
      ...booksRoutes(),
      [`GET ${IMPORTS}`]: { data: [importOf({ status: 'done', report: DONE_REPORT })] },
      [`POST ${BOOKS}/imports/${IMPORT_ID}/undo`]: {
        data: importOf({ status: 'undone', report: { ...DONE_REPORT, removed: 38 } }),
      },
    });
    renderRoute('/dashboard/accounting?tab=accounts');
    fireEvent.click(await screen.findByRole('button', { name: 'Undo import of mercury-nov.csv' }));
    const confirm = within(await screen.findByRole('dialog', { name: 'Undo this import?' }));
    expect(
      confirm.getByText('Undo this import? Its 38 transactions leave your books.'),
    ).toBeTruthy();
    fireEvent.click(confirm.getByRole('button', { name: 'Undo import' }));
    expect(await screen.findByText('Import undone — 38 transactions removed')).toBeTruthy();
    expect(api.callTo(`${BOOKS}/imports/${IMPORT_ID}/undo`)?.method).toBe('POST');
  });
});
