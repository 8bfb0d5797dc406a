import { and, asc, count, eq, gte, inArray } from 'drizzle-orm';
import type { TDbExecutor } from '../../db/client';
import { creditNotes, invoiceEvents, invoicePayments, invoices } from '../../db/schema';
import type { TInvoiceEventRow } from './invoice-events';
import type { TInvoicePaymentRow, TInvoiceRow } from './record-invoice-payment';

export type TCreditNoteRow = typeof creditNotes.$inferSelect;
export type TNewInvoice = typeof invoices.$inferInsert;

/** One of the company's invoices (another company's: null). */
export const findInvoice = async (
  db: TDbExecutor,
  companyId: string,
  id: string,
): Promise<TInvoiceRow | null> => {
  const [row] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.id, id), eq(invoices.companyId, companyId)));
  return row ?? null;
};

/** How many invoice e-mails (`sent` and `credit_note_sent` events) the company had since `since`. */
export const countSendsSince = async (
  db: TDbExecutor,
  companyId: string,
  since: Date,
): Promise<number> => {
  const [row] = await db
    .select({ n: count() })
    .from(invoiceEvents)
    .innerJoin(invoices, eq(invoices.id, invoiceEvents.invoiceId))
    .where(
      and(
        eq(invoices.companyId, companyId),
        inArray(invoiceEvents.kind, ['sent', 'credit_note_sent']),
        gte(invoiceEvents.createdAt, since),
      ),
    );
  return row?.n ?? 0;
};

export const insertInvoice = async (db: TDbExecutor, values: TNewInvoice): Promise<TInvoiceRow> => {
  const [row] = await db.insert(invoices).values(values).returning();
  if (!row) throw new Error('insert returned no invoice');
  return row;
};

/** Updates an invoice the caller holds under its row lock. */
export const updateInvoice = async (
  tx: TDbExecutor,
  id: string,
  values: Partial<TNewInvoice>,
): Promise<TInvoiceRow> => {
  const [row] = await tx.update(invoices).set(values).where(eq(invoices.id, id)).returning();
  if (!row) throw new Error('invoice vanished under its lock');
  return row;
};

export const deleteInvoiceRow = async (tx: TDbExecutor, id: string): Promise<void> => {
  await tx.delete(invoices).where(eq(invoices.id, id));
};

export const paymentsOf = (db: TDbExecutor, invoiceId: string): Promise<TInvoicePaymentRow[]> =>
  db
    .select()
    .from(invoicePayments)
    .where(eq(invoicePayments.invoiceId, invoiceId))
    .orderBy(asc(invoicePayments.createdAt), asc(invoicePayments.id));

export const creditNotesOf = (db: TDbExecutor, invoiceId: string): Promise<TCreditNoteRow[]> =>
  db
    .select()
    .from(creditNotes)
    .where(eq(creditNotes.invoiceId, invoiceId))
    .orderBy(asc(creditNotes.createdAt), asc(creditNotes.number));

/**
 * Where an event stands in an invoice's life: events written in one transaction share their
 * time (finalised and sent, paid and paid in full), and their ids are random.
 */
const LIFE_ORDER: Record<string, number> = {
  created: 0,
  edited: 1,
  finalized: 2,
  sent: 3,
  link_rotated: 4,
  link_revoked: 4,
  viewed: 5,
  reminder_sent: 6,
  payment_recorded: 7,
  credit_note_issued: 7,
  credit_note_sent: 7.5,
  credit_applied: 7.5,
  paid: 8,
  refunded: 8.5,
  refund_pending: 8.5,
  refund_failed: 8.5,
  credit_kept: 8.5,
  credit_returned: 9.5,
  voided: 9,
  uncollectible: 9,
};

export const eventsOf = async (db: TDbExecutor, invoiceId: string): Promise<TInvoiceEventRow[]> => {
  const rows = await db
    .select()
    .from(invoiceEvents)
    .where(eq(invoiceEvents.invoiceId, invoiceId))
    .orderBy(asc(invoiceEvents.createdAt), asc(invoiceEvents.id));
  return rows.sort(
    (a, b) =>
      a.createdAt.getTime() - b.createdAt.getTime() ||
      (LIFE_ORDER[a.kind] ?? 5) - (LIFE_ORDER[b.kind] ?? 5),
  );
};

export const insertCreditNote = async (
  tx: TDbExecutor,
  values: typeof creditNotes.$inferInsert,
): Promise<TCreditNoteRow> => {
  const [row] = await tx.insert(creditNotes).values(values).returning();
  if (!row) throw new Error('insert returned no credit note');
  return row;
};
