import { formatDate } from '@charterline/shared/format';
import { formatMinor } from '@charterline/shared/rules/invoice-totals';
import type { TMailAttachment } from '../mail/outbox.repository';
import { APP_NAME_MARK, composeMail } from '../mail/templates/layout';
import type { TInvoiceDocument } from './pdf/invoice-document';

/** The public page's app path (the mail's link is PUBLIC_URL + this). */
export const invoicePagePath = (token: string): string => `/invoice/${token}`;

const dueWords = (dueDate: string | null): string =>
  dueDate ? `due ${formatDate(dueDate)}` : 'due on receipt';

const numberOf = (doc: TInvoiceDocument): string => doc.invoice.number ?? 'invoice';

/** The invoice's PDF as an attachment of the outbox row. */
export const pdfAttachment = (doc: TInvoiceDocument, pdf: Uint8Array): TMailAttachment => ({
  filename: `${numberOf(doc)}.pdf`,
  contentType: 'application/pdf',
  contentBase64: Buffer.from(pdf).toString('base64'),
});

const invoiceDetails = (doc: TInvoiceDocument): [string, string][] => {
  const { invoice } = doc;
  const money = (minor: number) => formatMinor(minor, invoice.currency);
  return [
    ['Invoice', numberOf(doc)],
    ['Issued', formatDate(invoice.issueDate)],
    ['Due', invoice.dueDate ? formatDate(invoice.dueDate) : 'On receipt'],
    ['Total', money(invoice.total)],
    ...(invoice.balance !== invoice.total
      ? ([['Balance due', money(invoice.balance)]] as [string, string][])
      : []),
  ];
};

/**
 * Who wrote it, said in every e-mail of an LLC's invoice (issue 33 item 4): the LLC, never us.
 * We only deliver it, and the reply goes to the LLC.
 */
const deliveredFor = (doc: TInvoiceDocument): string =>
  `This invoice is from ${doc.seller.legalName}, not from ${APP_NAME_MARK}: ${APP_NAME_MARK} only delivers it for them. Questions about it? Reply to ${doc.seller.email ?? doc.seller.legalName} directly.`;

/** To the customer: the invoice, its PDF attached, and the link to view and pay it. */
export const invoiceMail = (doc: TInvoiceDocument, token: string, pdf: Uint8Array) => {
  const { invoice, seller, customer } = doc;
  const amount = formatMinor(invoice.balance, invoice.currency);
  return {
    ...composeMail(
      {
        kind: 'invoice',
        recipient: customer.email,
        subject: `${seller.legalName} sent you an invoice — ${numberOf(doc)}, ${amount} ${dueWords(invoice.dueDate)}`,
      },
      {
        greeting: `Hi ${customer.name},`,
        paragraphs: [
          `${seller.legalName} sent you an invoice: ${numberOf(doc)} for ${amount}, ${dueWords(invoice.dueDate)}.`,
          'The invoice is attached as a PDF. You can also view it, download it and pay it online.',
        ],
        details: invoiceDetails(doc),
        action: { label: 'View the invoice', path: invoicePagePath(token) },
        after: [deliveredFor(doc)],
        signature: seller.legalName,
      },
    ),
    attachments: [pdfAttachment(doc, pdf)],
  };
};

export type TReminderKind = 'before_due' | 'on_due' | 'after_due';

/** How the reminder says when it is due (a late sweep says the date, not "today"). */
const REMINDER_WORDS: Record<TReminderKind, (due: string, isToday: boolean) => string> = {
  before_due: (due) => `is due on ${due}`,
  on_due: (due, isToday) => (isToday ? 'is due today' : `was due on ${due}`),
  after_due: (due) => `was due on ${due} and is not paid yet`,
};

/** A reminder to the customer (3 days before, on the due date, 7 days after). */
export const invoiceReminderMail = (
  doc: TInvoiceDocument,
  token: string,
  kind: TReminderKind,
  pdf: Uint8Array,
  today: string,
) => {
  const { invoice, seller, customer } = doc;
  const amount = formatMinor(invoice.balance, invoice.currency);
  const due = invoice.dueDate ? formatDate(invoice.dueDate) : 'receipt';
  return {
    ...composeMail(
      {
        kind: `invoice-reminder-${kind}`,
        recipient: customer.email,
        subject:
          kind === 'after_due'
            ? `Overdue: invoice ${numberOf(doc)} from ${seller.legalName} — ${amount}`
            : `Reminder: invoice ${numberOf(doc)} from ${seller.legalName} — ${amount} ${dueWords(invoice.dueDate)}`,
      },
      {
        greeting: `Hi ${customer.name},`,
        paragraphs: [
          `A reminder from ${seller.legalName}: invoice ${numberOf(doc)} for ${amount} ${REMINDER_WORDS[kind](due, invoice.dueDate === today)}.`,
          'If you have paid it already, thank you, and please ignore this e-mail.',
        ],
        details: invoiceDetails(doc),
        action: { label: 'View and pay the invoice', path: invoicePagePath(token) },
        after: [deliveredFor(doc)],
        signature: seller.legalName,
      },
    ),
    attachments: [pdfAttachment(doc, pdf)],
  };
};

/** To the payer after a card payment: what was paid, for which invoice, to whom. */
export const invoiceReceiptMail = (
  doc: TInvoiceDocument,
  token: string,
  payment: { amount: number; recipient: string; card: string },
) => {
  const { invoice, seller } = doc;
  const amount = formatMinor(payment.amount, invoice.currency);
  return composeMail(
    {
      kind: 'invoice-receipt',
      recipient: payment.recipient,
      subject: `Receipt: you paid ${amount} to ${seller.legalName} (invoice ${numberOf(doc)})`,
    },
    {
      greeting: `Hi ${doc.customer.name},`,
      paragraphs: [
        `Thank you: your payment of ${amount} for invoice ${numberOf(doc)} from ${seller.legalName} went through.`,
      ],
      details: [
        ['Invoice', numberOf(doc)],
        ['Paid', amount],
        ['Card', payment.card],
        ['Balance now', formatMinor(invoice.balance, invoice.currency)],
      ],
      action: { label: 'See the invoice', path: invoicePagePath(token) },
    },
  );
};

/** To the LLC's user: one of their invoices was paid by card. */
export const invoicePaidMail = (doc: TInvoiceDocument, amount: number, paidInFull: boolean) => {
  const money = formatMinor(amount, doc.invoice.currency);
  return composeMail(
    {
      kind: 'invoice-paid',
      recipient: doc.seller.owner.email,
      subject: paidInFull
        ? `Invoice ${numberOf(doc)} was paid`
        : `Invoice ${numberOf(doc)} was paid in part (${money})`,
    },
    {
      greeting: `Hi ${doc.seller.owner.firstName},`,
      paragraphs: [
        `${doc.customer.name} paid ${money} by card for invoice ${numberOf(doc)} of ${doc.seller.legalName}.`,
      ],
      details: [
        ['Invoice', numberOf(doc)],
        ['Paid now', money],
        ['Balance', formatMinor(doc.invoice.balance, doc.invoice.currency)],
      ],
      action: { label: 'Open the invoice', path: `/dashboard/invoicing/${doc.invoice.id}` },
    },
  );
};
