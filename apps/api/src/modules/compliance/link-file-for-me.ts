import type { TDbExecutor } from '../../db/client';
import { listServicesOf, type TServiceRow } from '../services';
import { dayOf, presentationsOf } from './obligation-rules';
import { updateObligation, type TObligationRow } from './obligations.repository';

const isLive = (s: TServiceRow) => s.status !== 'CANCELLED' && s.status !== 'REFUNDED';

/**
 * "File it for me" (issue 19): an open obligation takes the service the company bought to
 * file it — of its product, live, not filing another obligation, bought after the previous
 * period's due date (last year's purchase filed last year's report) — and is in progress;
 * once that service is DELIVERED we filed it, that day. A cancelled or refunded service
 * lets the obligation go back to open.
 */
export const linkFileForMe = async (tx: TDbExecutor, rows: TObligationRow[]): Promise<void> => {
  const open = rows.filter((r) => r.resolution === null);
  if (open.length === 0) return;
  const services = await listServicesOf(tx, open[0]!.companyId);
  const byId = new Map(services.map((s) => [s.id, s]));
  const taken = new Set(rows.map((r) => r.serviceId).filter((id): id is string => id !== null));
  const presentations = await presentationsOf(tx, open);

  for (const row of open) {
    const linked = row.serviceId ? byId.get(row.serviceId) : undefined;
    if (linked && linked.status === 'DELIVERED') {
      await updateObligation(tx, row.id, {
        resolution: 'filed',
        filedBy: 'service',
        filedOn: dayOf(linked.deliveredAt ?? linked.updatedAt),
      });
      continue;
    }
    if (linked && isLive(linked)) continue;
    if (row.serviceId) {
      taken.delete(row.serviceId);
      await updateObligation(tx, row.id, { serviceId: null });
    }
    const productKey = presentations.get(row.id)?.fileForMeProductKey;
    if (!productKey) continue;
    const previousDue = rows
      .filter((r) => r.key === row.key && r.dueDate < row.dueDate)
      .map((r) => r.dueDate)
      .sort()
      .at(-1);
    const candidate = services
      .filter(
        (s) =>
          s.productKey === productKey &&
          isLive(s) &&
          !taken.has(s.id) &&
          (!previousDue || dayOf(s.createdAt) > previousDue),
      )
      .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())[0];
    if (!candidate) continue;
    taken.add(candidate.id);
    await updateObligation(tx, row.id, { serviceId: candidate.id });
    if (candidate.status === 'DELIVERED') {
      await updateObligation(tx, row.id, {
        resolution: 'filed',
        filedBy: 'service',
        filedOn: dayOf(candidate.deliveredAt ?? candidate.updatedAt),
      });
    }
  }
};
