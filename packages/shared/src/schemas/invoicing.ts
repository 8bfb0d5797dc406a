import { z } from 'zod';
import { ZAddress } from './address';
import { successEnvelope } from './envelope';
import { pagedOf } from './paging';

/**
 * Invoicing (issue 21, decisions 0140–0143): the LLC bills its own customers. Money is in
 * minor units of the invoice's currency (integers); totals are computed by the server with
 * rules/invoice-totals.ts (the form shows the same arithmetic live).
 */

/** ISO 4217 code; USD by default. */
export const ZCurrency = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{3}$/, 'Use a three-letter currency code, e.g. USD');

// ---------------------------------------------------------------- customers of the LLC

export const ZInvoiceCustomerInput = z.object({
  name: z.string().trim().min(1, 'Enter the customer’s name').max(200),
  email: z.email('INVALID_EMAIL').max(254),
  address: ZAddress.nullable().optional(),
  taxId: z.string().trim().max(50).nullable().optional(),
  currency: ZCurrency.default('USD'),
  notes: z.string().trim().max(2000).nullable().optional(),
});
export type TInvoiceCustomerInput = z.input<typeof ZInvoiceCustomerInput>;

/** A customer's credit kept for them in one currency (comes off their next invoices). */
export const ZCustomerCredit = z.object({ currency: z.string(), amount: z.number().int() });
export type TCustomerCredit = z.infer<typeof ZCustomerCredit>;

export const ZInvoiceCustomer = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  address: ZAddress.nullable(),
  taxId: z.string().nullable(),
  currency: z.string(),
  notes: z.string().nullable(),
  createdAt: z.string(),
  /** Credit kept for them, per currency, not applied yet (issue 36 item 4). */
  credits: z.array(ZCustomerCredit),
});
export type TInvoiceCustomer = z.infer<typeof ZInvoiceCustomer>;

export const ZCustomerListQuery = z.object({
  companyId: z.uuid().optional(),
  q: z.string().trim().max(200).optional(),
});
export const ZInvoiceCustomersResponse = successEnvelope(z.array(ZInvoiceCustomer));
export const ZInvoiceCustomerResponse = successEnvelope(ZInvoiceCustomer);

// ---------------------------------------------------------------- invoices

export const PAYMENT_TERMS = [
  'due_on_receipt',
  'net_7',
  'net_15',
  'net_30',
  'net_60',
  'custom',
] as const;
export type TPaymentTerms = (typeof PAYMENT_TERMS)[number];
export const PAYMENT_TERMS_LABELS: Record<TPaymentTerms, string> = {
  due_on_receipt: 'Due on receipt',
  net_7: 'Net 7',
  net_15: 'Net 15',
  net_30: 'Net 30',
  net_60: 'Net 60',
  custom: 'Custom due date',
};
/** Days after the issue date; custom terms carry their own due date. */
export const TERMS_DAYS: Record<Exclude<TPaymentTerms, 'custom'>, number> = {
  due_on_receipt: 0,
  net_7: 7,
  net_15: 15,
  net_30: 30,
  net_60: 60,
};

/** What is stored. A finalised invoice (open and after) is never edited. */
export const INVOICE_STATUSES = ['draft', 'open', 'paid', 'void', 'uncollectible'] as const;
export type TInvoiceStatus = (typeof INVOICE_STATUSES)[number];
/** What is shown: an open invoice is also sent, viewed, partially paid or overdue (computed). */
export const SHOWN_INVOICE_STATUSES = [
  'draft',
  'open',
  'sent',
  'viewed',
  'partially_paid',
  'overdue',
  'paid',
  'void',
  'uncollectible',
] as const;
export type TShownInvoiceStatus = (typeof SHOWN_INVOICE_STATUSES)[number];
export const SHOWN_STATUS_LABELS: Record<TShownInvoiceStatus, string> = {
  draft: 'Draft',
  open: 'Open',
  sent: 'Sent',
  viewed: 'Viewed',
  partially_paid: 'Partially paid',
  overdue: 'Overdue',
  paid: 'Paid',
  void: 'Void',
  uncollectible: 'Uncollectible',
};

/**
 * The shown status of an invoice on `today` (YYYY-MM-DD): overdue beats partially paid,
 * which beats viewed, which beats sent.
 */
