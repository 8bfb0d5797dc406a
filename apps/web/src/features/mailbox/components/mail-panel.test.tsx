import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TMailItemDetail, TMailRequest } from '@charterline/shared/schemas/mail';
import { queryClient } from '@/lib/query-client';
import { describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/test/mock-api';
import { setViewportWidth } from '@/test/match-media';
import { setUpRouteTests } from '@/test/route-test-setup';
import {
  ITEM_ID,
  MAIL,
  OTHER_ID,
  itemOf,
  itemsPath,
  listOf,
  mailboxOf,
  mailRoutes,
  renderMail,
  ruleOf,
} from '../mail-fixtures';
import { MailPanel } from './mail-panel';

const ITEM = `${MAIL}/items/${ITEM_ID}`;

describe('MailPanel', () => {
  setUpRouteTests();

  it('offers the mailing address when there is none, and still lists locked letters', async () => {
    mockApi({
      ...mailRoutes([itemOf({ locked: true, scanDocumentId: null, urgent: false })]),
      [`GET ${MAIL}/mailbox`]: { data: mailboxOf({ active: false, address: null }) },
      'GET /client/company/v7/offers?moment=billing': { data: [] },
    });
    renderMail(<MailPanel />);
    expect(
      await screen.findByRole('heading', { name: 'Get a US mailing address for your company' }),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add a US mailing address' })).toBeTruthy();
    const letters = await screen.findByRole('list', { name: 'Letters' });
    expect(within(letters).getByText('Locked')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Mail rules' })).toBeNull();
  });

  it('copies the address and each line, saying so', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    mockApi(mailRoutes());
    renderMail(<MailPanel />);
    fireEvent.click(await screen.findByRole('button', { name: 'Copy address' }));
    expect(writeText).toHaveBeenCalledWith(
      'Acme LLC\n30 N Gould St\nSuite 4821\nSheridan, WY 82801\nUS',
    );
    expect(await screen.findByText('Copied the address')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Copy suite' }));
    expect(writeText).toHaveBeenLastCalledWith('Suite 4821');
    expect(screen.getByText(/usually refuse a virtual mailbox/)).toBeTruthy();
  });

  it('lists letters with folders, urgent badge and search in the address', async () => {
    const api = mockApi({
      ...mailRoutes(),
      [`GET ${itemsPath('folder=inbox&q=irs&page=1&pageSize=25')}`]: { data: listOf([]) },
      [`GET ${itemsPath('folder=archived&q=irs&page=1&pageSize=25')}`]: { data: listOf([]) },
    });
    const router = renderMail(<MailPanel />);
    const letters = await screen.findByRole('list', { name: 'Letters' });
    expect(within(letters).getByText('Urgent')).toBeTruthy();
    expect(
      screen.getByRole('checkbox', { name: 'Select letter from Internal Revenue Service' }),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Inbox 2/4: 2 unread of 4 letters' })).toBeTruthy();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search by sender' }), {
      target: { value: 'irs' },
    });
    await waitFor(() => expect(router.state.location.search).toBe('?q=irs'));
    expect(await screen.findByRole('heading', { name: 'No letters here' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /^Archived/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?q=irs&folder=archived'));
    expect(api.unanswered).toEqual([]);
  });

  it('opens a letter from the address, marks it read, opens the scan and links the deadline', async () => {
    URL.createObjectURL = vi.fn(() => 'blob:scan');
    URL.revokeObjectURL = vi.fn();
    const detail = itemOf({
      obligation: { id: 'ob-1', title: 'Wyoming annual report', dueDate: '2027-06-01' },
    });
    const api = mockApi({
      ...mailRoutes([detail]),
      [`GET ${ITEM}`]: { data: detail },
      [`PATCH ${ITEM}`]: { data: { ...detail, readAt: '2026-11-04T00:00:00Z' } },
      [`GET ${ITEM}/scan`]: { data: 'the PDF' },
    });
    renderMail(<MailPanel />, `?item=${ITEM_ID}`);
    expect(
      await screen.findByRole('heading', { name: 'Letter from Internal Revenue Service' }),
    ).toBeTruthy();
    await waitFor(() =>
      expect(api.calls.find((c) => c.method === 'PATCH')?.body).toEqual({ read: true }),
    );
    expect(
      screen
        .getByRole('link', { name: 'Wyoming annual report, due 1 Jun 2027' })
        .getAttribute('href'),
    ).toBe('/dashboard/compliance?obligation=ob-1');
    fireEvent.click(screen.getByRole('button', { name: 'Open scan' }));
    expect(
      await screen.findByTitle('Scan of the letter from Internal Revenue Service'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download scan' })).toBeTruthy();
  });

  it('asks before shredding, and forwards with the checkout when shipping is paid', async () => {
    const detail = itemOf({ readAt: '2026-11-04T00:00:00Z' });
    const waiting = itemOf({
      readAt: '2026-11-04T00:00:00Z',
      openRequest: {
        id: 'req-1',
        action: 'forward',
        status: 'awaiting_payment',
        forwardTo: null,
        tracking: null,
        coveredByPlan: false,
        requestedBy: 'customer',
        note: null,
        createdAt: '2026-11-04T00:00:00Z',
        completedAt: null,
        cancelledAt: null,
      },
    });
    const api = mockApi({
      ...mailRoutes([detail]),
      [`GET ${ITEM}`]: { data: detail },
      [`GET ${MAIL}/forwarding-addresses`]: {
        data: [
          {
            id: 'addr-1',
            name: 'Jane Doe',
            line1: '1 Rue de Rivoli',
            city: 'Paris',
            country: 'FR',
            createdAt: '2026-01-01T00:00:00Z',
          },
        ],
      },
      [`POST ${ITEM}/requests`]: {
        data: {
          item: waiting,
          checkout: { items: ['mail-forwarding-shipping'], metadata: { mailRequestId: 'req-1' } },
        },
      },
      'POST /client/company/v7/checkout/session': { status: 500, message: 'stop here' },
    });
    renderMail(<MailPanel />, `?item=${ITEM_ID}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Shred' }));
    const confirm = within(await screen.findByRole('dialog', { name: 'Shred this letter?' }));
    fireEvent.click(confirm.getByRole('button', { name: 'Cancel' }));
    fireEvent.click(screen.getByRole('button', { name: 'Forward' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Forward this letter' }));
    expect(dialog.getByText(/Shipping costs \$15\.00/)).toBeTruthy();
    fireEvent.click(await dialog.findByRole('radio', { name: /Jane Doe/ }));
    fireEvent.click(dialog.getByRole('button', { name: 'Continue to payment' }));
    await waitFor(() =>
      expect(api.callTo(`${ITEM}/requests`)?.body).toEqual({
        action: 'forward',
        forwardingAddressId: 'addr-1',
      }),
    );
    expect(await screen.findByRole('dialog', { name: 'Pay for: Forward' })).toBeTruthy();
    expect(screen.getByText('Forward is waiting for payment.')).toBeTruthy();
  });

  it('offers neither Forward nor Shred on a letter forwarded, being forwarded or shredded, and says what happened', async () => {
    const request = (over: Partial<TMailRequest>): TMailRequest => ({
      id: 'req-1',
      action: 'forward',
      status: 'completed',
      forwardTo: { name: 'Jane Doe', line1: '1 Rue de Rivoli', city: 'Paris', country: 'FR' },
      tracking: '1Z999AA10123456784',
      coveredByPlan: false,
      requestedBy: 'customer',
      note: null,
      createdAt: '2026-11-04T00:00:00Z',
      completedAt: '2026-11-05T10:00:00Z',
      cancelledAt: null,
      ...over,
    });
    const show = async (detail: TMailItemDetail) => {
      mockApi({ ...mailRoutes([detail]), [`GET ${ITEM}`]: { data: detail } });
      renderMail(<MailPanel />, `?item=${ITEM_ID}`);
      return within(await screen.findByRole('group', { name: 'Actions' }));
    };
    const REQUEST_ACTIONS = ['Forward', 'Shred', 'Recycle', 'Hold for pickup', 'Open and scan'];
    const noRequestActions = (actions: ReturnType<typeof within>) => {
      for (const name of REQUEST_ACTIONS)
        expect(actions.queryByRole('button', { name })).toBeNull();
      expect(actions.getByRole('button', { name: 'Archive' })).toBeTruthy();
    };

    const forwarded = request({});
    noRequestActions(
      await show(itemOf({ readAt: '2026-11-04T00:00:00Z', folder: 'done', requests: [forwarded] })),
    );
    expect(
      screen.getByText(
        'Forwarded on 5 Nov 2026 to Jane Doe, Paris. Tracking number: 1Z999AA10123456784.',
      ),
    ).toBeTruthy();
    cleanup();
    queryClient.clear();

    const shredded = request({ action: 'shred', forwardTo: null, tracking: null });
    noRequestActions(
      await show(itemOf({ readAt: '2026-11-04T00:00:00Z', folder: 'done', requests: [shredded] })),
    );
    expect(screen.getByText(/^Shredded on 5 Nov 2026\./)).toBeTruthy();
    cleanup();
    queryClient.clear();

    const asked = request({ status: 'requested', tracking: null, completedAt: null });
    noRequestActions(
      await show(
        itemOf({
          readAt: '2026-11-04T00:00:00Z',
          folder: 'pending',
          openRequest: asked,
          requests: [asked],
        }),
      ),
    );
    expect(screen.getByText(/^Forward asked 4 Nov 2026/)).toBeTruthy();
  });

  it('acts on the letters checked and says why some did not change', async () => {
    const api = mockApi({
      ...mailRoutes([itemOf(), itemOf({ id: OTHER_ID, sender: 'Chase Bank', category: 'bank' })]),
      [`POST ${MAIL}/bulk`]: {
        data: { changed: 1, skipped: [{ id: OTHER_ID, reason: 'a request is under way' }] },
      },
    });
    renderMail(<MailPanel />);
    fireEvent.click(
      await screen.findByRole('checkbox', { name: 'Select letter from Internal Revenue Service' }),
    );
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select letter from Chase Bank' }));
    const bar = within(screen.getByRole('region', { name: 'Selected letters' }));
    expect(bar.getByText('2 selected')).toBeTruthy();
    fireEvent.click(bar.getByRole('button', { name: 'Shred' }));
    const confirm = within(await screen.findByRole('dialog', { name: 'Shred 2 letters?' }));
    fireEvent.click(confirm.getByRole('button', { name: 'Shred' }));
    expect(
      await bar.findByText('1 letter changed. 1 letter not changed: a request is under way'),
    ).toBeTruthy();
    expect(api.callTo(`${MAIL}/bulk`)?.body).toEqual({ action: 'shred', ids: [ITEM_ID, OTHER_ID] });
  });

  it('on a phone shows the letter instead of the list, with Back to mail', async () => {
    setViewportWidth(390);
    const detail = itemOf({ readAt: '2026-11-04T00:00:00Z' });
    mockApi({ ...mailRoutes([detail]), [`GET ${ITEM}`]: { data: detail } });
    const router = renderMail(<MailPanel />);
    fireEvent.click(await screen.findByRole('button', { name: /Internal Revenue Service/ }));
    expect(
      await screen.findByRole('heading', { name: 'Letter from Internal Revenue Service' }),
    ).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Letters' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Back to mail' }));
    expect(await screen.findByRole('list', { name: 'Letters' })).toBeTruthy();
    expect(router.state.location.search).toBe('');
  });

  it('lists rules as sentences, adds one and deletes one', async () => {
    const api = mockApi({
      ...mailRoutes([]),
      [`POST ${MAIL}/rules`]: {
        data: ruleOf({ id: 'rule-2', category: 'irs', action: 'open_scan', afterDays: null }),
      },
      [`DELETE ${MAIL}/rules/rule-1`]: { data: { done: true } },
    });
    renderMail(<MailPanel />);
    const rules = within(await screen.findByRole('list', { name: 'Mail rules' }));
    expect(rules.getByText('Shred marketing letters 30 days after they arrive')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add rule' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add rule' }));
    fireEvent.change(dialog.getByLabelText('Letters'), { target: { value: 'irs' } });
    fireEvent.change(dialog.getByLabelText('What to do'), { target: { value: 'open_scan' } });
    fireEvent.click(dialog.getByLabelText('As soon as it arrives'));
    expect(dialog.getByText('Scan letters from the IRS as soon as they arrive')).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: 'Save rule' }));
    await waitFor(() =>
      expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({
        category: 'irs',
        action: 'open_scan',
        afterDays: null,
      }),
    );
    fireEvent.click(
      screen.getByRole('button', {
        name: 'Delete rule: Shred marketing letters 30 days after they arrive',
      }),
    );
    const confirm = within(await screen.findByRole('dialog', { name: 'Delete this rule?' }));
    fireEvent.click(confirm.getByRole('button', { name: 'Delete rule' }));
    await waitFor(() => expect(api.callTo(`${MAIL}/rules/rule-1`)?.method).toBe('DELETE'));
  });

  it('shows a failed mailbox with Try again', async () => {
    mockApi({ [`GET ${MAIL}/mailbox`]: { status: 500, message: 'Boom' } });
    renderMail(<MailPanel />);
    expect(await screen.findByText('Your mailbox could not be loaded.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
