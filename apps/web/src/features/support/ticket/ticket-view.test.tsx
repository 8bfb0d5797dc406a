import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { TSupportTicket } from '@charterline/shared/schemas/support';
import { stubXhr } from '@/test/fake-xhr';
import { signIn } from '@/test/fixtures';
import { mockApi } from '@/test/mock-api';
import { setUpRouteTests } from '@/test/route-test-setup';
import { SUPPORT, TICKET_ID } from '../support-fixtures';
import {
  TICKET,
  attachmentOf,
  messageOf,
  renderTicketPage,
  resolvedOf,
  ticketOf,
} from './ticket-fixtures';
import { TicketView } from './ticket-view';

const view = (onBack = vi.fn()) => <TicketView ticketId={TICKET_ID} onBack={onBack} />;
const posts = (api: ReturnType<typeof mockApi>, path: string) =>
  api.calls.filter((c) => c.method === 'POST' && c.path === path);

describe('TicketView', () => {
  setUpRouteTests();

  it('shows the ticket, the conversation with its files, and marks it read once', async () => {
    const staff = messageOf({
      id: '66666666-6666-4666-8666-666666666666',
      author: 'staff',
      authorName: 'Maria',
      body: 'Please send us the second page.',
      createdAt: '2026-11-03T12:00:00Z',
      attachments: [attachmentOf()],
    });
    const ticket = ticketOf({
      status: 'waiting_on_customer',
      unread: true,
      answerBy: null,
      about: {
        kind: 'mail_item',
        id: 'item-1',
        label: 'Letter from IRS, 3 Nov 2026',
        href: '/dashboard/communication?item=item-1',
      },
      messages: [messageOf(), staff],
    });
    const api = mockApi({
      [`GET ${TICKET}`]: { data: ticket },
      [`POST ${TICKET}/read`]: { data: { done: true } },
    });
    renderTicketPage(view());
    expect(await screen.findByRole('heading', { name: 'Letter from the IRS' })).toBeTruthy();
    expect(screen.getByText('#1042 · Mail · Normal')).toBeTruthy();
    expect(screen.getByText('Waiting on you')).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'Letter from IRS, 3 Nov 2026' }).getAttribute('href'),
    ).toBe('/dashboard/communication?item=item-1');
    expect(screen.queryByText(/We answer by/)).toBeNull();
    const conversation = screen.getByRole('list', { name: 'Conversation' });
    const [mine, ours] = within(conversation).getAllByRole('article');
    expect(within(mine as HTMLElement).getByText('Ana')).toBeTruthy();
    // The body is text with its line break, not HTML.
    expect(within(mine as HTMLElement).getByText(/The IRS sent a letter/).textContent).toBe(
      'The IRS sent a letter.\nWhat should I do?',
    );
    expect(within(ours as HTMLElement).getByText('Maria')).toBeTruthy();
    const file = within(ours as HTMLElement).getByRole('link', { name: /irs-letter\.pdf/ });
    expect(file.textContent).toContain('240 KB');
    await waitFor(() => expect(posts(api, `${TICKET}/read`)).toHaveLength(1));
    await waitFor(() =>
      expect(api.calls.filter((c) => c.path === TICKET && c.method === 'GET')).toHaveLength(1),
    );
    expect(posts(api, `${TICKET}/read`)).toHaveLength(1);
    expect(api.unanswered).toEqual([]);
  });

  it('says by when we answer, and does not mark a read ticket read', async () => {
    const api = mockApi({ [`GET ${TICKET}`]: { data: ticketOf() } });
    renderTicketPage(view());
    expect(await screen.findByText(/^We answer by .+ \(.+\)$/)).toBeTruthy();
    expect(screen.getByText('Open')).toBeTruthy();
    expect(posts(api, `${TICKET}/read`)).toHaveLength(0);
  });

  it('downloads a file with the token', async () => {
    const createObjectURL = vi.fn(() => 'blob:file');
    URL.createObjectURL = createObjectURL;
    URL.revokeObjectURL = vi.fn();
    signIn();
    const attachment = attachmentOf();
    const api = mockApi({
      [`GET ${TICKET}`]: {
        data: ticketOf({ messages: [messageOf({ attachments: [attachment] })] }),
      },
      [`GET ${SUPPORT}/attachments/${attachment.id}?download=1`]: { data: 'the PDF' },
    });
    renderTicketPage(view());
    const saved: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    fireEvent.click(await screen.findByRole('link', { name: /irs-letter\.pdf/ }));
    await waitFor(() => expect(saved).toEqual(['irs-letter.pdf']));
    expect(createObjectURL).toHaveBeenCalledOnce();
    click.mockRestore();
    const download = api.callTo(`${SUPPORT}/attachments/${attachment.id}?download=1`);
    expect(download?.headers.get('authorization')).toBe('Bearer access-1');
    expect(api.unanswered).toEqual([]);
  });

  it('sends a reply, clears the box and says so; a failed one keeps the text', async () => {
    let fail = true;
    const answered = ticketOf({
      status: 'open',
      messages: [
        messageOf(),
        messageOf({ id: '77777777-7777-4777-8777-777777777777', body: 'Here it is' }),
      ],
    });
    const api = mockApi({
      [`GET ${TICKET}`]: { data: ticketOf() },
      [`POST ${TICKET}/messages`]: () =>
        fail ? { status: 500, message: 'Internal Server Error' } : { data: answered },
    });
    renderTicketPage(view());
    const box = await screen.findByLabelText('Your reply');
    fireEvent.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(await screen.findByText('Write your message')).toBeTruthy();
    fireEvent.change(box, { target: { value: 'Here it is' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send reply' }));
    await waitFor(() => expect(posts(api, `${TICKET}/messages`)).toHaveLength(1));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Send reply' }).hasAttribute('disabled')).toBe(
        false,
      ),
    );
    expect((box as HTMLTextAreaElement).value).toBe('Here it is');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(await screen.findByText('Reply sent')).toBeTruthy();
    expect(posts(api, `${TICKET}/messages`)[1]?.body).toEqual({
      body: 'Here it is',
      attachmentIds: [],
    });
    await waitFor(() =>
      expect((screen.getByLabelText('Your reply') as HTMLTextAreaElement).value).toBe(''),
    );
    const conversation = screen.getByRole('list', { name: 'Conversation' });
    expect(within(conversation).getByText('Here it is')).toBeTruthy();
  });

  it('sends a reply with a file, waiting while it uploads', async () => {
    const xhr = stubXhr();
    const attachment = attachmentOf();
    const api = mockApi({
      [`GET ${TICKET}`]: { data: ticketOf() },
      [`POST ${TICKET}/messages`]: {
        data: ticketOf({
          messages: [messageOf(), messageOf({ id: attachment.id, attachments: [attachment] })],
        }),
      },
    });
    renderTicketPage(view());
    fireEvent.change(await screen.findByLabelText('Your reply'), {
      target: { value: 'The letter' },
    });
    fireEvent.change(screen.getByLabelText('Attach files'), {
      target: { files: [new File(['%PDF'], 'irs-letter.pdf', { type: 'application/pdf' })] },
    });
    const send = screen.getByRole('button', { name: 'Send reply' });
    await waitFor(() => expect(send.hasAttribute('disabled')).toBe(true));
    act(() => xhr.sent[0]?.respond(201, [attachment]));
    await waitFor(() => expect(send.hasAttribute('disabled')).toBe(false));
    fireEvent.click(send);
    expect(await screen.findByText('Reply sent')).toBeTruthy();
    expect(posts(api, `${TICKET}/messages`)[0]?.body).toEqual({
      body: 'The letter',
      attachmentIds: [attachment.id],
    });
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Attached files' })).toBeNull());
  });

  it('resolves, then takes a rating and shows it', async () => {
    let ticket: TSupportTicket = ticketOf();
    const api = mockApi({
      [`GET ${TICKET}`]: () => ({ data: ticket }),
      [`POST ${TICKET}/resolve`]: () => {
        ticket = resolvedOf();
        return { data: ticket };
      },
      [`POST ${TICKET}/rating`]: (body) => {
        const { score, comment } = body as { score: number; comment?: string };
        ticket = { ...ticket, rating: score, ratingComment: comment ?? null };
        return { data: ticket };
      },
    });
    renderTicketPage(view());
    fireEvent.click(await screen.findByRole('button', { name: 'Mark as resolved' }));
    const group = await screen.findByRole('group', { name: 'How did we do?' });
    expect(await screen.findByText('Ticket marked as resolved')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Mark as resolved' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Send rating' }));
    expect(await screen.findByText('Choose from 1 to 5 stars')).toBeTruthy();
    expect(within(group).getAllByRole('radio')).toHaveLength(5);
    fireEvent.click(within(group).getByRole('radio', { name: '5 stars' }));
    fireEvent.change(screen.getByLabelText('Anything to add? (optional)'), {
      target: { value: ' Quick and clear ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send rating' }));
    expect(await screen.findByText('You rated this 5 of 5. Thank you!')).toBeTruthy();
    expect(posts(api, `${TICKET}/rating`)[0]?.body).toEqual({
      score: 5,
      comment: 'Quick and clear',
    });
    fireEvent.click(screen.getByRole('button', { name: 'Change rating' }));
    expect((screen.getByRole('radio', { name: '5 stars' }) as HTMLInputElement).checked).toBe(true);
  });

  it('asks before closing, then closes', async () => {
    let ticket: TSupportTicket = ticketOf();
    const api = mockApi({
      [`GET ${TICKET}`]: () => ({ data: ticket }),
      [`POST ${TICKET}/close`]: () => {
        ticket = resolvedOf({
          status: 'closed',
          can: { reply: false, resolve: false, close: false, reopen: true, rate: true },
        });
        return { data: ticket };
      },
    });
    renderTicketPage(view());
    fireEvent.click(await screen.findByRole('button', { name: 'Close ticket' }));
    const dialog = await screen.findByRole('dialog', { name: 'Close this ticket?' });
    expect(posts(api, `${TICKET}/close`)).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close ticket' }));
    expect(await screen.findByText('Ticket closed')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posts(api, `${TICKET}/close`)).toHaveLength(1);
    expect(screen.getByText('Closed')).toBeTruthy();
    expect(screen.queryByLabelText('Your reply')).toBeNull();
    expect(screen.getByRole('button', { name: 'Reopen ticket' })).toBeTruthy();
  });

  it('offers reopening until the date, and a new ticket once it is too late', async () => {
    const reopened = ticketOf({ status: 'waiting_on_us' });
    const api = mockApi({
      [`GET ${TICKET}`]: { data: resolvedOf() },
      [`POST ${TICKET}/reopen`]: { data: reopened },
    });
    renderTicketPage(view());
    expect(await screen.findByText('You can reopen it until 5 Dec 2026.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Reopen ticket' }));
    expect(await screen.findByText('Ticket reopened')).toBeTruthy();
    expect(screen.getByText('Waiting on us')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Reopen ticket' })).toBeNull();
    expect(posts(api, `${TICKET}/reopen`)).toHaveLength(1);
  });

  it('says when a ticket can no longer be reopened', async () => {
    mockApi({
      [`GET ${TICKET}`]: {
        data: resolvedOf({
          status: 'closed',
          can: { reply: false, resolve: false, close: false, reopen: false, rate: true },
        }),
      },
    });
    renderTicketPage(view());
    expect(await screen.findByText(/This ticket can no longer be reopened/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Reopen ticket' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Open a new ticket.' }).getAttribute('href')).toBe(
      '/dashboard/support?new=1',
    );
  });

  it('says a ticket it cannot find is not found, and goes back', async () => {
    mockApi({ [`GET ${TICKET}`]: { status: 404, message: 'Not found' } });
    const onBack = vi.fn();
    renderTicketPage(view(onBack));
    expect(await screen.findByText('We could not find this ticket')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'See all tickets' }));
    expect(onBack).toHaveBeenCalledOnce();
  });
});
