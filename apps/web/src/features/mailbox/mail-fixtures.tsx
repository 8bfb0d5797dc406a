import type { ReactElement } from 'react';
import type {
  TMailbox,
  TMailItemDetail,
  TMailList,
  TMailRule,
} from '@charterline/shared/schemas/mail';
import { renderInRouter } from '@/test/render-in-router';

export const MAIL = '/client/company/v7/mail';
export const ITEM_ID = '11111111-1111-4111-8111-111111111111';
export const OTHER_ID = '22222222-2222-4222-8222-222222222222';
export const PAGE = '/dashboard/communication';

export const mailboxOf = (over: Partial<TMailbox> = {}): TMailbox => ({
  active: true,
  address: {
    recipient: 'Acme LLC',
    line1: '30 N Gould St',
    line2: 'Suite 4821',
    city: 'Sheridan',
    region: 'WY',
    postalCode: '82801',
    country: 'US',
  },
  unlimitedForwarding: false,
  prices: { forwarding: 1500, unlock: 900 },
  ...over,
});

export const itemOf = (over: Partial<TMailItemDetail> = {}): TMailItemDetail => ({
  id: ITEM_ID,
  sender: 'Internal Revenue Service',
  category: 'irs',
  receivedOn: '2026-11-03',
  pages: 2,
  urgent: true,
  folder: 'action_required',
  locked: false,
  hasEnvelope: false,
  scanDocumentId: 'doc-1',
  readAt: null,
  openedAt: null,
  openRequest: null,
  obligation: null,
  createdAt: '2026-11-03T10:00:00Z',
  requests: [],
  ...over,
});

export const listOf = (items: TMailItemDetail[], over: Partial<TMailList> = {}): TMailList => ({
  items,
  total: items.length,
  page: 1,
  pageSize: 25,
  folders: [
    { folder: 'inbox', total: 4, unread: 2 },
    { folder: 'action_required', total: 1, unread: 1 },
    { folder: 'pending', total: 0, unread: 0 },
    { folder: 'done', total: 0, unread: 0 },
    { folder: 'archived', total: 3, unread: 0 },
  ],
  ...over,
});

export const ruleOf = (over: Partial<TMailRule> = {}): TMailRule => ({
  id: 'rule-1',
  category: 'marketing',
  action: 'shred',
  afterDays: 30,
  createdAt: '2026-11-01T00:00:00Z',
  applied: 3,
  ...over,
});

export const itemsPath = (search = 'folder=inbox&page=1&pageSize=25') => `${MAIL}/items?${search}`;

/** The routes a mail tab with a mailbox asks for at once. */
export const mailRoutes = (items: TMailItemDetail[] = [itemOf()], extra = {}) => ({
  [`GET ${MAIL}/mailbox`]: { data: mailboxOf() },
  [`GET ${itemsPath()}`]: { data: listOf(items) },
  [`GET ${MAIL}/rules`]: { data: [ruleOf()] },
  ...extra,
});

/** A panel under a memory router at the communication page, with the app's query client. */
export const renderMail = (element: ReactElement, search = '') =>
  renderInRouter([{ path: PAGE, element }], `${PAGE}${search}`);