export const shownStatusOf = (
  invoice: {
    status: TInvoiceStatus;
    dueDate: string | null;
    amountPaid: number;
    balance: number;
    sentAt: string | null;
    viewedAt: string | null;
  },
  today: string,
): TShownInvoiceStatus => {
  if (invoice.status !== 'open') return invoice.status;
  if (invoice.balance > 0 && invoice.dueDate !== null && invoice.dueDate < today) return 'overdue';
  if (invoice.amountPaid > 0) return 'partially_paid';
  if (invoice.viewedAt) return 'viewed';
  if (invoice.sentAt) return 'sent';
  return 'open';
};

const quantity = z
  .number({ error: 'Enter a quantity' })
  .gt(0, 'The quantity must be more than 0')
  .max(1_000_000, 'The quantity is too large')
  .refine((n) => Math.abs(n * 10_000 - Math.round(n * 10_000)) < 1e-6, {
    message: 'Use at most four decimals',
  });
const minorAmount = (what: string) =>
  z
    .number({ error: `Enter ${what}` })
    .int(`Enter ${what} in cents`)
    .min(0, `${what[0]?.toUpperCase()}${what.slice(1)} cannot be negative`)
    .max(100_000_000_00, `${what[0]?.toUpperCase()}${what.slice(1)} is too large`);

export const ZInvoiceLineInput = z.object({
  description: z.string().trim().min(1, 'Describe the line').max(500),
  quantity,
  /** Minor units. */
  unitPrice: minorAmount('a price'),
  /** Percent, 0–100, at most 3 decimals. */
  taxRate: z
    .number()
    .min(0, 'The tax rate cannot be negative')
    .max(100, 'The tax rate is at most 100%')
    .refine((n) => Math.abs(n * 1000 - Math.round(n * 1000)) < 1e-6, {
      message: 'Use at most three decimals',
    })
    .default(0),
});
export type TInvoiceLineInput = z.input<typeof ZInvoiceLineInput>;

export const ZDiscount = z.discriminatedUnion('type', [
  z.object({ type: z.literal('percent'), value: z.number().min(0).max(100) }),
  z.object({ type: z.literal('amount'), value: z.number().int().min(0) }),
]);
export type TDiscount = z.infer<typeof ZDiscount>;

/**
 * How far an invoice's dates may be (issue 33 item 15, decision 0175). Pure bounds, checked by
 * the schemas: any date between 2000 and 2099. Bounds from today, checked by the API with its
 * clock (and usable by a form): an invoice is finalised with an issue date at most
 * `issueAheadDays` after today (one in the past moves to today); a payment is dated at most
 * `paymentAheadDays` after today (time zones) and at most `paymentBeforeIssueDays` before the
 * issue date (a deposit received before the invoice was written).
 */
export const INVOICE_DATE_LIMITS = {
  earliest: '2000-01-01',
  latest: '2099-12-31',
  issueAheadDays: 366,
  paymentAheadDays: 1,
  paymentBeforeIssueDays: 31,
} as const;

/** A YYYY-MM-DD date within INVOICE_DATE_LIMITS' years. */
const ZInvoiceDate = (message: string) =>
  z.iso
    .date(message)
    .refine(
      (d) => d >= INVOICE_DATE_LIMITS.earliest && d <= INVOICE_DATE_LIMITS.latest,
      'Choose a date between 2000 and 2099',
    );

/** The day `days` after (or before, negative) a YYYY-MM-DD day. */
const shiftDay = (day: string, days: number): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * The dates a draft is finalised with on `today` (issue 36 item 5): its own, or, when it is
 * dated before today and `choice` is `today`, today's; the due date follows its terms (custom
 * terms keep theirs, never before the issue date). The API finalises with them and the web
 * shows them before the sender chooses.
 */
export const finalDatesOf = (
  draft: { issueDate: string; dueDate: string | null; terms: TPaymentTerms },
  today: string,
  choice: TInvoiceDatesChoice | undefined,
): { issueDate: string; dueDate: string } => {
  const issueDate = draft.issueDate < today && choice === 'today' ? today : draft.issueDate;
  const dueDate =
    draft.terms === 'custom'
      ? draft.dueDate && draft.dueDate > issueDate
        ? draft.dueDate
        : issueDate
      : shiftDay(issueDate, TERMS_DAYS[draft.terms]);
  return { issueDate, dueDate };
};

/**
 * Whether a draft dated `issueDate` is backdated at `now`: dated before the earliest day still
 * current somewhere (UTC−12). The editor dates a new draft by the sender's own calendar, so a
 * sender west of Greenwich, whose evening is already tomorrow in UTC, is not asked about the
 * date they see as today. The API and the web decide it with this one rule.
 */
