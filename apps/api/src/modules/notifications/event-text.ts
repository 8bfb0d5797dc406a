import type { TCompanyStatus } from '@charterline/shared/enums';
import { formatDate } from '@charterline/shared/format';
import { formatMinor } from '@charterline/shared/rules/invoice-totals';
import type { TProcessingStepKey } from '@charterline/shared/rules/processing';
import { SERVICE_STATUS_WORDS } from '@charterline/shared/services';
import { companyPhrase } from '../companies';

export type TEventForText = {
  kind: string;
  fromStatus: string | null;
  toStatus: string | null;
  companyName: string | null;
  companyNameType: string | null;
  data: Record<string, unknown>;
};

/** What each company status reads as after "is now". */
const STATUS_WORDS: Record<TCompanyStatus, string> = {
  NONE: 'not started',
  PENDING_PAYMENT: 'waiting for payment',
  MISSING_INFORMATION: 'waiting for its formation details',
  PENDING_VERIFICATION: 'being checked by our team',
  STARTED: 'being formed',
  COMPLETED: 'formed',
  REJECTED: 'rejected by the state',
  FREEZED: 'frozen',
  ONHOLD: 'on hold',
  PENDING_FOR_DOCUMENT_VERIFICATION: 'waiting for document verification',
  DISSOLVED: 'dissolved',
};

const statusWords = (status: string | null): string =>
  STATUS_WORDS[status as TCompanyStatus] ?? 'updated';

/** What a mail rule did, as the start of a sentence (issue 23). */
const MAIL_RULE_WORDS: Record<string, string> = {
  open_scan: 'A mail rule asked us to open and scan',
  shred: 'A mail rule asked us to shred',
  recycle: 'A mail rule asked us to recycle',
  archive: 'A mail rule archived',
};
/** "The forwarding" / "The scan": what a mail request did, as the start of a sentence. */
const MAIL_ACTION_WORDS: Record<string, string> = {
  open_scan: 'The scan',
  forward: 'The forwarding',
  shred: 'The shredding',
  recycle: 'The recycling',
  hold: 'The hold for pickup',
  unlock: 'The unlock',
};
const mailActionWords = (action: unknown): string =>
  (typeof action === 'string' ? MAIL_ACTION_WORDS[action] : undefined) ?? 'The request';

type TTemplate = (company: string, event: TEventForText) => { title: string; body: string };

