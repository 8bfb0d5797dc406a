import type { ReactElement } from 'react';
import type {
  THelpArticle,
  TSupportHours,
  TSupportList,
  TSupportTicketSummary,
} from '@charterline/shared/schemas/support';
import { renderInRouter } from '@/test/render-in-router';

export const SUPPORT = '/client/care/v1/support';
export const PAGE = '/dashboard/support';
export const TICKET_ID = '33333333-3333-4333-8333-333333333333';
export const ITEM_ID = '11111111-1111-4111-8111-111111111111';

export const summaryOf = (over: Partial<TSupportTicketSummary> = {}): TSupportTicketSummary => ({
  id: TICKET_ID,
  number: 1042,
  subject: 'When will my EIN arrive?',
  category: 'ein',
  priority: 'normal',
  status: 'open',
  about: null,
  createdAt: '2026-11-03T10:00:00Z',
  lastMessageAt: '2026-11-03T10:00:00Z',
  lastMessageBy: 'customer',
  unread: false,
  answerBy: '2026-11-04T14:00:00Z',
  reopenUntil: null,
  rating: null,
  ...over,
});

export const listOf = (
  items: TSupportTicketSummary[],
  over: Partial<TSupportList> = {},
): TSupportList => ({
  items,
  total: items.length,
  page: 1,
  pageSize: 20,
  counts: { active: items.length, done: 2 },
  ...over,
});

export const HOURS: TSupportHours = {
  timeZone: 'America/New_York',
  schedule: 'Monday to Friday, 9:00–18:00 (New York time), except US federal holidays',
  firstAnswerHours: 8,
  answerByIfSentNow: '2026-11-04T14:00:00Z',
};

export const ARTICLE: THelpArticle = {
  slug: 'ein-timing-non-us-owners',
  title: 'How long an EIN takes without a US owner',
  summary: 'The IRS answers a fax in about four weeks.',
  category: 'ein',
  blocks: [
    { type: 'p', text: 'Without an SSN the IRS takes the SS-4 by phone, fax or mail.' },
    { type: 'p', text: 'International applicants call +1 267-941-1099.' },
    { type: 'h', text: 'What you can do meanwhile' },
    {
      type: 'ul',
      items: ['Open the bank account application', 'Prepare your operating agreement'],
    },
  ],
  reviewedOn: '2026-10-01',
  facts: [
    {
      key: 'federal:irs:ein-international-phone',
      jurisdiction: 'US',
      name: 'IRS phone line for international EIN applicants',
      value: '+1 267-941-1099',
      amountCents: null,
      source: 'IRS Instructions for Form SS-4 (Telephone)',
      sourceUrl: 'https://www.irs.gov/instructions/iss4',
      checkedOn: '2026-11-29',
      evidence: 'primary',
    },
  ],
};

export const ticketsPath = (search = 'status=active&page=1&pageSize=20') =>
  `${SUPPORT}/tickets?${search}`;

/** The routes the page asks for at once with its list. */
export const supportRoutes = (items: TSupportTicketSummary[] = [summaryOf()], extra = {}) => ({
  [`GET ${SUPPORT}/hours`]: { data: HOURS },
  [`GET ${ticketsPath()}`]: { data: listOf(items) },
  ...extra,
});

/** The page under a memory router at /dashboard/support, with the app's query client. */
export const renderSupport = (element: ReactElement, search = '') =>
  renderInRouter([{ path: PAGE, element }], `${PAGE}${search}`);