export const isBackdated = (issueDate: string, now: Date): boolean =>
  issueDate < new Date(now.getTime() - 12 * 3_600_000).toISOString().slice(0, 10);

/** Why a draft dated `issueDate` cannot be finalised on `today`, or null. */
export const issueDateProblem = (issueDate: string, today: string): string | null =>
  issueDate > shiftDay(today, INVOICE_DATE_LIMITS.issueAheadDays)
    ? 'The issue date must be within a year of today'
    : null;

/** Why a payment dated `paidOn` cannot be recorded on an invoice issued `issueDate`, or null. */
export const paymentDateProblem = (
  paidOn: string,
  issueDate: string,
  today: string,
): string | null => {
  if (paidOn > shiftDay(today, INVOICE_DATE_LIMITS.paymentAheadDays)) {
    return 'The payment date cannot be in the future';
  }
  if (paidOn < shiftDay(issueDate, -INVOICE_DATE_LIMITS.paymentBeforeIssueDays)) {
    return `The payment date cannot be more than ${INVOICE_DATE_LIMITS.paymentBeforeIssueDays} days before the invoice's issue date`;
  }
  return null;
};

/** POST (create) and PATCH (a draft only) of an invoice. */
export const ZInvoiceDraftInput = z
  .object({
    customerId: z.uuid('Choose a customer'),
    currency: ZCurrency.optional(),
    /** YYYY-MM-DD; today when absent. Finalising sets it to that day if it is still a draft's. */
    issueDate: ZInvoiceDate('Enter the issue date').optional(),
    terms: z.enum(PAYMENT_TERMS).default('net_30'),
    /** Only with custom terms. */
    dueDate: ZInvoiceDate('Enter the due date').optional(),
    lines: z.array(ZInvoiceLineInput).min(1, 'Add at least one line').max(100),
    discount: ZDiscount.nullable().optional(),
    memo: z.string().trim().max(2000).nullable().optional(),
    footer: z.string().trim().max(2000).nullable().optional(),
  })
  .refine((v) => v.terms !== 'custom' || v.dueDate !== undefined, {
    message: 'Choose the due date',
    path: ['dueDate'],
  });
export type TInvoiceDraftInput = z.input<typeof ZInvoiceDraftInput>;

export const ZInvoiceLine = z.object({
  description: z.string(),
  quantity: z.number(),
  unitPrice: z.number().int(),
  taxRate: z.number(),
  /** quantity × unit price. */
  amount: z.number().int(),
  discount: z.number().int(),
  tax: z.number().int(),
});
export type TInvoiceLine = z.infer<typeof ZInvoiceLine>;

export const PAYMENT_METHODS = ['card', 'bank_transfer', 'cheque', 'other'] as const;
export type TPaymentMethod = (typeof PAYMENT_METHODS)[number];
export const PAYMENT_METHOD_LABELS: Record<TPaymentMethod, string> = {
  card: 'Card',
  bank_transfer: 'Bank transfer',
  cheque: 'Cheque',
  other: 'Other',
};

export const ZInvoicePayment = z.object({
  id: z.string(),
  amount: z.number().int(),
  method: z.enum(PAYMENT_METHODS),
  paidOn: z.string(),
  reference: z.string().nullable(),
  createdAt: z.string(),
});
export type TInvoicePayment = z.infer<typeof ZInvoicePayment>;

/** Recorded by hand (card payments come through the payment link). */
export const ZRecordPaymentInput = z.object({
  amount: z.number().int('Enter the amount in cents').gt(0, 'Enter an amount'),
  method: z.enum(['bank_transfer', 'cheque', 'other']),
  paidOn: ZInvoiceDate('Enter the date it was paid'),
  reference: z.string().trim().max(200).nullable().optional(),
});
export type TRecordPaymentInput = z.input<typeof ZRecordPaymentInput>;

export const ZCreditNote = z.object({
  id: z.string(),
  number: z.string(),
  invoiceId: z.string(),
  amount: z.number().int(),
  reason: z.string(),
  issuedOn: z.string(),
  createdAt: z.string(),
});
export type TCreditNote = z.infer<typeof ZCreditNote>;

/** A credit note corrects a finalised invoice by an amount (at most what is not credited yet). */
export const ZCreditNoteInput = z.object({
  amount: z.number().int('Enter the amount in cents').gt(0, 'Enter an amount'),
  reason: z.string().trim().min(1, 'Say why').max(1000),
  /**
   * E-mail the credit note (its PDF attached) to the invoice's customer (issue 36 item 4);
   * absent: yes. False: issued only (the LLC sends it itself).
   */
  email: z.boolean().optional(),
});
export type TCreditNoteInput = z.input<typeof ZCreditNoteInput>;

