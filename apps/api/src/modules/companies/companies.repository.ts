import { and, asc, desc, eq, gt, inArray, isNotNull, isNull, ne, or, sql } from 'drizzle-orm';
import type { TCompanySummary } from '@charterline/shared/schemas/companies';
import type { TDbExecutor } from '../../db/client';
import {
  checkoutSessions,
  companies,
  companyDocuments,
  companyEvents,
  companyOwners,
  fileChunks,
  invoicePayments,
  invoices,
  ledgerImports,
  ledgerTransactions,
  orders,
  supportAttachments,
  users,
} from '../../db/schema';

/** A company as stored: the one row type every module reads and writes companies as. */
export type TCompanyRow = typeof companies.$inferSelect;
export type TCompanyChanges = Partial<typeof companies.$inferInsert>;
export type TCompanyEvent = typeof companyEvents.$inferInsert;
export type TOwnerRow = typeof companyOwners.$inferSelect;
export type TNewOwner = Omit<typeof companyOwners.$inferInsert, 'companyId' | 'position'>;

export const toCompanySummary = (row: TCompanyRow): TCompanySummary => ({
  id: row.id,
  companyName: row.companyName,
  companyNameType: row.companyNameType,
  state: row.state,
  companyStatus: row.companyStatus,
  onboardingStatus: row.onboardingStatus,
  paymentStatus: row.paymentStatus,
  createdAt: row.createdAt.toISOString(),
});

/** The caller's companies, oldest first (the first is the one they signed up with). */
export const listCompaniesOf = (db: TDbExecutor, userId: string): Promise<TCompanyRow[]> =>
  db.select().from(companies).where(eq(companies.userId, userId)).orderBy(asc(companies.createdAt));

export const countCompaniesOf = async (db: TDbExecutor, userId: string): Promise<number> => {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(companies)
    .where(eq(companies.userId, userId));
  return row?.count ?? 0;
};

export const findCompany = async (db: TDbExecutor, id: string): Promise<TCompanyRow | null> => {
  const [row] = await db.select().from(companies).where(eq(companies.id, id));
  return row ?? null;
};

/** The caller's first company (the one they signed up with), or null. */
export const findFirstCompanyOf = async (
  db: TDbExecutor,
  userId: string,
): Promise<TCompanyRow | null> => {
  const [first] = await db
    .select()
    .from(companies)
    .where(eq(companies.userId, userId))
    .orderBy(asc(companies.createdAt))
    .limit(1);
  return first ?? null;
};

/** The company, its row locked for the rest of the transaction; null when there is none. */
export const findCompanyForUpdate = async (
  tx: TDbExecutor,
  id: string,
): Promise<TCompanyRow | null> => {
  const [row] = await tx.select().from(companies).where(eq(companies.id, id)).for('update');
  return row ?? null;
};

/** Locks the user's row, so two company creations of one customer run one after the other. */
export const lockCompanyOwner = async (tx: TDbExecutor, userId: string): Promise<void> => {
  await tx.execute(sql`select id from ${users} where ${users.id} = ${userId} for update`);
};

/**
 * The one company insert: the row and its COMPANY_CREATED event (by its customer), in the
 * caller's transaction.
 */
export const insertCompany = async (
  tx: TDbExecutor,
  values: Pick<
    typeof companies.$inferInsert,
    'userId' | 'businessType' | 'answers' | 'serviceCode' | 'companyName'
  > & { eventData?: Record<string, unknown> },
): Promise<TCompanyRow> => {
  const { eventData, ...row } = values;
  const [company] = await tx.insert(companies).values(row).returning();
  if (!company) throw new Error('insert returned no company');
  await insertCompanyEvent(tx, {
    companyId: company.id,
    actorUserId: values.userId,
    kind: 'COMPANY_CREATED',
    toStatus: company.companyStatus,
    ...(eventData ? { data: eventData } : {}),
  });
  return company;
};

/** Writes columns of a company (and its updatedAt); the row written, or null when gone. */
export const updateCompany = async (
  tx: TDbExecutor,
  id: string,
  set: TCompanyChanges,
): Promise<TCompanyRow | null> => {
  const [updated] = await tx
    .update(companies)
    .set({ ...set, updatedAt: new Date() })
    .where(eq(companies.id, id))
    .returning();
  return updated ?? null;
};

/**
 * Whether money moved or may be moving for the company: an order, a checkout session paid or
 * completed (a payment whose order the reconciler has not written yet), or one still open
 * since `openSince` (a provider's session can be paid until it expires).
 */
export const hasPaymentRecords = async (
  tx: TDbExecutor,
  companyId: string,
  openSince: Date,
): Promise<boolean> => {
  const [order] = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(eq(orders.companyId, companyId))
    .limit(1);
  if (order) return true;
  const [paid] = await tx
    .select({ id: checkoutSessions.id })
    .from(checkoutSessions)
    .where(
      and(
        eq(checkoutSessions.companyId, companyId),
        or(
          eq(checkoutSessions.paymentStatus, 'paid'),
          eq(checkoutSessions.status, 'complete'),
          and(eq(checkoutSessions.status, 'open'), gt(checkoutSessions.createdAt, openSince)),
        ),
      ),
    )
    .limit(1);
  return Boolean(paid);
};

/**
 * Whether the company holds what must be kept (issue 33 item 5): an issued invoice (not a
 * draft), an invoice payment, a ledger transaction or a document (one deleted by the customer,
 * waiting for its purge, goes with the company).
 */
