import { formatDate } from '@charterline/shared/format';
import { formatMinor } from '@charterline/shared/rules/invoice-totals';
import type { TMailAttachment } from '../email';
import { APP_NAME_MARK, composeMail } from '../email';
import type { TInvoiceDocument } from './pdf/invoice-document';

/** The public page's app path (the mail's link is PUBLIC_URL + this). */
export const invoicePagePath = (token: string): string => `/invoice/${token}`;

const dueWords = (dueDate: string | null): string =>
  dueDate ? `due ${formatDate(dueDate)}` : 'due on receipt';

const numberOf = (doc: TInvoiceDocument): string => doc.invoice.number ?? 'invoice';

/**
 * An LLC's e-mail to its own customer (issue 36 item 10, decision 0183): shown as from the LLC
 * ("Viento Alto LLC via {APP_NAME}": our address stays the technical sender, and the "via"
 * says who delivers it, as the body does), a reply goes to the LLC's contact e-mail, and the
 * LLC's name heads and signs it.
 */
const fromTheLlc = (doc: TInvoiceDocument) => ({
  fromName: `${doc.seller.legalName} via ${APP_NAME_MARK}`,
  replyTo: doc.seller.email,
});
const signedByTheLlc = (doc: TInvoiceDocument) => ({
  brand: doc.seller.legalName,
  signature: doc.seller.legalName,
});

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
        ...signedByTheLlc(doc),
      },
    ),
    ...fromTheLlc(doc),
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
        ...signedByTheLlc(doc),
      },
    ),
    ...fromTheLlc(doc),
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
  const mail = composeMail(
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
      after: [deliveredFor(doc)],
      ...signedByTheLlc(doc),
    },
  );
  return { ...mail, ...fromTheLlc(doc) };
};

/** To the LLC's user: one of their invoices was paid by card. */
export const invoicePaidMail = (
  doc: TInvoiceDocument,
  amount: number,
  paidInFull: boolean,
  /** One of the company's recipients (`companyRecipients`). */
  to: { email: string; firstName: string },
) => {
  const money = formatMinor(amount, doc.invoice.currency);
  return composeMail(
    {
      kind: 'invoice-paid',
      recipient: to.email,
      subject: paidInFull
        ? `Invoice ${numberOf(doc)} was paid`
        : `Invoice ${numberOf(doc)} was paid in part (${money})`,
    },
    {
      greeting: `Hi ${to.firstName},`,
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

/** The credit note's PDF as an attachment ("NC-CN-2026-0001.pdf"). */
export const creditNoteAttachment = (number: string, pdf: Uint8Array): TMailAttachment => ({
  filename: `${number}.pdf`,
  contentType: 'application/pdf',
  contentBase64: Buffer.from(pdf).toString('base64'),
});

/**
 * To the customer (issue 36 item 4): the credit note, its PDF attached, what it changes —
 * the balance left to pay, or what is now owed back to them.
 */
export const creditNoteMail = (
  doc: TInvoiceDocument,
  note: { number: string; amount: number; reason: string; issuedOn: string },
  owedNow: number,
  pdf: Uint8Array,
) => {
  const { invoice, seller, customer } = doc;
  const money = (minor: number) => formatMinor(minor, invoice.currency);
  const what =
    owedNow > 0
      ? `You have paid more than you now owe: ${money(owedNow)} is owed back to you. ${seller.legalName} will refund it, or keep it as credit for your next invoice.`
      : invoice.balance > 0
        ? `Invoice ${numberOf(doc)} now has ${money(invoice.balance)} left to pay.`
        : `Nothing is left to pay on invoice ${numberOf(doc)}.`;
  const token = invoice.status !== 'void' ? invoice.publicToken : null;
  return {
    ...composeMail(
      {
        kind: 'invoice-credit-note',
        recipient: customer.email,
        subject: `${seller.legalName} sent you a credit note — ${note.number}, ${money(note.amount)} off invoice ${numberOf(doc)}`,
      },
      {
        greeting: `Hi ${customer.name},`,
        paragraphs: [
          `${seller.legalName} issued credit note ${note.number} for ${money(note.amount)} on invoice ${numberOf(doc)}: ${note.reason}`,
          what,
          'The credit note is attached as a PDF.',
        ],
        details: [
          ['Credit note', note.number],
          ['Issued', formatDate(note.issuedOn)],
          ['For invoice', numberOf(doc)],
          ['Credited', money(note.amount)],
          owedNow > 0
            ? ['Owed back to you', money(owedNow)]
            : ['Balance due', money(invoice.balance)],
        ],
        ...(token ? { action: { label: 'View the invoice', path: invoicePagePath(token) } } : {}),
        after: [deliveredFor(doc)],
        ...signedByTheLlc(doc),
      },
    ),
    ...fromTheLlc(doc),
    attachments: [creditNoteAttachment(note.number, pdf)],
  };
};

/** To the customer (issue 36 item 4): money the LLC sent back to their card. */
export const cardRefundMail = (
  doc: TInvoiceDocument,
  refund: { amount: number; card: string | null },
) => {
  const { invoice, seller, customer } = doc;
  const amount = formatMinor(refund.amount, invoice.currency);
  const card = refund.card ? `your card (${refund.card})` : 'the card you paid with';
  const token = invoice.status !== 'void' ? invoice.publicToken : null;
  return {
    ...composeMail(
      {
        kind: 'invoice-refund',
        recipient: customer.email,
        subject: `${seller.legalName} refunded ${amount} to your card (invoice ${numberOf(doc)})`,
      },
      {
        greeting: `Hi ${customer.name},`,
        paragraphs: [
          `${seller.legalName} refunded ${amount} of invoice ${numberOf(doc)} to ${card}.`,
          'Refunds usually show on a card statement within 5 to 10 business days.',
        ],
        details: [
          ['Invoice', numberOf(doc)],
          ['Refunded', amount],
        ],
        ...(token ? { action: { label: 'See the invoice', path: invoicePagePath(token) } } : {}),
        after: [deliveredFor(doc)],
        ...signedByTheLlc(doc),
      },
    ),
    ...fromTheLlc(doc),
  };
};