// ---------------------------------------------------------------- credit owed back (issue 36 item 4)

/**
 * How a credit owed back to the customer is returned: to the card that paid (through the
 * payment provider), or by hand (a transfer, a cheque, otherwise) recorded with its date.
 */
export const REFUND_METHODS = ['card', 'bank_transfer', 'cheque', 'other'] as const;
export type TRefundMethod = (typeof REFUND_METHODS)[number];
export const REFUND_METHOD_LABELS: Record<TRefundMethod, string> = {
  card: 'Card',
  bank_transfer: 'Bank transfer',
  cheque: 'Cheque',
  other: 'Other',
};
/** A card refund the provider has not settled yet is pending; one it refused is failed. */
export const REFUND_STATUSES = ['succeeded', 'pending', 'failed'] as const;

export const ZInvoiceRefund = z.object({
  id: z.string(),
  amount: z.number().int(),
  method: z.enum(REFUND_METHODS),
  refundedOn: z.string(),
  reference: z.string().nullable(),
  status: z.enum(REFUND_STATUSES),
  createdAt: z.string(),
});
export type TInvoiceRefund = z.infer<typeof ZInvoiceRefund>;

/** POST …/refunds: at most the credit owed back; a card refund at most what the card paid. */
export const ZRefundInput = z
  .object({
    amount: z.number().int('Enter the amount in cents').gt(0, 'Enter an amount'),
    method: z.enum(REFUND_METHODS),
    /** The day the money was sent back (by hand); a card refund is dated the day it is made. */
    refundedOn: ZInvoiceDate('Enter the date it was refunded').optional(),
    reference: z.string().trim().max(200).nullable().optional(),
  })
  .refine((v) => v.method === 'card' || v.refundedOn !== undefined, {
    message: 'Enter the date it was refunded',
    path: ['refundedOn'],
  });
export type TRefundInput = z.input<typeof ZRefundInput>;

/** POST …/keep-credit: the amount (at most the credit owed back) kept for the customer. */
export const ZKeepCreditInput = z.object({
  amount: z.number().int('Enter the amount in cents').gt(0, 'Enter an amount'),
});
export type TKeepCreditInput = z.input<typeof ZKeepCreditInput>;

export const ZInvoiceEvent = z.object({
  id: z.string(),
  kind: z.string(),
  /** "Finalised as NC-2026-0001", "Sent to ana@example.com", "Viewed", "Paid $120.00 by card". */
  label: z.string(),
  actor: z.string(),
  at: z.string(),
});
export type TInvoiceEvent = z.infer<typeof ZInvoiceEvent>;

export const ZInvoiceCustomerSnapshot = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  address: ZAddress.nullable(),
  taxId: z.string().nullable(),
});

export const ZInvoice = z.object({
  id: z.string(),
  /** Assigned when finalised. */
  number: z.string().nullable(),
  status: z.enum(INVOICE_STATUSES),
  shownStatus: z.enum(SHOWN_INVOICE_STATUSES),
  customer: ZInvoiceCustomerSnapshot,
  currency: z.string(),
  issueDate: z.string(),
  dueDate: z.string().nullable(),
  terms: z.enum(PAYMENT_TERMS),
  lines: z.array(ZInvoiceLine),
  discount: ZDiscount.nullable(),
  subtotal: z.number().int(),
  discountTotal: z.number().int(),
  taxTotal: z.number().int(),
  total: z.number().int(),
  creditedTotal: z.number().int(),
  amountPaid: z.number().int(),
  /** total − credited − paid. */
  balance: z.number().int(),
  memo: z.string().nullable(),
  footer: z.string().nullable(),
  /** The public page (finalised, link not revoked). */
  publicUrl: z.string().nullable(),
  sentAt: z.string().nullable(),
  viewedAt: z.string().nullable(),
  finalizedAt: z.string().nullable(),
  paidAt: z.string().nullable(),
  voidedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  payments: z.array(ZInvoicePayment),
  creditNotes: z.array(ZCreditNote),
  events: z.array(ZInvoiceEvent),
  /**
   * Issue 36 item 4: what is owed back to the customer (credited beyond what was left to pay,
   * not yet refunded or kept as credit), what was refunded, kept as the customer's credit,
   * and the customer's credit applied to this invoice (it lowers the balance as a payment).
   */
  creditOwed: z.number().int(),
  refundedTotal: z.number().int(),
  creditKept: z.number().int(),
  creditApplied: z.number().int(),
  refunds: z.array(ZInvoiceRefund),
  /** How much of the owed credit can go back to the card that paid (0: no card payment). */
  cardRefundable: z.number().int(),
  /** The customer's credit in this currency, not applied yet (an open invoice can take it). */
  customerCredit: z.number().int(),
});
export type TInvoice = z.infer<typeof ZInvoice>;
export const ZInvoiceResponse = successEnvelope(ZInvoice);

