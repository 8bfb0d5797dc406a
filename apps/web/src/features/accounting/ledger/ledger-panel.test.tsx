import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { stubXhr } from '@/test/fake-xhr';
import { setViewportWidth } from '@/test/match-media';
import { mockApi } from '@/test/mock-api';
import { setUpRouteTests } from '@/test/route-test-setup';
import { vaultDocument } from '@/test/vault-fixtures';
import {
  ACCOUNT,
  GITHUB,
  LOCKED,
  SALES,
  SOFTWARE,
  STRIPE,
  TX,
  ledgerBaseRoutes,
  listOf,
  renderPanel,
  transactionOf,
} from './ledger-fixtures';
import { LedgerPanel } from './ledger-panel';

beforeAll(() => {
  // jsdom has no ResizeObserver, which Radix's popper asks for.
  window.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});

const LIST = `${TX}?size=50`;
const ROWS = listOf([GITHUB, STRIPE, LOCKED]);

const openMenuItem = async (description: string, item: string) => {
  const trigger = screen.getByRole('button', { name: `Actions for ${description}` });
  trigger.focus();
  fireEvent.keyDown(trigger, { key: 'Enter' });
  fireEvent.click(await screen.findByRole('menuitem', { name: item }));
};

describe('LedgerPanel', () => {
  setUpRouteTests();

  it('keeps the filters in the address next to the tab, and searches after a pause', async () => {
    const api = mockApi({
      ...ledgerBaseRoutes(4),
      [`GET ${TX}?uncategorised=true&size=50`]: { data: listOf([GITHUB]) },
      [`GET ${TX}?accountId=${ACCOUNT.id}&uncategorised=true&size=50`]: { data: listOf([GITHUB]) },
      [`GET ${TX}?q=github&accountId=${ACCOUNT.id}&uncategorised=true&size=50`]: {
        data: listOf([GITHUB]),
      },
      [`GET ${TX}?q=github&accountId=${ACCOUNT.id}&uncategorised=true&size=50&sort=amount%2Cdesc`]:
        { data: listOf([GITHUB]) },
      [`GET ${TX}/export.csv?q=github&accountId=${ACCOUNT.id}&uncategorised=true`]: {
        data: 'date,description',
      },
    });
    const router = renderPanel(<LedgerPanel />, '?tab=transactions&category=none');
    const chip = await screen.findByRole('button', { name: 'Uncategorised (4)' });
    expect(chip.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByText('Money in $500.00 · Money out $912.00')).toBeTruthy();

    const account = screen.getByLabelText('Account');
    await within(account).findByRole('option', { name: ACCOUNT.name });
    fireEvent.change(account, { target: { value: ACCOUNT.id } });
    await waitFor(() =>
      expect(router.state.location.search).toBe(
        `?tab=transactions&category=none&account=${ACCOUNT.id}`,
      ),
    );
    // Typed once the page shows the account's list, as a reader would.
    await waitFor(() =>
      expect(api.calls.some((c) => c.path.includes(`accountId=${ACCOUNT.id}`))).toBe(true),
    );
    fireEvent.change(screen.getByLabelText('Search transactions'), { target: { value: 'github' } });
    await waitFor(() => expect(router.state.location.search).toContain('q=github'));
    await waitFor(() => expect(api.calls.some((c) => c.path.includes('q=github'))).toBe(true));
    fireEvent.click(screen.getByRole('button', { name: /Amount/ }));
    await waitFor(() => expect(router.state.location.search).toContain('sort=amount%2Cdesc'));
    await waitFor(() =>
      expect(api.calls.some((c) => c.path.endsWith('sort=amount%2Cdesc'))).toBe(true),
    );

    // The export takes the filters, not the page or the sort.
    URL.createObjectURL = vi.fn(() => 'blob:transactions');
    URL.revokeObjectURL = vi.fn();
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(api.calls.some((c) => c.path.includes('export.csv'))).toBe(true));
    await waitFor(() => expect(URL.createObjectURL).toHaveBeenCalled());
    expect(api.unanswered).toEqual([]);
  });

  it('shows the category at once and puts it back with the server’s words when refused', async () => {
    const api = mockApi({
      ...ledgerBaseRoutes(),
      [`GET ${LIST}`]: { data: ROWS },
      [`PATCH ${TX}/${GITHUB.id}`]: {
        status: 409,
        message: 'The books are closed for March 2026.',
      },
    });
    // Hold the PATCH until the test has seen the optimistic value.
    const answer = globalThis.fetch;
    let release = () => undefined as void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
      if (init.method === 'PATCH') await gate;
      return answer(input, init);
    });
    renderPanel(<LedgerPanel />);
    const select = await screen.findByRole('combobox', { name: 'Category for GITHUB INC' });
    await within(select).findByRole('option', { name: SOFTWARE.name });
    expect(within(select).queryByRole('option', { name: /Old stuff/ })).toBeNull();
    expect(within(select).getByRole('group', { name: 'Expenses' })).toBeTruthy();
    fireEvent.change(select, { target: { value: SOFTWARE.id } });
    await waitFor(() =>
      expect(
        (screen.getByRole('combobox', { name: 'Category for GITHUB INC' }) as HTMLSelectElement)
          .value,
      ).toBe(SOFTWARE.id),
    );
    release();
    expect(await screen.findByText('The books are closed for March 2026.')).toBeTruthy();
    await waitFor(() =>
      expect(
        (screen.getByRole('combobox', { name: 'Category for GITHUB INC' }) as HTMLSelectElement)
          .value,
      ).toBe(''),
    );
    expect(api.callTo(`${TX}/${GITHUB.id}`)?.body).toEqual({ categoryId: SOFTWARE.id });
  });

  it('shows a locked row without a select, and categorises the selected rows in bulk', async () => {
    const api = mockApi({
      ...ledgerBaseRoutes(),
      [`GET ${LIST}`]: { data: ROWS },
      [`POST ${TX}/categorise`]: { data: { updated: 2 } },
    });
    renderPanel(<LedgerPanel />);
    const locked = within(
      (await screen.findByRole('rowheader', { name: /JANUARY RENT/ })).closest('tr')!,
    );
    expect(locked.getByRole('img', { name: 'Books closed for this month' })).toBeTruthy();
    expect(locked.queryByRole('combobox')).toBeNull();
    expect(locked.queryByRole('checkbox')).toBeNull();

    fireEvent.click(screen.getByRole('checkbox', { name: 'Select GITHUB INC' }));
    const bar = within(screen.getByRole('region', { name: 'Selected transactions' }));
    expect(bar.getByText('1 selected')).toBeTruthy();
    // Escape clears the selection.
    fireEvent.keyDown(screen.getByRole('checkbox', { name: 'Select GITHUB INC' }), {
      key: 'Escape',
    });
    expect(screen.queryByRole('region', { name: 'Selected transactions' })).toBeNull();
    // Space on a focused row ticks it; the header box takes every row of the page.
    const row = screen.getByRole('rowheader', { name: /STRIPE PAYOUT/ }).closest('tr')!;
    fireEvent.keyDown(row, { key: ' ' });
    expect(screen.getByText('1 selected')).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select all on this page' }));
    expect(screen.getByText('2 selected')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Categorise as'), { target: { value: SALES.id } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('2 transactions categorised')).toBeTruthy();
    const body = api.callTo(`${TX}/categorise`)?.body as { ids: string[]; categoryId: string };
    expect([...body.ids].sort()).toEqual([GITHUB.id, STRIPE.id]);
    expect(body.categoryId).toBe(SALES.id);
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Selected transactions' })).toBeNull(),
    );
  });

  it('says there is nothing yet, with the way to import, or that nothing matches', async () => {
    mockApi({ ...ledgerBaseRoutes(0), [`GET ${LIST}`]: { data: listOf([], { sums: [] }) } });
    renderPanel(<LedgerPanel />);
    expect(
      await screen.findByText('Import a statement to see your transactions here'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Import a statement' }).getAttribute('href')).toBe(
      '/dashboard/accounting/import',
    );
  });

  it('offers to clear filters that match nothing', async () => {
    mockApi({
      ...ledgerBaseRoutes(0),
      [`GET ${TX}?q=zzz&size=50`]: { data: listOf([], { sums: [] }) },
      [`GET ${LIST}`]: { data: ROWS },
    });
    const router = renderPanel(<LedgerPanel />, '?tab=transactions&q=zzz');
    expect(await screen.findByText('No transactions match')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=transactions'));
    expect(await screen.findByRole('rowheader', { name: /GITHUB INC/ })).toBeTruthy();
    expect((screen.getByLabelText('Search transactions') as HTMLInputElement).value).toBe('');
  });

  it('checks the new transaction by its fields, then adds it as money out', async () => {
    const api = mockApi({
      ...ledgerBaseRoutes(),
      [`GET ${LIST}`]: { data: ROWS },
      [`POST ${TX}`]: { data: transactionOf({ source: 'manual' }) },
    });
    renderPanel(<LedgerPanel />);
    await screen.findByRole('rowheader', { name: /GITHUB INC/ });
    fireEvent.click(screen.getByRole('button', { name: 'Add a transaction' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add a transaction' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Add transaction' }));
    expect(await dialog.findByText('Describe the transaction')).toBeTruthy();
    expect(dialog.getByText('Enter an amount')).toBeTruthy();
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);

    fireEvent.change(dialog.getByLabelText('Description'), { target: { value: 'Printer paper' } });
    fireEvent.change(dialog.getByLabelText('Amount (USD)'), { target: { value: '12.50' } });
    fireEvent.change(dialog.getByLabelText('Date'), { target: { value: '2026-03-04' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Add transaction' }));
    expect(await screen.findByText('Transaction added')).toBeTruthy();
    expect(api.callTo(TX)?.body).toEqual({
      accountId: ACCOUNT.id,
      date: '2026-03-04',
      description: 'Printer paper',
      amount: -1_250,
      categoryId: null,
      counterparty: null,
      memo: null,
    });
  });

  it('splits a transaction only when the parts add up', async () => {
    const api = mockApi({
      ...ledgerBaseRoutes(),
      [`GET ${LIST}`]: { data: ROWS },
      [`PUT ${TX}/${GITHUB.id}/split`]: { data: GITHUB },
    });
    renderPanel(<LedgerPanel />);
    await screen.findByRole('rowheader', { name: /GITHUB INC/ });
    await openMenuItem('GITHUB INC', 'Split transaction');
    const dialog = within(await screen.findByRole('dialog', { name: 'Split transaction' }));
    expect(dialog.getByText('Left to assign $0.00')).toBeTruthy();
    const amounts = dialog.getAllByLabelText('Amount (USD)');
    fireEvent.change(amounts[0]!, { target: { value: '8' } });
    expect(dialog.getByText('Left to assign $4.00')).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: 'Save split' }));
    expect(await dialog.findByText('$4.00 is still to assign')).toBeTruthy();
    expect(dialog.getAllByText('Choose a category').length).toBe(2);

    fireEvent.change(amounts[1]!, { target: { value: '4' } });
    const selects = dialog.getAllByLabelText('Category');
    fireEvent.change(selects[0]!, { target: { value: SOFTWARE.id } });
    fireEvent.change(selects[1]!, { target: { value: SALES.id } });
    expect(dialog.getByText('Left to assign $0.00')).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: 'Save split' }));
    expect(await screen.findByText('Transaction split')).toBeTruthy();
    expect(api.callTo(`${TX}/${GITHUB.id}/split`)?.body).toEqual({
      parts: [
        { amount: -800, categoryId: SOFTWARE.id, memo: null },
        { amount: -400, categoryId: SALES.id, memo: null },
      ],
    });
  });

  it('matches an invoice payment to a deposit', async () => {
    const payment = transactionOf({
      id: 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbb9',
      accountId: null,
      accountName: null,
      description: 'Payment of INV-0007',
      amount: 50_000,
      source: 'invoice_payment',
      categoryId: SALES.id,
      categoryName: SALES.name,
      invoice: { id: 'dddddddd-dddd-4ddd-8ddd-dddddddddddd', number: 'INV-0007' },
    });
    const api = mockApi({
      ...ledgerBaseRoutes(),
      [`GET ${LIST}`]: { data: listOf([payment, STRIPE]) },
      [`GET ${TX}/${payment.id}/match-candidates`]: { data: [STRIPE] },
      [`POST ${TX}/${payment.id}/match`]: { data: payment },
    });
    renderPanel(<LedgerPanel />);
    const row = within(
      (await screen.findByRole('rowheader', { name: /Payment of INV-0007/ })).closest('tr')!,
    );
    expect(row.getByText('Invoice INV-0007')).toBeTruthy();
    expect(row.getByText('Not matched to a deposit yet')).toBeTruthy();
    fireEvent.click(row.getByRole('button', { name: 'Match' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Match to a deposit' }));
    fireEvent.click(await dialog.findByRole('button', { name: /Match to STRIPE PAYOUT/ }));
    expect(await screen.findByText('Matched to the deposit')).toBeTruthy();
    expect(api.callTo(`${TX}/${payment.id}/match`)?.body).toEqual({ transactionId: STRIPE.id });
  });

  it('shows cards on a phone, the category select across the card', async () => {
    setViewportWidth(390);
    mockApi({ ...ledgerBaseRoutes(), [`GET ${LIST}`]: { data: ROWS } });
    renderPanel(<LedgerPanel />);
    const card = within(await screen.findByRole('listitem', { name: 'GITHUB INC' }));
    expect(card.getByText('-$12.00')).toBeTruthy();
    expect(card.getByText('GitHub · Mercury Checking')).toBeTruthy();
    expect(card.getByRole('combobox', { name: 'Category for GITHUB INC' }).className).toContain(
      'w-full',
    );
    expect(screen.queryByRole('table')).toBeNull();
    const locked = within(screen.getByRole('listitem', { name: 'JANUARY RENT' }));
    expect(locked.getByRole('img', { name: 'Books closed for this month' })).toBeTruthy();
  });

  it('uploads a receipt to the vault and attaches it, then shows a paperclip', async () => {
    const xhr = stubXhr();
    const documentId = 'eeeeeeee-eeee-4eee-8eee-eeeeeeeeeeee';
    const api = mockApi({
      ...ledgerBaseRoutes(),
      [`GET ${LIST}`]: {
        data: listOf([GITHUB, transactionOf({ ...STRIPE, attachmentIds: [documentId] })]),
      },
      [`POST ${TX}/${GITHUB.id}/attachments`]: { data: GITHUB },
    });
    renderPanel(<LedgerPanel />);
    await screen.findByRole('rowheader', { name: /GITHUB INC/ });
    expect(screen.getByRole('button', { name: 'Receipt 1 of 1 for STRIPE PAYOUT' })).toBeTruthy();
    await openMenuItem('GITHUB INC', 'Attach receipt');
    const file = new File(['%PDF-1.7'], 'receipt.pdf', { type: 'application/pdf' });
    fireEvent.change(screen.getByLabelText('Receipt file'), { target: { files: [file] } });
    await waitFor(() => expect(xhr.sent.length).toBe(1));
    const upload = xhr.sent[0]!;
    expect(upload.body?.get('category')).toBe('other');
    expect(upload.body?.get('tags')).toBe('receipt');
    upload.respond(201, [vaultDocument({ id: documentId })]);
    expect(await screen.findByText('Receipt attached')).toBeTruthy();
    expect(api.callTo(`${TX}/${GITHUB.id}/attachments`)?.body).toEqual({ documentId });
  });
});
