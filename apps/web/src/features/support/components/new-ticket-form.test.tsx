import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/test/mock-api';
import { setUpRouteTests } from '@/test/route-test-setup';
import {
  ARTICLE,
  ITEM_ID,
  renderSupport,
  SUPPORT,
  supportRoutes,
  TICKET_ID,
} from '../support-fixtures';
import { ticketOf } from '../ticket/ticket-fixtures';
import { SupportPage } from './support-page';

const ABOUT = `${SUPPORT}/about?kind=mail_item&id=${ITEM_ID}`;
const ABOUT_PREVIEW = {
  kind: 'mail_item',
  id: ITEM_ID,
  label: 'Letter from Internal Revenue Service, 3 Nov 2026',
  href: `/dashboard/communication?item=${ITEM_ID}`,
  category: 'mail',
};
const FROM_LETTER = `?new=1&about=mail_item:${ITEM_ID}`;

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('NewTicketForm', () => {
  setUpRouteTests();

  it('suggests articles for the subject and opens one without losing what was typed', async () => {
    const api = mockApi({
      ...supportRoutes(),
      [`GET ${SUPPORT}/articles?q=EIN+timing&limit=5`]: { data: [ARTICLE] },
      [`GET ${SUPPORT}/articles/${ARTICLE.slug}`]: { data: ARTICLE },
    });
    renderSupport(<SupportPage />, '?new=1');
    await screen.findByRole('heading', { name: 'New ticket' });
    expect(await screen.findByText(/^We answer by .+\.$/)).toBeTruthy();
    type('Subject', 'EI');
    type('Message', 'My EIN has not come yet.');
    type('Subject', 'EIN timing');
    const region = await screen.findByRole('region', { name: 'Suggested articles' });
    expect(within(region).getByText('These may answer your question')).toBeTruthy();
    expect(api.calls.some((c) => c.path.includes('articles?q=EI&'))).toBe(false);
    fireEvent.click(within(region).getByRole('button', { name: ARTICLE.title }));
    const dialog = await screen.findByRole('dialog', { name: ARTICLE.title });
    expect(await within(dialog).findByText('What you can do meanwhile')).toBeTruthy();
    expect(within(dialog).getByText('Prepare your operating agreement')).toBeTruthy();
    // Issue 35: the figures it names, with their source and the day each was checked.
    const figures = within(dialog).getByRole('region', { name: 'Where these figures come from' });
    expect(figures.textContent).toContain(
      '+1 267-941-1099 — IRS phone line for international EIN applicants.',
    );
    expect(
      within(figures)
        .getByRole('link', { name: 'IRS Instructions for Form SS-4 (Telephone)' })
        .getAttribute('href'),
    ).toBe('https://www.irs.gov/instructions/iss4');
    expect(figures.textContent).toMatch(/checked 29 Nov 2026\.$/);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect((screen.getByLabelText('Subject') as HTMLInputElement).value).toBe('EIN timing');
    expect((screen.getByLabelText('Message') as HTMLTextAreaElement).value).toBe(
      'My EIN has not come yet.',
    );
    expect(api.unanswered).toEqual([]);
  });

  it('says what is missing before sending anything', async () => {
    const api = mockApi(supportRoutes());
    renderSupport(<SupportPage />, '?new=1');
    fireEvent.click(await screen.findByRole('button', { name: 'Send ticket' }));
    expect(await screen.findByText('Enter a subject')).toBeTruthy();
    expect(screen.getByText('Choose a category')).toBeTruthy();
    expect(screen.getByText('Write your message')).toBeTruthy();
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('opens from a letter: the about line, its category chosen, and Remove', async () => {
    const api = mockApi({ ...supportRoutes(), [`GET ${ABOUT}`]: { data: ABOUT_PREVIEW } });
    const router = renderSupport(<SupportPage />, FROM_LETTER);
    expect(
      await screen.findByText('About: Letter from Internal Revenue Service, 3 Nov 2026'),
    ).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Category' }).textContent).toContain('Mail'),
    );
    expect(screen.getByRole('combobox', { name: 'Priority' }).textContent).toContain('Normal');
    type('Subject', 'Scan of the IRS letter');
    fireEvent.click(screen.getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(router.state.location.search).toBe('?new=1'));
    expect(screen.queryByText(/^About:/)).toBeNull();
    expect((screen.getByLabelText('Subject') as HTMLInputElement).value).toBe(
      'Scan of the IRS letter',
    );
    expect(api.unanswered).toEqual([]);
  });

  it('drops an about it cannot find, quietly', async () => {
    mockApi({
      ...supportRoutes(),
      [`GET ${ABOUT}`]: {
        status: 404,
        message: 'Not found',
        errors: [{ code: 'NOT_FOUND', message: 'Not found' }],
      },
    });
    renderSupport(<SupportPage />, FROM_LETTER);
    expect(await screen.findByText('We could not find what this was about.')).toBeTruthy();
    expect(screen.queryByText(/^About:/)).toBeNull();
  });

  it('keeps what was typed and shows the field error beside its field', async () => {
    const api = mockApi({
      ...supportRoutes(),
      [`GET ${ABOUT}`]: { data: ABOUT_PREVIEW },
      [`POST ${SUPPORT}/tickets`]: {
        status: 400,
        message: 'VALIDATION_ERROR',
        errors: [{ code: 'VALIDATION_ERROR', field: 'subject', message: 'Keep it shorter' }],
      },
    });
    renderSupport(<SupportPage />, FROM_LETTER);
    await screen.findByText(/^About:/);
    type('Subject', 'Scan of the IRS letter');
    type('Message', 'What does it ask?');
    fireEvent.click(screen.getByRole('button', { name: 'Send ticket' }));
    const error = await screen.findByText('Keep it shorter');
    const subject = screen.getByLabelText('Subject') as HTMLInputElement;
    expect(subject.getAttribute('aria-describedby')).toBe(error.id);
    expect(subject.value).toBe('Scan of the IRS letter');
    expect((screen.getByLabelText('Message') as HTMLTextAreaElement).value).toBe(
      'What does it ask?',
    );
    expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(1);
  });

  it('sends the ticket about the letter, says so and opens it in place of the form', async () => {
    const api = mockApi({
      ...supportRoutes(),
      [`GET ${ABOUT}`]: { data: ABOUT_PREVIEW },
      [`POST ${SUPPORT}/tickets`]: { data: ticketOf({ number: 1077, category: 'mail' }) },
    });
    const router = renderSupport(<SupportPage />, FROM_LETTER);
    await screen.findByText(/^About:/);
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Category' }).textContent).toContain('Mail'),
    );
    type('Subject', '  Scan of the IRS letter ');
    type('Message', 'What does it ask?');
    fireEvent.click(screen.getByRole('button', { name: 'Send ticket' }));
    expect(await screen.findByText('Ticket #1077 sent')).toBeTruthy();
    await waitFor(() => expect(router.state.location.search).toBe(`?ticket=${TICKET_ID}`));
    expect(api.callTo(`${SUPPORT}/tickets`)?.body).toEqual({
      subject: 'Scan of the IRS letter',
      category: 'mail',
      priority: 'normal',
      body: 'What does it ask?',
      attachmentIds: [],
      about: { kind: 'mail_item', id: ITEM_ID },
    });
    // The router has moved; the form leaves on the render that follows (not the same tick).
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'New ticket' })).toBeNull());
    // The list is asked again with the new ticket in it.
    await waitFor(() =>
      expect(
        api.calls.filter((c) => c.path.startsWith(`${SUPPORT}/tickets?`)).length,
      ).toBeGreaterThan(1),
    );
  });
});