export const ZInvoiceListItem = ZInvoice.pick({
  id: true,
  number: true,
  status: true,
  shownStatus: true,
  currency: true,
  issueDate: true,
  dueDate: true,
  total: true,
  amountPaid: true,
  balance: true,
  createdAt: true,
  creditOwed: true,
}).extend({ customer: z.object({ id: z.string(), name: z.string() }) });
export type TInvoiceListItem = z.infer<typeof ZInvoiceListItem>;

export const INVOICE_SORT_FIELDS = ['issueDate', 'dueDate', 'number', 'total', 'balance'] as const;
export const ZInvoiceListQuery = z.object({
  companyId: z.uuid().optional(),
  /** Shown statuses, comma-separated: "overdue,partially_paid". */
  status: z
    .string()
    .trim()
    .max(200)
    .refine(
      (s) => s.split(',').every((x) => (SHOWN_INVOICE_STATUSES as readonly string[]).includes(x)),
      { message: `status is a comma-separated list of ${SHOWN_INVOICE_STATUSES.join(', ')}` },
    )
    .optional(),
  customerId: z.uuid().optional(),
  /** Issue date range, inclusive. */
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
  /** Number or customer name. */
  q: z.string().trim().max(200).optional(),
  page: z.coerce.number().int().min(0).max(10_000).default(0),
  size: z.coerce.number().int().min(1).max(100).default(25),
  sort: z
    .string()
    .regex(
      new RegExp(`^(${INVOICE_SORT_FIELDS.join('|')}),(asc|desc)$`),
      `sort must be one of ${INVOICE_SORT_FIELDS.join(', ')} followed by ,asc or ,desc`,
    )
    .default('issueDate,desc'),
});
export type TInvoiceListQuery = z.input<typeof ZInvoiceListQuery>;

/** Per currency, over the whole company (not the page): what is owed and what is late. */
export const ZInvoiceTotals = z.object({
  currency: z.string(),
  outstanding: z.number().int(),
  overdue: z.number().int(),
  outstandingCount: z.number().int(),
  overdueCount: z.number().int(),
  /** Issue 36 item 4: credit owed back to customers (not refunded or kept yet), on how many. */
  creditOwed: z.number().int(),
  creditOwedCount: z.number().int(),
  /** Customers' credit kept for their next invoices, not applied yet. */
  creditHeld: z.number().int(),
});
export const ZInvoiceList = pagedOf(ZInvoiceListItem).extend({ totals: z.array(ZInvoiceTotals) });
export type TInvoiceList = z.infer<typeof ZInvoiceList>;
export const ZInvoiceListResponse = successEnvelope(ZInvoiceList);

// ---------------------------------------------------------------- settings

/** Footer presets for foreign-owned sellers (issue 21); `{ein}` is replaced by the EIN. */
export const FOOTER_PRESETS = [
  { key: 'ein', label: 'EIN', text: 'EIN: {ein}' },
  { key: 'ein_applied', label: 'EIN applied for', text: 'EIN applied for.' },
  {
    key: 'export_no_sales_tax',
    label: 'Exported services: no US sales tax',
    text: 'Services exported from the US: no US sales tax charged.',
  },
] as const;

export const ZInvoiceSettings = z.object({
  /** Letters, digits and dashes: "NC" gives NC-2026-0001. */
  prefix: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9-]{1,12}$/, 'Use up to 12 letters, digits or dashes'),
  defaultTerms: z.enum(PAYMENT_TERMS).refine((t) => t !== 'custom', 'Pick a default term'),
  defaultCurrency: ZCurrency,
  footer: z.string().trim().max(2000).nullable(),
  /** How to pay by bank transfer (printed on the PDF and the public page). */
  paymentInstructions: z.string().trim().max(2000).nullable(),
  reminders: z.object({
    /** 3 days before the due date. */
    beforeDue: z.boolean(),
    onDue: z.boolean(),
    /** 7 days after. */
    afterDue: z.boolean(),
  }),
});
export type TInvoiceSettings = z.infer<typeof ZInvoiceSettings>;
export type TInvoiceSettingsInput = z.input<typeof ZInvoiceSettings>;

