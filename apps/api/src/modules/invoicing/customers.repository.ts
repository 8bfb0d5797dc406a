import { and, asc, eq, isNull, or } from 'drizzle-orm';
import type { TDbExecutor } from '../../db/client';
import { invoiceCustomers } from '../../db/schema';
import { foldedContains } from '../../lib/search-sql';

export type TInvoiceCustomerRow = typeof invoiceCustomers.$inferSelect;

/** The company's customers that are not archived, by name; `q` searches name and e-mail. */
export const listCustomers = (
  db: TDbExecutor,
  companyId: string,
  q?: string,
): Promise<TInvoiceCustomerRow[]> => {
  return db
    .select()
    .from(invoiceCustomers)
    .where(
      and(
        eq(invoiceCustomers.companyId, companyId),
        isNull(invoiceCustomers.archivedAt),
        // Accents and case ignored (decision 0190).
        q
          ? or(foldedContains(invoiceCustomers.name, q), foldedContains(invoiceCustomers.email, q))
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