export const hasRecordsToKeep = async (tx: TDbExecutor, companyId: string): Promise<boolean> => {
  const probes = [
    tx
      .select({ id: invoices.id })
      .from(invoices)
      .where(and(eq(invoices.companyId, companyId), ne(invoices.status, 'draft')))
      .limit(1),
    tx
      .select({ id: invoicePayments.id })
      .from(invoicePayments)
      .where(eq(invoicePayments.companyId, companyId))
      .limit(1),
    tx
      .select({ id: ledgerTransactions.id })
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.companyId, companyId))
      .limit(1),
    tx
      .select({ id: companyDocuments.id })
      .from(companyDocuments)
      .where(and(eq(companyDocuments.companyId, companyId), isNull(companyDocuments.deletedAt)))
      .limit(1),
  ];
  for (const probe of probes) if ((await probe).length > 0) return true;
  return false;
};

/** The file-store keys of everything the company owns (its rows' bytes go with it). */
export const storageKeysOf = async (tx: TDbExecutor, companyId: string): Promise<string[]> => {
  const [documents, imports, attachments] = [
    await tx
      .select({ key: companyDocuments.storageKey })
      .from(companyDocuments)
      .where(
        and(eq(companyDocuments.companyId, companyId), isNotNull(companyDocuments.storageKey)),
      ),
    await tx
      .select({ key: ledgerImports.storageKey })
      .from(ledgerImports)
      .where(eq(ledgerImports.companyId, companyId)),
    await tx
      .select({ key: supportAttachments.storageKey })
      .from(supportAttachments)
      .where(eq(supportAttachments.companyId, companyId)),
  ];
  return [...documents, ...imports, ...attachments].flatMap((r) => (r.key ? [r.key] : []));
};

/**
 * Stored bytes (file_chunks) under a company's key (`companies/<id>/…`,
 * `accounting-imports/<id>/…`) whose company no longer exists: left by a deletion whose
 * removal failed, or by one from before issue 33. At most `limit` keys; a live company's
 * keys are never touched (its upload may be on its way).
 */
export const findOrphanChunkKeys = async (tx: TDbExecutor, limit: number): Promise<string[]> => {
  const owner = sql`split_part(${fileChunks.storageKey}, '/', 2)`;
  const rows = await tx
    .selectDistinct({ key: fileChunks.storageKey })
    .from(fileChunks)
    .where(
      and(
        sql`split_part(${fileChunks.storageKey}, '/', 1) in ('companies', 'accounting-imports')`,
        sql`${owner} ~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'`,
        sql`not exists (select 1 from ${companies} where ${companies.id} = ${owner}::uuid)`,
      ),
    )
    .limit(limit);
  return rows.map((r) => r.key);
};

/** Removes the stored bytes (file_chunks) under these keys. */
export const deleteChunkKeys = async (tx: TDbExecutor, keys: string[]): Promise<void> => {
  if (keys.length > 0) await tx.delete(fileChunks).where(inArray(fileChunks.storageKey, keys));
};

/** Deletes a company; its events, owners, documents and open checkout sessions go with it. */
export const deleteCompanyRow = async (tx: TDbExecutor, id: string): Promise<void> => {
  await tx.delete(companies).where(eq(companies.id, id));
};

export const insertCompanyEvent = async (tx: TDbExecutor, event: TCompanyEvent): Promise<void> => {
  await tx.insert(companyEvents).values(event);
};

export const listOwnersOf = (db: TDbExecutor, companyId: string): Promise<TOwnerRow[]> =>
  db
    .select()
    .from(companyOwners)
    .where(eq(companyOwners.companyId, companyId))
    .orderBy(asc(companyOwners.position));

/**
 * Owners as a customer sends them (a percentage, an e-mail in any case) as the rows kept:
 * hundredths of a percent (100% is 10000, so the sum is exact) and a lower-case e-mail.
 */
export const ownerRowsOf = (
  owners: readonly (Omit<TNewOwner, 'ownershipHundredths'> & { ownershipPercentage: number })[],
): TNewOwner[] =>
  owners.map((o) => ({
    firstName: o.firstName,
    lastName: o.lastName,
    email: o.email.toLowerCase(),
    ownershipHundredths: Math.round(o.ownershipPercentage * 100),
    address: o.address,
  }));

/** The rows as a customer sends owners (a percentage): ownerRowsOf's inverse. */
export const ownersAsRequest = (
  rows: readonly Pick<
    TOwnerRow,
    'firstName' | 'lastName' | 'email' | 'ownershipHundredths' | 'address'
  >[],
) =>
  rows.map((o) => ({
    firstName: o.firstName,
    lastName: o.lastName,
    email: o.email,
    ownershipPercentage: o.ownershipHundredths / 100,
    address: o.address,
  }));

/** Replaces a company's owners by the ones given, in their order. */
export const replaceOwners = async (
  tx: TDbExecutor,
  companyId: string,
  owners: readonly TNewOwner[],
): Promise<void> => {
  await tx.delete(companyOwners).where(eq(companyOwners.companyId, companyId));
  await tx
    .insert(companyOwners)
    .values(owners.map((owner, position) => ({ ...owner, companyId, position })));
};

/**
 * The day (UTC) the company last moved to DISSOLVED (its closure applied, or operations set
 * it), null when it never did: what the compliance engine counts a dissolution from.
 */
export const dissolvedOnOf = async (db: TDbExecutor, companyId: string): Promise<string | null> => {
  const [row] = await db
    .select({ createdAt: companyEvents.createdAt })
    .from(companyEvents)
    .where(and(eq(companyEvents.companyId, companyId), eq(companyEvents.toStatus, 'DISSOLVED')))
    .orderBy(desc(companyEvents.createdAt))
    .limit(1);
  return row ? row.createdAt.toISOString().slice(0, 10) : null;
};
