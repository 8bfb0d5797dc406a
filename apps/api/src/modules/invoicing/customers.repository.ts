import { and, asc, eq, ilike, isNull, or } from 'drizzle-orm';
import type { TDbExecutor } from '../../db/client';
import { invoiceCustomers } from '../../db/schema';

export type TInvoiceCustomerRow = typeof invoiceCustomers.$inferSelect;

/** `q` as an ILIKE pattern that matches it literally anywhere (% and _ escaped). */
export const containsPattern = (q: string): string => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The company's customers that are not archived, by name; `q` searches name and e-mail. */
export const listCustomers = (
  db: TDbExecutor,
  companyId: string,
  q?: string,
): Promise<TInvoiceCustomerRow[]> => {
  const pattern = q ? containsPattern(q) : null;
  return db
    .select()
    .from(invoiceCustomers)
    .where(
      and(
        eq(invoiceCustomers.companyId, companyId),
        isNull(invoiceCustomers.archivedAt),
        pattern
          ? or(ilike(invoiceCustomers.name, pattern), ilike(invoiceCustomers.email, pattern))
          : undefined,
      ),
    )
    .orderBy(asc(invoiceCustomers.name), asc(invoiceCustomers.createdAt))
    .limit(500);
};

/** One of the company's customers (archived ones too: their invoices still name them). */
export const findCustomer = async (
  db: TDbExecutor,
  companyId: string,
  id: string,
): Promise<TInvoiceCustomerRow | null> => {
  const [row] = await db
    .select()
    .from(invoiceCustomers)
    .where(and(eq(invoiceCustomers.id, id), eq(invoiceCustomers.companyId, companyId)));
  return row ?? null;
};

export const insertCustomer = async (
  db: TDbExecutor,
  values: typeof invoiceCustomers.$inferInsert,
): Promise<TInvoiceCustomerRow> => {
  const [row] = await db.insert(invoiceCustomers).values(values).returning();
  if (!row) throw new Error('insert returned no customer');
  return row;
};

export const updateCustomer = async (
  db: TDbExecutor,
  companyId: string,
  id: string,
  values: Partial<typeof invoiceCustomers.$inferInsert>,
): Promise<TInvoiceCustomerRow | null> => {
  const [row] = await db
    .update(invoiceCustomers)
    .set(values)
    .where(
      and(
        eq(invoiceCustomers.id, id),
        eq(invoiceCustomers.companyId, companyId),
        isNull(invoiceCustomers.archivedAt),
      ),
    )
    .returning();
  return row ?? null;
};