/** One template per event kind the customer is told about; `company` as in a sentence. */
const TEMPLATES: Record<string, TTemplate> &
  Record<TProcessingStepKey, TTemplate> & { STATUS_CHANGED: TTemplate } = {
  COMPANY_CREATED: (c) => ({ title: 'Company created', body: `${c} is ready for onboarding.` }),
  PAYMENT_RECEIVED: (c) => ({
    title: 'Payment received',
    body: `Thank you: we received the payment for ${c}.`,
  }),
  FORMATION_CONFIRMED: (c) => ({
    title: 'Formation details confirmed',
    body: `We have the formation details of ${c} and are preparing the filing.`,
  }),
  DOCUMENT_ADDED: (c, e) => ({
    title: 'New document',
    body:
      typeof e.data.title === 'string'
        ? `${e.data.title} was added to the documents of ${c}.`
        : `A document was added to the documents of ${c}.`,
  }),
  // Issue 18: staff moved one of the company's services.
  SERVICE_MOVED: (c, e) => {
    const name = typeof e.data.name === 'string' ? e.data.name : 'A service';
    const words = SERVICE_STATUS_WORDS[e.toStatus as keyof typeof SERVICE_STATUS_WORDS];
    const waiting = typeof e.data.waitingOn === 'string' ? `: ${e.data.waitingOn}` : '.';
    return {
      title: 'Service updated',
      body: `${name} for ${c} is now ${words ?? 'updated'}${waiting}`,
    };
  },
  // Issue 19: a compliance reminder went out by e-mail (decision 0122).
  COMPLIANCE_REMINDER: (c, e) => {
    const title = typeof e.data.title === 'string' ? e.data.title : 'A deadline';
    const due = typeof e.data.dueDate === 'string' ? formatDate(e.data.dueDate) : 'soon';
    const overdue = typeof e.data.daysUntilDue === 'number' && e.data.daysUntilDue < 0;
    return overdue
      ? { title: 'Deadline overdue', body: `${title} for ${c} was due on ${due}.` }
      : { title: 'Deadline coming up', body: `${title} for ${c} is due on ${due}.` };
  },
  // Issue 21: a payer paid one of the company's invoices by card (decision 0142).
  INVOICE_PAID: (c, e) => {
    const number = typeof e.data.number === 'string' ? e.data.number : 'An invoice';
    const who = typeof e.data.customer === 'string' ? e.data.customer : 'Your customer';
    const amount =
      typeof e.data.amount === 'number' && typeof e.data.currency === 'string'
        ? formatMinor(e.data.amount, e.data.currency)
        : 'a payment';
    return {
      title: e.data.paidInFull === false ? 'Invoice paid in part' : 'Invoice paid',
      body: `${who} paid ${amount} by card for invoice ${number} of ${c}.`,
    };
  },
  EXISTING_LLC_ADDED: (c) => ({
    title: 'Details received',
    body: `We received the details of ${c} and are checking them with the state.`,
  }),
  EXISTING_LLC_UPDATED: (c) => ({
    title: 'Details updated',
    body: `We received the new details of ${c} and are checking them with the state.`,
  }),
  DETAILS_VERIFIED: (c) => ({
    title: 'Details verified',
    body: `We verified the details of ${c}: your dashboard now works for it in full.`,
  }),
  // Issue 20: staff completed a change of the company (decision 0135).
  COMPANY_CHANGE_COMPLETED: (c, e) => ({
    title: 'Change done',
    body: `${typeof e.data.label === 'string' ? e.data.label : 'A change'} of ${c} is done and on file.`,
  }),
  // Issue 22: our bookkeepers closed a month of the company's books (decision 0150).
  BOOKS_MONTH_CLOSED: (c, e) => ({
    title: 'Books closed',
    body: `Your books for ${typeof e.data.label === 'string' ? e.data.label : 'the month'} are closed (${c}).`,
  }),
  // Issue 23: a letter reached the company's mailing address (decision 0154).
  MAIL_RECEIVED: (c, e) => ({
    title: e.data.urgent === true ? 'Urgent mail' : 'New mail',
    body: `${e.data.urgent === true ? 'An urgent letter' : 'A letter'} from ${typeof e.data.sender === 'string' ? e.data.sender : 'a sender'} arrived for ${c}.`,
  }),
  // Issue 23 (decision 0156): an urgent letter arrived, and was not opened for 48 hours.
  URGENT_MAIL_RECEIVED: (c, e) => ({
    title: 'Urgent mail',
    body: `An urgent letter ${typeof e.data.sender === 'string' ? `from ${e.data.sender} ` : ''}arrived for ${c}: open it as soon as you can.`,
  }),
  URGENT_MAIL_ESCALATED: (c, e) => ({
    title: 'Support ticket opened',
    body: `The urgent letter ${typeof e.data.sender === 'string' ? `from ${e.data.sender} ` : ''}for ${c} was not opened for 48 hours: we opened a support ticket.`,
  }),
  // Issue 23 (decision 0156): one of the company's mail rules acted on a letter.
  MAIL_RULE_APPLIED: (c, e) => ({
    title: 'Mail rule applied',
    body: `${MAIL_RULE_WORDS[String(e.data.action)] ?? 'A mail rule acted on'} the letter ${typeof e.data.sender === 'string' ? `from ${e.data.sender} ` : ''}for ${c}.`,
  }),
  // Issue 24 (decision 0160): our answer on a support ticket, and a ticket staff resolved.
  SUPPORT_REPLIED: (c, e) => ({
    title: 'Support answered',
    body: `We answered your ticket ${typeof e.data.number === 'number' ? `#${e.data.number} ` : ''}${typeof e.data.subject === 'string' ? `“${e.data.subject}” ` : ''}about ${c}.`,
  }),
  SUPPORT_RESOLVED: (c, e) => ({
    title: 'Ticket resolved',
    body: `Your ticket ${typeof e.data.number === 'number' ? `#${e.data.number} ` : ''}about ${c} is resolved. Tell us how we did.`,
  }),
  // Issue 23: the company's US number (decision 0157).
  PHONE_NUMBER_ASSIGNED: (c, e) => ({
    title: 'Phone number ready',
    body: `${c} has a US phone number: ${typeof e.data.display === 'string' ? e.data.display : 'see your phone page'}.`,
  }),
  PHONE_TEXT_RECEIVED: (c, e) => ({
    title: 'New text',
    body: `A text from ${typeof e.data.from === 'string' ? e.data.from : 'a sender'} arrived on the US number of ${c}.`,
  }),
  PHONE_VOICEMAIL: (c, e) => ({
    title: 'New voicemail',
    body: `${typeof e.data.from === 'string' ? e.data.from : 'A caller'} left a voicemail on the US number of ${c}.`,
  }),
  // Issue 23: staff completed or cancelled what the customer asked of a letter (decision 0155).
  MAIL_REQUEST_COMPLETED: (c, e) => ({
    title: 'Mail request done',
    body: `${mailActionWords(e.data.action)} of the letter from ${typeof e.data.sender === 'string' ? e.data.sender : 'a sender'} to ${c} is done.`,
  }),
  MAIL_REQUEST_CANCELLED: (c, e) => ({
    title: 'Mail request cancelled',
    body: `${mailActionWords(e.data.action)} of the letter from ${typeof e.data.sender === 'string' ? e.data.sender : 'a sender'} to ${c} was cancelled${typeof e.data.reason === 'string' ? `: ${e.data.reason}` : '.'}`,
  }),
  STATUS_CHANGED: (c, e) => ({
    title: 'Status updated',
    body: `${c} is now ${statusWords(e.toStatus)}.`,
  }),
  DOCUMENTS_SUBMITTED: (c) => ({
    title: 'Documents submitted',
    body: `We checked the formation details of ${c} and prepared its filing.`,
  }),
  STATE_FILING_STARTED: (c) => ({
    title: 'State filing started',
    body: `We filed the Articles of Organization of ${c} with the state.`,
  }),
  STATE_FILING_COMPLETED: (c) => ({
    title: 'State filing completed',
    body: `The state approved the filing: ${c} exists.`,
  }),
  EIN_APPLICATION_STARTED: (c) => ({
    title: 'EIN application started',
    body: `We applied to the IRS for the EIN of ${c}.`,
  }),
  EIN_RECEIVED: (c) => ({
    title: 'EIN received',
    body: `The IRS issued the EIN of ${c}.`,
  }),
  BANK_ACCOUNT_OPENED: (c) => ({
    title: 'Bank account opened',
    body: `The US business bank account of ${c} is open.`,
  }),
  FINAL_DOCUMENTS_DELIVERED: (c) => ({
    title: 'Final documents delivered',
    body: `The final formation documents of ${c} are in your documents.`,
  }),
};

const capitalise = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

/** How a company event reads in the notifications: a proper sentence from its kind's template. */
export const eventText = (event: TEventForText): { title: string; body: string } => {
  const template = TEMPLATES[event.kind];
  const company = companyPhrase(event);
  if (!template) return { title: 'Company updated', body: capitalise(`${company} was updated.`) };
  const { title, body } = template(company, event);
  return { title, body: capitalise(body) };
};
