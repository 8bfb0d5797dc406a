import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type {
  TInvoice,
  TInvoiceDraftInput,
  TInvoiceSettingsView,
} from '@charterline/shared/schemas/invoicing';
import {
  draftOf,
  invoicingRoutes,
  listOf,
  SETTINGS,
} from '@/features/invoicing/invoicing-fixtures';
import { signIn } from '@/test/fixtures';
import { mockApi } from '@/test/mock-api';
import { renderRoute } from '@/test/render-route';
import { setUpRouteTests } from '@/test/route-test-setup';

const C = '/client/company/v7';
const DRAFT = draftOf({ memo: 'Old memo' });
const API = `${C}/invoices/${DRAFT.id}`;
const PAGE = `/dashboard/invoicing/${DRAFT.id}`;

/** A small server: what is saved is what the next GET answers, as the API does. */
const fakeServer = () => {
  let invoice: TInvoice = DRAFT;
  let settings: TInvoiceSettingsView = SETTINGS;
  const api = mockApi({
    ...invoicingRoutes(),
    [`GET ${C}/invoicing/settings`]: () => ({ data: settings }),
    [`PUT ${C}/invoicing/settings`]: (body) => {
      settings = { ...settings, ...(body as Partial<TInvoiceSettingsView>) };
      return { data: settings };
    },
    [`GET ${C}/invoices?size=25`]: () => ({ data: listOf([invoice]) }),
    [`GET ${API}`]: () => ({ data: invoice }),
    [`PATCH ${API}`]: (body) => {
      const input = body as TInvoiceDraftInput;
      const lines = input.lines.map((l) => ({
        ...l,
        taxRate: l.taxRate ?? 0,
        amount: Math.round(l.quantity * l.unitPrice),
        discount: 0,
        tax: 0,
      }));
      const total = lines.reduce((sum, l) => sum + l.amount, 0);
      invoice = {
        ...invoice,
        memo: input.memo ?? null,
        lines,
        subtotal: total,
        total,
        balance: total,
      };
      return { data: invoice };
    },
    [`POST ${API}/send`]: () => {
      invoice = { ...invoice, number: 'NC-2026-0001', status: 'open', shownStatus: 'sent' };
      return { data: invoice };
    },
  });
  return api;
};

const memoField = () =>
  screen.findByLabelText('Memo (shown on the invoice)') as Promise<HTMLTextAreaElement>;
const saveDraft = async () => {
  fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
  expect(await screen.findByText('Draft saved.')).toBeTruthy();
};
const listRow = (name: string) => screen.findByRole('link', { name });

/*
 * Issue 37: the editor, the invoice's page, the list and the settings read one cache. What
 * one of them saves is what the others show next, without waiting for the cache to go stale.
 */
describe('invoicing shows what was just saved', () => {
  setUpRouteTests();

  it('shows the memo saved in the editor on the draft’s page', async () => {
    signIn();
    fakeServer();
    const router = renderRoute(PAGE);
    expect(await screen.findByText('Old memo')).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Edit' }));
    fireEvent.change(await memoField(), { target: { value: 'New memo' } });
    await saveDraft();

    await router.navigate(-1);
    await screen.findByRole('heading', { name: 'Draft invoice' });
    expect(await screen.findByText('New memo')).toBeTruthy();
    expect(screen.queryByText('Old memo')).toBeNull();
  });

  it('shows the list as saved, then as sent', async () => {
    signIn();
    fakeServer();
    renderRoute('/dashboard/invoicing');
    const table = () => within(screen.getByRole('table'));
    // Total and balance.
    expect(await listRow('Draft')).toBeTruthy();
    expect(table().getAllByText('$1,200.00')).toHaveLength(2);
    fireEvent.click(await listRow('Draft'));
    fireEvent.click(await screen.findByRole('link', { name: 'Edit' }));
    await memoField();
    const quantity = within(screen.getByRole('group', { name: 'Line 1' })).getByLabelText(
      'Quantity',
    );
    fireEvent.change(quantity, { target: { value: '2' } });
    await saveDraft();

    fireEvent.click(screen.getByRole('link', { name: 'Back to invoices' }));
    await waitFor(() => expect(table().queryAllByText('$1,600.00')).toHaveLength(2));

    fireEvent.click(await listRow('Draft'));
    fireEvent.click(await screen.findByRole('link', { name: 'Edit' }));
    await memoField();
    fireEvent.click(screen.getByRole('button', { name: 'Save and send' }));
    expect(await screen.findByRole('heading', { name: 'Invoice NC-2026-0001' })).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'All invoices' }));
    expect(await listRow('NC-2026-0001')).toBeTruthy();
    expect(table().getByText('Sent')).toBeTruthy();
  });

  it('starts a new invoice from the settings just saved', async () => {
    signIn();
    fakeServer();
    const router = renderRoute('/dashboard/invoicing/new');
    const terms = async () => ((await screen.findByLabelText('Terms')) as HTMLSelectElement).value;
    expect(await terms()).toBe('net_30');

    await router.navigate('/dashboard/invoicing?tab=settings');
    fireEvent.change(await screen.findByLabelText('Default payment terms'), {
      target: { value: 'net_15' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Your invoicing settings are saved.')).toBeTruthy();

    await router.navigate('/dashboard/invoicing/new');
    await screen.findByRole('heading', { name: 'New invoice' });
    expect(await terms()).toBe('net_15');
  });
});
