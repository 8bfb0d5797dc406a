import type {
  TInvoice,
  TInvoiceCustomer,
  TInvoiceList,
  TInvoiceListItem,
  TInvoiceSettingsView,
} from '@charterline/shared/schemas/invoicing';
import { companyDetails, dashboardRoutes } from '@/test/fixtures';
import type { TMockAnswer } from '@/test/mock-api';

/** Test data of the invoicing pages (issue 21), shaped as the contract's answers. */
export const CUSTOMER: TInvoiceCustomer = {
  id: '0b7c2f1e-5a4d-4c3b-9e8f-1a2b3c4d5e6f',
  name: 'Ana Pérez',
  email: 'ana@example.com',
  address: null,
  taxId: null,
  currency: 'USD',
  notes: null,
  createdAt: '2026-01-05T10:00:00.000Z',
  credits: [],
};

export const invoiceOf = (over: Partial<TInvoice> = {}): TInvoice => ({
  id: '5f1d2c3b-4a59-4e6f-8a7b-9c0d1e2f3a4b',
  number: 'NC-2026-0001',
  status: 'open',
  shownStatus: 'sent',
  customer: {
    id: CUSTOMER.id,
    name: CUSTOMER.name,
    email: CUSTOMER.email,
    address: null,
    taxId: null,
  },
  currency: 'USD',
  issueDate: '2026-03-01',
  dueDate: '2026-03-31',
  terms: 'net_30',
  lines: [
    {
      description: 'Website design',
      quantity: 1.5,
      unitPrice: 80_000,
      taxRate: 0,
      amount: 120_000,
      discount: 0,
      tax: 0,
    },
  ],
  discount: null,
  subtotal: 120_000,
  discountTotal: 0,
  taxTotal: 0,
  total: 120_000,
  creditedTotal: 0,
  amountPaid: 0,
  balance: 120_000,
  memo: null,
  footer: null,
  publicUrl: 'https://app.example.com/invoice/tok_abcdefghijklmnopqrstuvwxyz',
  sentAt: '2026-03-01T12:00:00.000Z',
  viewedAt: null,
  finalizedAt: '2026-03-01T11:59:00.000Z',
  paidAt: null,
  voidedAt: null,
  createdAt: '2026-03-01T11:00:00.000Z',
  updatedAt: '2026-03-01T12:00:00.000Z',
  payments: [],
  creditNotes: [],
  creditOwed: 0,
  refundedTotal: 0,
  creditKept: 0,
  creditApplied: 0,
  refunds: [],
  cardRefundable: 0,
  customerCredit: 0,
  events: [
    {
      id: 'e1',
      kind: 'finalized',
      label: 'Finalised as NC-2026-0001',
      actor: 'Ada Lovelace',
      at: '2026-03-01T11:59:00.000Z',
    },
    {
      id: 'e2',
      kind: 'sent',
      label: 'Sent to ana@example.com',
      actor: 'Ada Lovelace',
      at: '2026-03-01T12:00:00.000Z',
    },
  ],
  ...over,
});

/** A draft dated today (the server's day): finalising or sending it asks nothing about its dates. */
export const draftOf = (over: Partial<TInvoice> = {}): TInvoice =>
  invoiceOf({
    number: null,
    status: 'draft',
    shownStatus: 'draft',
    publicUrl: null,
    sentAt: null,
    finalizedAt: null,
    events: [],
    issueDate: new Date().toISOString().slice(0, 10),
    ...over,
  });

export const listItemOf = (invoice: TInvoice): TInvoiceListItem => ({
  id: invoice.id,
  number: invoice.number,
  status: invoice.status,
  shownStatus: invoice.shownStatus,
  currency: invoice.currency,
  issueDate: invoice.issueDate,
  dueDate: invoice.dueDate,
  total: invoice.total,
  amountPaid: invoice.amountPaid,
  balance: invoice.balance,
  creditOwed: invoice.creditOwed,
  createdAt: invoice.createdAt,
  customer: { id: invoice.customer.id, name: invoice.customer.name },
});

export const listOf = (items: TInvoice[], over: Partial<TInvoiceList> = {}): TInvoiceList => ({
  content: items.map(listItemOf),
  page: 0,
  size: 25,
  totalElements: items.length,
  totalPages: items.length > 0 ? 1 : 0,
  totals: [],
  ...over,
});

export const SETTINGS: TInvoiceSettingsView = {
  prefix: 'NC',
  defaultTerms: 'net_30',
  defaultCurrency: 'USD',
  footer: null,
  paymentInstructions: null,
  reminders: { beforeDue: true, onDue: true, afterDue: true },
  cardPayments: {
    enabled: false,
    productKey: 'invoicing-payments',
    provider: 'local',
    connected: false,
  },
  nextNumber: 'NC-2026-0004',
  ein: '12-3456789',
  seller: {
    legalName: 'Nube Clara LLC',
    address: { line1: '30 N Gould St', city: 'Sheridan', region: 'WY', country: 'US' },
  },
};

/** The dashboard of a formed company, with its customers answered. */
export const invoicingRoutes = (): Record<string, TMockAnswer> => ({
  ...dashboardRoutes(
    companyDetails({
      companyName: 'Nube Clara',
      companyNameType: 'LLC',
      companyStatus: 'COMPLETED',
      onboardingStatus: 'ONBOARDED',
    }),
  ),
  'GET /client/company/v7/invoicing/customers': { data: [CUSTOMER] },
  // An invoice's page asks whether the LLC's invoices print an address (issue 36 item 10).
  'GET /client/company/v7/invoicing/settings': { data: SETTINGS },
});