export const ZInvoiceSettingsView = ZInvoiceSettings.extend({
  /** Card payments on the public page: on once the "Invoicing and payments" product is owned. */
  cardPayments: z.object({
    enabled: z.boolean(),
    productKey: z.string(),
    /** With Stripe: whether the LLC's connected account can take charges (decision 0142). */
    provider: z.enum(['local', 'stripe']),
    connected: z.boolean(),
  }),
  /** The next number a finalised invoice gets (shown, not reserved). */
  nextNumber: z.string(),
  ein: z.string().nullable(),
  /**
   * The LLC as its invoices print it (issue 36 item 10): its legal name and its address (its
   * place of business, else its own mailing address, else its suite at our mailbox); null:
   * the company record holds none, and the invoices print no address.
   */
  seller: z.object({ legalName: z.string(), address: ZAddress.nullable() }),
});
export type TInvoiceSettingsView = z.infer<typeof ZInvoiceSettingsView>;
export const ZInvoiceSettingsResponse = successEnvelope(ZInvoiceSettingsView);

// ---------------------------------------------------------------- the public page

export const ZPublicInvoice = z.object({
  seller: z.object({
    legalName: z.string(),
    address: ZAddress.nullable(),
    email: z.string().nullable(),
    ein: z.string().nullable(),
  }),
  number: z.string(),
  shownStatus: z.enum(SHOWN_INVOICE_STATUSES),
  customer: ZInvoiceCustomerSnapshot.omit({ id: true }),
  currency: z.string(),
  issueDate: z.string(),
  dueDate: z.string().nullable(),
  terms: z.enum(PAYMENT_TERMS),
  lines: z.array(ZInvoiceLine),
  subtotal: z.number().int(),
  discountTotal: z.number().int(),
  taxTotal: z.number().int(),
  total: z.number().int(),
  creditedTotal: z.number().int(),
  amountPaid: z.number().int(),
  balance: z.number().int(),
  memo: z.string().nullable(),
  footer: z.string().nullable(),
  paymentInstructions: z.string().nullable(),
  canPayByCard: z.boolean(),
  /** Issue 36 item 4: owed back to the payer, refunded to them, their credit applied here. */
  creditOwed: z.number().int(),
  refundedTotal: z.number().int(),
  creditApplied: z.number().int(),
});
export type TPublicInvoice = z.infer<typeof ZPublicInvoice>;
export const ZPublicInvoiceResponse = successEnvelope(ZPublicInvoice);

export const ZInvoiceTokenParams = z.object({ token: z.string().min(20).max(100) });
export const ZInvoiceIdParams = z.object({ id: z.uuid() });

/**
 * POST …/finalize and …/send of a draft dated before today (issue 36 item 5): `keep` keeps
 * its issue date (its due date follows it), `today` dates it today. Without it such a draft
 * is refused with INVOICE_BACKDATED, so its dates never change unseen.
 */
export const INVOICE_DATE_CHOICES = ['keep', 'today'] as const;
export const ZInvoiceDatesChoice = z
  .object({ dates: z.enum(INVOICE_DATE_CHOICES).optional() })
  .nullish();
export type TInvoiceDatesChoice = (typeof INVOICE_DATE_CHOICES)[number];
export const ZCustomerIdParams = z.object({ id: z.uuid() });

/** POST /client/public/v1/invoices/:token/pay: a card payment of the whole balance. */
export const ZPublicPayRequest = z.object({
  /** Where the payer's receipt goes (the invoice's customer e-mail when absent). */
  email: z.email('INVALID_EMAIL').max(254).optional(),
});
export const ZPublicPaySession = z.object({
  provider: z.enum(['local', 'stripe']),
  sessionId: z.string(),
  clientSecret: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  /** Stripe's publishable key (Embedded Checkout) when the provider is Stripe. */
  publishableKey: z.string().nullable(),
});
export type TPublicPaySession = z.infer<typeof ZPublicPaySession>;
export const ZPublicPaySessionResponse = successEnvelope(ZPublicPaySession);
/**
 * POST /client/public/v1/invoices/:token/pay/confirm with the local test provider's card form
 * (ZLocalConfirmRequest of billing.ts: 4242… pays, 4000 0000 0000 0002 is declined): answers
 * the invoice as the payer now sees it.
 */
export const ZPublicPayConfirmResponse = successEnvelope(ZPublicInvoice);
