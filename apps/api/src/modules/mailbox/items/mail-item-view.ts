import type { TMailItem, TMailItemDetail, TMailRequest } from '@charterline/shared/schemas/mail';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { TDbExecutor } from '../../../db/client';
import { complianceObligations, mailItems, mailRequests } from '../../../db/schema';
import { AppError } from '../../../lib/app-error';

export type TMailItemRow = typeof mailItems.$inferSelect;
export type TMailRequestRow = typeof mailRequests.$inferSelect;
type TObligationLink = { id: string; title: string; dueDate: string };

const iso = (d: Date | null): string | null => (d ? d.toISOString() : null);
const isOpen = (r: TMailRequestRow) => r.status === 'awaiting_payment' || r.status === 'requested';

/** One request row as the customer sees it. */
export const toMailRequest = (row: TMailRequestRow): TMailRequest => {
  const to = row.forwardTo;
  return {
    id: row.id,
    action: row.action,
    status: row.status,
    forwardTo: to
      ? {
          name: to.name ?? '',
          line1: to.line1 ?? '',
          ...(to.line2 ? { line2: to.line2 } : {}),
          city: to.city ?? '',
          ...(to.region ? { region: to.region } : {}),
          ...(to.postalCode ? { postalCode: to.postalCode } : {}),
          country: to.country ?? '',
        }
      : null,
    tracking: row.tracking,
    coveredByPlan: row.coveredByPlan,
    requestedBy: row.requestedBy,
    note: row.note,
    createdAt: row.createdAt.toISOString(),
    completedAt: iso(row.completedAt),
    cancelledAt: iso(row.cancelledAt),
  };
};

/**
 * One letter as the customer sees it: a locked letter never shows its scan (decision 0154);
 * `requests` are its requests newest first (the open one, if any, is also `openRequest`).
 */
export const toMailItem = (
  row: TMailItemRow,
  requests: TMailRequestRow[],
  obligation: TObligationLink | null,
): TMailItem => {
  const open = requests.find(isOpen);
  return {
    id: row.id,
    sender: row.sender,
    category: row.category,
    receivedOn: row.receivedOn,
    pages: row.pages,
    urgent: row.urgent,
    folder: row.folder,
    locked: row.locked,
    hasEnvelope: row.envelopeKey !== null,
    scanDocumentId: row.locked ? null : row.scanDocumentId,
    readAt: iso(row.readAt),
    openedAt: iso(row.openedAt),
    openRequest: open ? toMailRequest(open) : null,
    obligation,
    createdAt: row.createdAt.toISOString(),
  };
};

const requestsOf = (db: TDbExecutor, itemIds: string[]): Promise<TMailRequestRow[]> =>
  itemIds.length === 0
    ? Promise.resolve([])
    : db
        .select()
        .from(mailRequests)
        .where(inArray(mailRequests.mailItemId, itemIds))
        .orderBy(desc(mailRequests.createdAt), desc(mailRequests.id));

const obligationsOf = async (
  db: TDbExecutor,
  ids: string[],
): Promise<Map<string, TObligationLink>> => {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: complianceObligations.id,
      title: complianceObligations.title,
      dueDate: complianceObligations.dueDate,
    })
    .from(complianceObligations)
    .where(inArray(complianceObligations.id, ids));
  return new Map(rows.map((r) => [r.id, r]));
};

/** Several rows as the customer sees them, with their requests and obligations (3 queries). */
export const toMailItemDetails = async (
  db: TDbExecutor,
  rows: TMailItemRow[],
): Promise<TMailItemDetail[]> => {
  const requests = await requestsOf(
    db,
    rows.map((r) => r.id),
  );
  const obligations = await obligationsOf(db, [
    ...new Set(rows.flatMap((r) => (r.obligationId ? [r.obligationId] : []))),
  ]);
  return rows.map((row) => {
    const own = requests.filter((r) => r.mailItemId === row.id);
    const obligation = row.obligationId ? (obligations.get(row.obligationId) ?? null) : null;
    return { ...toMailItem(row, own, obligation), requests: own.map(toMailRequest) };
  });
};

/** One letter of the company (404 for another company's or an unknown id). */
export const findMailItemRow = async (
  db: TDbExecutor,
  companyId: string,
  itemId: string,
): Promise<TMailItemRow> => {
  const [row] = await db
    .select()
    .from(mailItems)
    .where(and(eq(mailItems.id, itemId), eq(mailItems.companyId, companyId)))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND');
  return row;
};

/** One letter of the company with its whole request history (newest first). */
export const readMailItemDetail = async (
  db: TDbExecutor,
  companyId: string,
  itemId: string,
): Promise<TMailItemDetail> => {
  const row = await findMailItemRow(db, companyId, itemId);
  const [detail] = await toMailItemDetails(db, [row]);
  if (!detail) throw new AppError('NOT_FOUND');
  return detail;
};
