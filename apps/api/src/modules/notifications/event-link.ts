import { SERVICE_PAGES } from '@charterline/shared/schemas/services';
import type { TEventForText } from './event-text';

const idIn = (data: Record<string, unknown>, key: string): string | null => {
  const value = data[key];
  return typeof value === 'string' && value.length > 0 ? encodeURIComponent(value) : null;
};

const HOME = '/dashboard/home';
const letter = (e: TEventForText) => {
  const id = idIn(e.data, 'itemId');
  return id ? `/dashboard/communication?item=${id}` : '/dashboard/communication';
};
const ticket = (e: TEventForText) => {
  const id = idIn(e.data, 'ticketId');
  return id ? `/dashboard/support?ticket=${id}` : '/dashboard/support';
};
const PHONE = '/dashboard/communication?tab=phone';

/**
 * The page that shows what each kind of event is about (issue 36, decision 0189): a letter,
 * a ticket, a service, an invoice, a deadline… The kinds of the formation's steps and of the
 * company's status are followed on Home. Opening that page marks the notification read.
 */
const LINKS: Record<string, (e: TEventForText) => string> = {
  MAIL_RECEIVED: letter,
  URGENT_MAIL_RECEIVED: letter,
  MAIL_RULE_APPLIED: letter,
  MAIL_REQUEST_COMPLETED: letter,
  MAIL_REQUEST_CANCELLED: letter,
  URGENT_MAIL_ESCALATED: ticket,
  SUPPORT_REPLIED: ticket,
  SUPPORT_RESOLVED: ticket,
  SERVICE_MOVED: (e) => {
    const id = idIn(e.data, 'serviceId');
    return id ? SERVICE_PAGES.one(id) : SERVICE_PAGES.list;
  },
  DOCUMENT_ADDED: (e) => {
    const service = idIn(e.data, 'serviceId');
    return service ? SERVICE_PAGES.one(service) : '/dashboard/llc-management?tab=documents';
  },
  INVOICE_PAID: (e) => {
    const id = idIn(e.data, 'invoiceId');
    return id ? `/dashboard/invoicing/${id}` : '/dashboard/invoicing';
  },
  COMPLIANCE_REMINDER: (e) => {
    const id = idIn(e.data, 'obligationId');
    return id ? `/dashboard/compliance?obligation=${id}` : '/dashboard/compliance';
  },
  COMPANY_CHANGE_COMPLETED: () => '/dashboard/llc-management?tab=changes',
  BOOKS_MONTH_CLOSED: () => '/dashboard/accounting',
  PHONE_NUMBER_ASSIGNED: () => PHONE,
  PHONE_TEXT_RECEIVED: () => PHONE,
  PHONE_VOICEMAIL: () => PHONE,
};

/** Where a notification takes the customer: the page of what it is about, else Home. */
export const eventLink = (event: TEventForText): string => LINKS[event.kind]?.(event) ?? HOME;

const BASE = 'http://charterline.invalid';
const pathOf = (url: URL) => url.pathname.replace(/\/+$/, '') || '/';

/**
 * Whether the page at `path` (its path and query, as the browser's address shows them) is the
 * page `link` points to: the same path, and every parameter of the link with the same value
 * (`/dashboard/communication?folder=pending&item=A` shows the letter A).
 */
export const linkShownAt = (link: string, path: string): boolean => {
  const want = new URL(link, BASE);
  const at = new URL(path, BASE);
  if (pathOf(want) !== pathOf(at)) return false;
  for (const [key, value] of want.searchParams) {
    if (at.searchParams.get(key) !== value) return false;
  }
  return true;
};
