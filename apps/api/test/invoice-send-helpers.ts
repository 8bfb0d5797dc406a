import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { invoiceTotals } from '@charterline/shared/rules/invoice-totals';
import type { TInvoiceLineInput } from '@charterline/shared/schemas/invoicing';
import { companies, invoiceCustomers, invoices, services } from '../src/db/schema';
import { createSignedInUser } from './auth-helpers';

type THeaders = Record<string, string>;

/** YYYY-MM-DD `days` from today (UTC). */
export const isoDaysFromNow = (days: number): string =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** A formed LLC ("Nube Clara LLC", an address and an EIN) with its signed-in user. */
export const givenInvoicingCompany = async (
  app: FastifyInstance,
  name = 'Nube Clara',
): Promise<Awaited<ReturnType<typeof createSignedInUser>>> => {
  const signed = await createSignedInUser(app, { firstName: 'Clara' });
  await app.db
    .update(companies)
    .set({
      companyName: name,
      companyNameType: 'LLC',
      companyStatus: 'COMPLETED',
      state: 'WY',
      ein: '12-3456789',
      principalAddress: { line1: '30 N Gould St', city: 'Sheridan', region: 'WY', country: 'US' },
    })
    .where(eq(companies.id, signed.company.id));
  return signed;
};

/** "Invoicing and payments" owned (card payments on), as the $0 checkout makes it. */
export const givenInvoicingPayments = async (app: FastifyInstance, companyId: string) => {
  await app.db.insert(services).values({
    companyId,
    productKey: 'invoicing-payments',
    productType: 'INVOICING_AND_PAYMENTS',
    name: 'Invoicing and payments',
    category: 'banking',
    status: 'DELIVERED',
  });
};

export const givenCustomer = async (
  app: FastifyInstance,
  companyId: string,
  over: { name?: string; email?: string } = {},
) => {
  const [row] = await app.db
    .insert(invoiceCustomers)
    .values({
      companyId,
      name: over.name ?? 'Ana Souza',
      email: over.email ?? `ana-${Math.random().toString(36).slice(2)}@example.com`,
      address: { line1: '1 Rua Augusta', city: 'São Paulo', country: 'BR' },
      taxId: 'BR-998877',
    })
    .returning();
  return row!;
};

const THREE_LINES: TInvoiceLineInput[] = [
  { description: 'Logo design', quantity: 1, unitPrice: 6_000, taxRate: 0 },
  { description: 'Brand guide pages', quantity: 2.5, unitPrice: 1_600, taxRate: 10 },
  { description: 'Revisions', quantity: 1, unitPrice: 2_000, taxRate: 0 },
];

/** A draft stored as 21A's create makes it: totals from the shared arithmetic. */
export const givenDraft = async (
  app: FastifyInstance,
  companyId: string,
  customerId: string,
  over: {
    lines?: TInvoiceLineInput[];
    issueDate?: string;
    dueDate?: string;
    terms?: 'net_30' | 'due_on_receipt' | 'custom';
  } = {},
) => {
  const input = (over.lines ?? THREE_LINES).map((l) => ({ ...l, taxRate: l.taxRate ?? 0 }));
  const t = invoiceTotals(input);
  const [row] = await app.db
    .insert(invoices)
    .values({
      companyId,
      customerId,
      issueDate: over.issueDate ?? isoDaysFromNow(0),
      dueDate: over.dueDate ?? isoDaysFromNow(30),
      terms: over.terms ?? 'net_30',
      lines: input.map((l, i) => ({ ...l, ...t.lines[i]! })),
      subtotal: t.subtotal,
      discountTotal: t.discountTotal,
      taxTotal: t.taxTotal,
      total: t.total,
      balance: t.total,
      memo: 'Thank you!',
    })
    .returning();
  return row!;
};

/** The invoicing calls of 21B as the web app makes them. */
export const invoiceCalls = (app: () => FastifyInstance) => {
  const inject = (
    method: 'GET' | 'POST' | 'DELETE',
    url: string,
    headers: THeaders = {},
    payload?: object,
  ) => app().inject({ method, url: `/api${url}`, headers, ...(payload ? { payload } : {}) });
  const inv = '/client/company/v7/invoices';
  const pub = '/client/public/v1/invoices';
  return {
    send: (h: THeaders, id: string) => inject('POST', `${inv}/${id}/send`, h),
    pdf: (h: THeaders, id: string, q = '') => inject('GET', `${inv}/${id}/pdf${q}`, h),
    rotate: (h: THeaders, id: string) => inject('POST', `${inv}/${id}/link`, h),
    revoke: (h: THeaders, id: string) => inject('DELETE', `${inv}/${id}/link`, h),
    creditNotePdf: (h: THeaders, id: string) =>
      inject('GET', `/client/company/v7/credit-notes/${id}/pdf`, h),
    view: (token: string) => inject('GET', `${pub}/${token}`),
    publicPdf: (token: string) => inject('GET', `${pub}/${token}/pdf`),
    pay: (token: string, payload: object = {}) =>
      inject('POST', `${pub}/${token}/pay`, {}, payload),
    confirm: (
      token: string,
      session: { sessionId: string; clientSecret: string },
      card = '4242 4242 4242 4242',
    ) =>
      inject(
        'POST',
        `${pub}/${token}/pay/confirm`,
        {},
        {
          sessionId: session.sessionId,
          clientSecret: session.clientSecret,
          cardNumber: card,
          expiry: '12/34',
          cvc: '123',
        },
      ),
  };
};

/** The token of a public URL (…/invoice/<token>). */
export const tokenOf = (publicUrl: string | null): string => publicUrl?.split('/invoice/')[1] ?? '';
