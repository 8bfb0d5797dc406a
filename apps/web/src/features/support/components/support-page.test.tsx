import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/test/mock-api';
import { setViewportWidth } from '@/test/match-media';
import { setUpRouteTests } from '@/test/route-test-setup';
import {
  listOf,
  renderSupport,
  summaryOf,
  SUPPORT,
  supportRoutes,
  TICKET_ID,
  ticketsPath,
} from '../support-fixtures';
import { ticketOf } from '../ticket/ticket-fixtures';
import { SupportPage } from './support-page';

const OTHER_ID = '44444444-4444-4444-8444-444444444444';
/** The list's routes and the open ticket's. */
const withTicket = () =>
  supportRoutes(undefined, { [`GET ${SUPPORT}/tickets/${TICKET_ID}`]: { data: ticketOf() } });

describe('SupportPage', () => {
  setUpRouteTests();

  it('lists tickets with tabs, counts, unread and the answer time; search goes in the address', async () => {
    const api = mockApi({
      ...supportRoutes([
        summaryOf({ unread: true, status: 'waiting_on_customer', answerBy: null }),
        summaryOf({ id: OTHER_ID, number: 1043, subject: 'Annual report for Wyoming' }),
      ]),
      [`GET ${ticketsPath('status=active&q=1043&page=1&pageSize=20')}`]: {
        data: listOf([], { counts: { active: 2, done: 2 } }),
      },
      [`GET ${ticketsPath('status=done&q=1043&page=1&pageSize=20')}`]: {
        data: listOf([summaryOf({ status: 'resolved', answerBy: null })], {
          counts: { active: 2, done: 1 },
        }),
      },
    });
    const router = renderSupport(<SupportPage />);
    expect(screen.getByRole('heading', { name: 'How can we help?' })).toBeTruthy();
    expect(
      await screen.findByText(/We answer within one business day\. Monday to Friday, 9:00–18:00/),
    ).toBeTruthy();
    const tickets = await screen.findByRole('list', { name: 'Tickets' });
    const first = within(tickets).getByRole('link', { name: /When will my EIN arrive\?/ });
    expect(within(first).getByText('#1042')).toBeTruthy();
    expect(within(first).getByText('Waiting on you')).toBeTruthy();
    expect(within(first).getByText('Unread')).toBeTruthy();
    expect(first.getAttribute('href')).toBe(`/dashboard/support?ticket=${TICKET_ID}`);
    const second = within(tickets).getByRole('link', { name: /Annual report for Wyoming/ });
    expect(within(second).queryByText('Unread')).toBeNull();
    expect(within(second).getByText(/^We answer by /)).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Open (2)', selected: true })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Resolved and closed (2)' })).toBeTruthy();

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search tickets' }), {
      target: { value: '1043' },
    });
    await waitFor(() => expect(router.state.location.search).toBe('?q=1043'));
    expect(await screen.findByRole('heading', { name: 'No ticket matches' })).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: /^Resolved and closed/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?q=1043&status=done'));
    const done = await screen.findByRole('list', { name: 'Tickets' });
    expect(within(done).getByText('Resolved')).toBeTruthy();
    expect(
      within(done)
        .getByRole('link', { name: /When will my EIN arrive/ })
        .getAttribute('href'),
    ).toBe(`/dashboard/support?q=1043&status=done&ticket=${TICKET_ID}`);
    expect(api.unanswered).toEqual([]);
  });

  it('says there are no tickets yet and offers a new one', async () => {
    mockApi({
      ...supportRoutes([]),
      [`GET ${ticketsPath()}`]: { data: listOf([], { counts: { active: 0, done: 0 } }) },
    });
    const router = renderSupport(<SupportPage />);
    expect(await screen.findByRole('heading', { name: 'No tickets yet' })).toBeTruthy();
    const links = screen.getAllByRole('link', { name: 'New ticket' });
    fireEvent.click(links[links.length - 1]!);
    await waitFor(() => expect(router.state.location.search).toBe('?new=1'));
    expect(await screen.findByRole('heading', { name: 'New ticket' })).toBeTruthy();
  });

  it('offers Try again when the list cannot be loaded', async () => {
    let fail = true;
    mockApi({
      ...supportRoutes(),
      [`GET ${ticketsPath()}`]: () =>
        fail ? { status: 409, message: 'Busy' } : { data: listOf([summaryOf()]) },
    });
    renderSupport(<SupportPage />);
    const retry = await screen.findByRole('button', { name: 'Try again' });
    fail = false;
    fireEvent.click(retry);
    expect(await screen.findByRole('list', { name: 'Tickets' })).toBeTruthy();
  });

  it('pages twenty at a time', async () => {
    const api = mockApi({
      ...supportRoutes(),
      [`GET ${ticketsPath()}`]: { data: listOf([summaryOf()], { total: 45 }) },
      [`GET ${ticketsPath('status=active&page=2&pageSize=20')}`]: {
        data: listOf([summaryOf({ subject: 'Second page' })], { total: 45, page: 2 }),
      },
    });
    const router = renderSupport(<SupportPage />);
    expect(await screen.findByText('Page 1 of 3 · 45 tickets')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Second page')).toBeTruthy();
    expect(router.state.location.search).toBe('?page=2');
    expect(api.unanswered).toEqual([]);
  });

  it('shows one pane at a time at 390 px: the ticket or the form replaces the list, with Back', async () => {
    setViewportWidth(390);
    mockApi(withTicket());
    const router = renderSupport(<SupportPage />, `?ticket=${TICKET_ID}`);
    expect(await screen.findByRole('heading', { name: 'Letter from the IRS' })).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Tickets' })).toBeNull();
    expect(screen.queryByRole('searchbox', { name: 'Search tickets' })).toBeNull();
    fireEvent.click(screen.getByRole('link', { name: 'Back to support' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await screen.findByRole('list', { name: 'Tickets' })).toBeTruthy();
    await router.navigate('/dashboard/support?new=1');
    expect(await screen.findByRole('heading', { name: 'New ticket' })).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Tickets' })).toBeNull();
    fireEvent.click(screen.getByRole('link', { name: 'Back to support' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await screen.findByRole('list', { name: 'Tickets' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'New ticket' })).toBeNull();
  });

  it('shows the list and the ticket side by side at 1280 px', async () => {
    mockApi(withTicket());
    renderSupport(<SupportPage />, `?ticket=${TICKET_ID}`);
    expect(await screen.findByRole('heading', { name: 'Letter from the IRS' })).toBeTruthy();
    const tickets = await screen.findByRole('list', { name: 'Tickets' });
    expect(
      within(tickets)
        .getByRole('link', { name: /When will my EIN/ })
        .getAttribute('aria-current'),
    ).toBe('true');
    expect(screen.queryByRole('link', { name: 'Back to support' })).toBeNull();
  });
});
