import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { TAddress } from '@charterline/shared/schemas/address';
import type { TDbExecutor } from '../../db/client';
import { billingAddresses, companies, companyOwners, receipts, users } from '../../db/schema';

export type TReceiptRow = typeof receipts.$inferSelect;
export type TBillingAddressRow = typeof billingAddresses.$inferSelect;
export type TReceiptSort = 'id' | 'issuedAt' | 'total';

const SORT_COLUMNS = {
  id: receipts.id,
  issuedAt: receipts.issuedAt,
  total: receipts.total,
} as const;

/** A receipt with its company's name, when the company is the user's. */
export const findOwnReceipt = async (db: TDbExecutor, userId: string, id: number) => {
  const [row] = await db
    .select({
      receipt: receipts,
      companyName: companies.companyName,
      nameType: companies.companyNameType,
    })
    .from(receipts)
    .innerJoin(companies, eq(companies.id, receipts.companyId))
    .where(and(eq(receipts.id, id), eq(companies.userId, userId)));
  return row;
};

/** One page of a company's receipts, and how many it has in all. */
export const pageReceipts = async (
  db: TDbExecutor,
  input: { companyId: string; page: number; size: number; sort: TReceiptSort; asc: boolean },
): Promise<{ rows: TReceiptRow[]; total: number }> => {
  const column = SORT_COLUMNS[input.sort];
  const where = eq(receipts.companyId, input.companyId);
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(receipts)
      .where(where)
      .orderBy(input.asc ? asc(column) : desc(column), desc(receipts.id))
      .limit(input.size)
      .offset(input.page * input.size),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(receipts)
      .where(where),
  ]);
  return { rows, total: count?.n ?? 0 };
};

/** A new receipt, numbered CL-000123 from its own id. */
export const insertReceipt = async (
  tx: TDbExecutor,
  values: Omit<typeof receipts.$inferInsert, 'number'>,
): Promise<{ id: number } | undefined> => {
  const [row] = await tx
    .insert(receipts)
    .values({
      ...values,
      number: sql`'CL-' || lpad(currval(pg_get_serial_sequence('receipts', 'id'))::text, 6, '0')`,
    })
    .returning({ id: receipts.id });
  return row;
};

export const updateReceiptAddress = async (
  db: TDbExecutor,
  id: number,
  billingAddress: TReceiptRow['billingAddress'],
): Promise<TReceiptRow | undefined> => {
  const [row] = await db
    .update(receipts)
    .set({ regeneratedAt: new Date(), billingAddress })
    .where(eq(receipts.id, id))
    .returning();
  return row;
};

/** The company's billing address, or undefined until given. */
export const findBillingAddress = async (
  db: TDbExecutor,
  companyId: string,
): Promise<TBillingAddressRow['address'] | undefined> => {
  const [row] = await db
    .select()
    .from(billingAddresses)
    .where(eq(billingAddresses.companyId, companyId));
  return row?.address;
};

export const upsertBillingAddress = async (
  db: TDbExecutor,
  companyId: string,
  address: TBillingAddressRow['address'],
): Promise<void> => {
  await db
    .insert(billingAddresses)
    .values({ companyId, address })
    .onConflictDoUpdate({
      target: billingAddresses.companyId,
      set: { address, updatedAt: new Date() },
    });
};

/**
 * What a receipt prints for a company without a billing address: its legal name (else its
 * owner's name) and its own address — the place of business, else its own mailing address
 * (never our mailbox), else its first owner's home. Undefined: none of them is known.
 */
export const findCompanyAddress = async (
  db: TDbExecutor,
  companyId: string,
): Promise<TBillingAddressRow['address'] | undefined> => {
  const [row] = await db
    .select({ company: companies, firstName: users.firstName, lastName: users.lastName })
    .from(companies)
    .innerJoin(users, eq(users.id, companies.userId))
    .where(eq(companies.id, companyId));
  if (!row) return undefined;
  const { company } = row;
  const mailing = company.mailingAddress;
  const [owner] = await db
    .select({ address: companyOwners.address })
    .from(companyOwners)
    .where(eq(companyOwners.companyId, companyId))
    .orderBy(asc(companyOwners.position))
    .limit(1);
  const address: TAddress | undefined =
    company.principalAddress ??
    (mailing && !mailing.useOurs ? mailing.address : null) ??
    owner?.address;
  if (!address) return undefined;
  const person = company.responsibleParty ?? row;
  const name = company.companyName
    ? `${company.companyName} ${company.companyNameType ?? 'LLC'}`.trim()
    : `${person.firstName} ${person.lastName}`.trim();
  return {
    name,
    line1: address.line1,
    ...(address.line2 ? { line2: address.line2 } : {}),
    city: address.city,
    ...(address.region ? { region: address.region } : {}),
    ...(address.postalCode ? { postalCode: address.postalCode } : {}),
    country: address.country,
  };
};
