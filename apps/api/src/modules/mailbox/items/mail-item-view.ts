import type { TMailItemDetail, TMailRequest } from '@charterline/shared/schemas/mail';
import { and, desc, eq } from 'drizzle-orm';
import type { TDbExecutor } from '../../../db/client';
import { complianceObligations, mailItems, mailRequests } from '../../../db/schema';
import { AppError } from '../../../lib/app-error';

type TRequestRow = typeof mailRequests.$inferSelect;
type TItemRow = typeof mailItems.$inferSelect;

const iso = (d: Date | null): string | null => (d ? d.toISOString() : null);

/** A request as the customer sees it. */
export const toMailRequest = (row: TRequestRow): TMailRequest => ({
  id: row.id,
  action: row.action,
  status: row.status,
  forwardTo: row.forwardTo
    ? {
        name: row.forwardTo.name ?? '',
        line1: row.forwardTo.line1 ?? '',
        ...(row.forwardTo.line2 ? { line2: row.forwardTo.line2 } : {}),
        city: row.forwardTo.city ?? '',
        ...(row.forwardTo.region ? { region: row.forwardTo.region } : {}),
        ...(row.forwardTo.postalCode ? { postalCode: row.forwardTo.postalCode } : {}),
        country: row.forwardTo.country ?? '',
      }
    : null,
  tracking: row.tracking,
  coveredByPlan: row.coveredByPlan,
  requestedBy: row.requestedBy,
  note: row.note,
  createdAt: row.createdAt.toISOString(),
  completedAt: iso(row.completedAt),
  cancelledAt: iso(row.cancelledAt),
});

const isOpen = (r: TRequestRow) => r.status === 'awaiting_payment' || r.status === 'requested';

/** One letter with its requests, newest first; a locked letter hides its scan. */
export const toMailItemDetail = (
  item: TItemRow,
  requests: TRequestRow[],
  obligation: { id: string; title: string; dueDate: string } | null,
): TMailItemDetail => {
  const open = requests.find(isOpen);
  return {
    id: item.id,
    sender: item.sender,
    category: item.category,
    receivedOn: item.receivedOn,
    pages: item.pages,
    urgent: item.urgent,
    folder: item.folder,
    locked: item.locked,
    hasEnvelope: item.envelopeKey !== null,
    scanDocumentId: item.locked ? null : item.scanDocumentId,
    readAt: iso(item.readAt),
    openedAt: iso(item.openedAt),
    openRequest: open ? toMailRequest(open) : null,
    obligation,
    createdAt: item.createdAt.toISOString(),
    requests: requests.map(toMailRequest),
  };
};

/** The company's letter with its request history (404 for another company's). */
export const readMailItemDetail = async (
  db: TDbExecutor,
  companyId: string,
  itemId: string,
): Promise<TMailItemDetail> => {
  const [item] = await db
    .select()
    .from(mailItems)
    .where(and(eq(mailItems.id, itemId), eq(mailItems.companyId, companyId)))
    .limit(1);
  if (!item) throw new AppError('NOT_FOUND', { message: 'There is no such letter.' });
  const requests = await db
    .select()
    .from(mailRequests)
    .where(eq(mailRequests.mailItemId, item.id))
    .orderBy(desc(mailRequests.createdAt), desc(mailRequests.id));
  const [obligation] = item.obligationId
    ? await db
        .select({
          id: complianceObligations.id,
          title: complianceObligations.title,
          dueDate: complianceObligations.dueDate,
        })
        .from(complianceObligations)
        .where(eq(complianceObligations.id, item.obligationId))
        .limit(1)
    : [];
  return toMailItemDetail(item, requests, obligation ?? null);
};
