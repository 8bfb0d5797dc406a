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

  it('undoes an import after asking, warning of the categorising lost, and says how many went', async () => {
    signIn();
    const api = mockApi({
      ...booksRoutes(),
      [`GET ${IMPORTS}`]: { data: [importOf({ status: 'done', report: DONE_REPORT })] },
      [`GET ${BOOKS}/imports/${IMPORT_ID}`]: {
        data: importOf({ status: 'done', report: DONE_REPORT, categorisedSince: 5 }),
      },
      [`POST ${BOOKS}/imports/${IMPORT_ID}/undo`]: {
        data: importOf({ status: 'undone', report: { ...DONE_REPORT, removed: 38 } }),
      },
    });
    renderRoute('/dashboard/accounting?tab=accounts');
    fireEvent.click(await screen.findByRole('button', { name: 'Undo import of mercury-nov.csv' }));
    const confirm = within(await screen.findByRole('dialog', { name: 'Undo this import?' }));
    expect(
      await confirm.findByText(
        'Its 38 transactions leave your books, and the 5 you categorised since lose their category: that work is lost too.',
      ),
    ).toBeTruthy();
    fireEvent.click(confirm.getByRole('button', { name: 'Undo import' }));
    expect(await screen.findByText('Import undone — 38 transactions removed')).toBeTruthy();
    expect(api.callTo(`${BOOKS}/imports/${IMPORT_ID}/undo`)?.method).toBe('POST');
  });

  it('says an upload left at its preview for a day is abandoned, and deletes it', async () => {
    signIn();
    const fresh = importOf({
      id: 'b1f0c2a4-3c1b-4d2e-9a57-0c1d2e3f4a5c',
      fileName: 'today.csv',
      createdAt: new Date().toISOString(),
    });
    const old = importOf({ createdAt: '2026-11-01T09:00:00.000Z', fileName: 'october.csv' });
    const api = mockApi({
      ...booksRoutes(),
      [`GET ${IMPORTS}`]: { data: [fresh, old] },
      [`DELETE ${BOOKS}/imports/${IMPORT_ID}`]: { data: null },
    });
    renderRoute('/dashboard/accounting?tab=accounts');
    const history = within(
      await screen.findByRole('list', { name: 'Statements imported into Mercury Checking' }),
    );
    const row = (name: string) => within(history.getByText(name).closest('li')!);
    expect(row('today.csv').getByText('Not imported yet')).toBeTruthy();
    expect(
      row('today.csv').getByRole('link', { name: 'Continue the import of today.csv' }),
    ).toBeTruthy();
    expect(row('october.csv').getByText('Abandoned: never imported')).toBeTruthy();
    expect(row('october.csv').queryByRole('link')).toBeNull();
    fireEvent.click(row('october.csv').getByRole('button', { name: 'Delete october.csv' }));
    expect(await screen.findByText('october.csv deleted')).toBeTruthy();
    expect(api.callTo(`${BOOKS}/imports/${IMPORT_ID}`)?.method).toBe('DELETE');
  });
});
