import { and, desc, eq, isNull, or, sql } from 'drizzle-orm';
import type { TSearchHit } from '@charterline/shared/schemas/search';
import type { TDbExecutor } from '../../db/client';
import {
  companyDocuments,
  invoiceCustomers,
  invoices,
  mailItems,
  supportTickets,
} from '../../db/schema';
import { foldedContains } from '../../lib/search-sql';
import { getCurrentCompany } from '../companies';

/** Hits of each kind at most: the palette shows a few and the page has the rest. */
const PER_KIND = 5;

const day = (iso: string) => iso.slice(0, 10);

/**
 * The command palette's search of the caller's company's own data (issue 36): invoices (by
 * number or customer), customers (name, e-mail), letters (sender), documents (title, file
 * name) and support tickets (subject, number), ignoring accents and case. A read across the
 * areas' tables for one company, newest first; another customer's company is a 404.
 */
export const searchCompany = async (
  db: TDbExecutor,
  input: { userId: string; companyId: string | null; q: string },
): Promise<TSearchHit[]> => {
  const company = await getCurrentCompany(db, input.userId, input.companyId, {
    otherIs: 'NOT_FOUND',
  });
  const { q } = input;
  const customerName = sql<string>`coalesce(${invoices.customerSnapshot}->>'name', ${invoiceCustomers.name})`;
  const ticketNumber = /^#?(\d{1,15})$/.exec(q.trim())?.[1];
  const [invoiceRows, customerRows, letterRows, documentRows, ticketRows] = await Promise.all([
    db
      .select({
        id: invoices.id,
        number: invoices.number,
        status: invoices.status,
        issueDate: invoices.issueDate,
        customer: customerName,
      })
      .from(invoices)
      .innerJoin(invoiceCustomers, eq(invoiceCustomers.id, invoices.customerId))
      .where(
        and(
          eq(invoices.companyId, company.id),
          or(foldedContains(invoices.number, q), foldedContains(customerName, q)),
        ),
      )
      .orderBy(desc(invoices.issueDate))
      .limit(PER_KIND),
    db
      .select({
        id: invoiceCustomers.id,
        name: invoiceCustomers.name,
        email: invoiceCustomers.email,
      })
      .from(invoiceCustomers)
      .where(
        and(
          eq(invoiceCustomers.companyId, company.id),
          isNull(invoiceCustomers.archivedAt),
          or(foldedContains(invoiceCustomers.name, q), foldedContains(invoiceCustomers.email, q)),
        ),
      )
      .orderBy(invoiceCustomers.name)
      .limit(PER_KIND),
    db
      .select({ id: mailItems.id, sender: mailItems.sender, receivedOn: mailItems.receivedOn })
      .from(mailItems)
      .where(and(eq(mailItems.companyId, company.id), foldedContains(mailItems.sender, q)))
      .orderBy(desc(mailItems.receivedOn))
      .limit(PER_KIND),
    db
      .select({
        id: companyDocuments.id,
        title: companyDocuments.title,
        fileName: companyDocuments.fileName,
      })
      .from(companyDocuments)
      .where(
        and(
          eq(companyDocuments.companyId, company.id),
          isNull(companyDocuments.deletedAt),
          or(
            foldedContains(companyDocuments.title, q),
            foldedContains(companyDocuments.fileName, q),
          ),
        ),
      )
      .orderBy(desc(companyDocuments.createdAt))
      .limit(PER_KIND),
    db
      .select({
        id: supportTickets.id,
        number: supportTickets.number,
        subject: supportTickets.subject,
      })
      .from(supportTickets)
      .where(
        and(
          eq(supportTickets.companyId, company.id),
          or(
            foldedContains(supportTickets.subject, q),
            ticketNumber ? eq(supportTickets.number, Number(ticketNumber)) : undefined,
          ),
        ),
      )
      .orderBy(desc(supportTickets.lastMessageAt))
      .limit(PER_KIND),
  ]);
  return [
    ...invoiceRows.map((r) => ({
      kind: 'invoice' as const,
      id: r.id,
      title: r.number ? `Invoice ${r.number}` : 'Draft invoice',
      detail: `${r.customer} · ${day(r.issueDate)}`,
      url: `/dashboard/invoicing/${r.id}`,
    })),
    ...customerRows.map((r) => ({
      kind: 'customer' as const,
      id: r.id,
      title: r.name,
      detail: r.email,
      url: `/dashboard/invoicing?customer=${r.id}`,
    })),
    ...letterRows.map((r) => ({
      kind: 'letter' as const,
      id: r.id,
      title: `Letter from ${r.sender}`,
      detail: `Arrived ${day(r.receivedOn)}`,
      url: `/dashboard/communication?item=${r.id}`,
    })),
    ...documentRows.map((r) => ({
      kind: 'document' as const,
      id: r.id,
      title: r.title,
      detail: r.fileName,
      url: `/dashboard/llc-management?tab=documents&q=${encodeURIComponent(r.title)}`,
    })),
    ...ticketRows.map((r) => ({
      kind: 'ticket' as const,
      id: r.id,
      title: r.subject,
      detail: `Support ticket #${r.number}`,
      url: `/dashboard/support?ticket=${r.id}`,
    })),
  ];
};
