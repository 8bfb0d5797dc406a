import type { FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import {
  complianceObligations,
  invoiceCustomers,
  invoices,
  mailItems,
  orders,
  receipts,
  services,
} from '../../../db/schema';

const one = <T>(rows: T[]): T => {
  const [row] = rows;
  if (!row) throw new Error('no row');
  return row;
};

/** One thing of each kind a ticket can be about, for the company, inserted directly. */
export const givenAboutThings = async (app: FastifyInstance, companyId: string) => {
  const db = app.db;
  const letter = one(
    await db
      .insert(mailItems)
      .values({
        companyId,
        sender: 'Internal Revenue Service',
        category: 'irs',
        receivedOn: '2026-11-03',
        recordedBy: 'ops',
      })
      .returning(),
  );
  const service = one(
    await db
      .insert(services)
      .values({
        companyId,
        productKey: 'ein',
        productType: 'EIN',
        name: 'EIN application',
        category: 'formation',
      })
      .returning(),
  );
  const obligation = one(
    await db
      .insert(complianceObligations)
      .values({
        companyId,
        key: 'state:WY:annual-report',
        period: '2027',
        kind: 'state',
        ruleKey: 'wy-annual-report',
        ruleVersion: 1,
        title: 'Wyoming annual report',
        agency: 'Wyoming Secretary of State',
        dueDate: '2027-04-01',
      })
      .returning(),
  );
  const customer = one(
    await db
      .insert(invoiceCustomers)
      .values({ companyId, name: 'Acme', email: 'acme@example.com' })
      .returning(),
  );
  const invoice = one(
    await db
      .insert(invoices)
      .values({
        companyId,
        customerId: customer.id,
        number: `INV-${randomUUID().slice(0, 8)}`,
        status: 'open',
        issueDate: '2027-01-10',
        terms: 'net_30',
        lines: [],
        subtotal: 1000,
        total: 1000,
        balance: 1000,
      })
      .returning(),
  );
  const order = one(
    await db
      .insert(orders)
      .values({
        companyId,
        sessionId: `cs_${randomUUID()}`,
        amount: 4900,
        currency: 'USD',
        lineItems: [],
      })
      .returning(),
  );
  const receipt = one(
    await db
      .insert(receipts)
      .values({
        number: `CL-${randomUUID().slice(0, 8)}`,
        orderId: order.id,
        companyId,
        total: 4900,
        currency: 'USD',
        lineItems: [],
      })
      .returning(),
  );
  return { letter, service, obligation, invoice, receipt };
};
