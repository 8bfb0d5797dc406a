import { eq, sql, type SQL } from 'drizzle-orm';
import type { TDbExecutor } from '../../../db/client';
import { companies, supportTickets, users } from '../../../db/schema';
import { AppError } from '../../../lib/app-error';
import type { TTicketRow } from '../ticket-view';

/** A ticket with what staff see beside it: the company's name and its owner. */
export type TStaffTicketRow = {
  ticket: TTicketRow;
  companyName: string | null;
  companyNameType: string | null;
  ownerEmail: string | null;
  ownerFirstName: string | null;
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Up to 15 digits: every such number is an exact JavaScript number and a valid bigint. */
const NUMBER = /^#?(\d{1,15})$/;

/** NOT_FOUND naming what staff typed: "#1042" for a number. */
const noTicket = (ref: string): AppError => {
  const number = NUMBER.exec(ref.trim())?.[1];
  return new AppError('NOT_FOUND', {
    message: `There is no ticket ${number ? `#${number}` : ref.trim()}.`,
  });
};

/** The condition picking the ticket staff named: its uuid, or its number ("1042", "#1042"). */
export const ticketRefWhere = (ref: string): SQL => {
  const given = ref.trim();
  if (UUID.test(given)) return eq(supportTickets.id, given.toLowerCase());
  const number = NUMBER.exec(given)?.[1];
  if (number) return eq(supportTickets.number, Number(number));
  throw noTicket(given);
};

/** Tickets with their company and its owner, for the queue and one ticket's view. */
export const selectStaffTickets = (db: TDbExecutor) =>
  db
    .select({
      ticket: supportTickets,
      companyName: companies.companyName,
      companyNameType: companies.companyNameType,
      ownerEmail: users.email,
      ownerFirstName: users.firstName,
    })
    .from(supportTickets)
    .leftJoin(companies, eq(companies.id, supportTickets.companyId))
    .leftJoin(users, eq(users.id, companies.userId));

/** The ticket staff named, with its company; NOT_FOUND when there is none. */
export const findStaffTicket = async (db: TDbExecutor, ref: string): Promise<TStaffTicketRow> => {
  const [row] = await selectStaffTickets(db).where(ticketRefWhere(ref));
  if (!row) throw noTicket(ref);
  return row;
};

/**
 * Takes the named ticket's row for update, first thing in a change (two changes at once land
 * one after the other); NOT_FOUND when there is none.
 */
export const lockStaffTicket = async (tx: TDbExecutor, ref: string): Promise<TTicketRow> => {
  const [row] = await tx.select().from(supportTickets).where(ticketRefWhere(ref)).for('update');
  if (!row) throw noTicket(ref);
  return row;
};

export const updateStaffTicket = async (
  tx: TDbExecutor,
  id: string,
  patch: Partial<typeof supportTickets.$inferInsert>,
): Promise<TTicketRow> => {
  const [row] = await tx
    .update(supportTickets)
    .set(patch)
    .where(eq(supportTickets.id, id))
    .returning();
  if (!row) throw new Error(`updateStaffTicket: ticket ${id} is gone`);
  return row;
};

/** Case-insensitive equality, for the assignee filter ("maria" finds "Maria"). */
export const sameText = (column: SQL | typeof supportTickets.assignee, value: string): SQL =>
  sql`lower(${column}) = lower(${value})`;
