import { and, eq, inArray, isNotNull, or } from 'drizzle-orm';
import type { TDatabase } from '../../db/client';
import { phoneLines, services, subscriptions } from '../../db/schema';
import type { TJobLog } from '../../jobs/job-types';
import type { TPhoneGateway } from './provider/types';

/**
 * The number goes back when its VIRTUAL_PHONE_NUMBER subscription ended (CANCELLED or
 * LAPSED) or its service was cancelled or refunded (decision 0157): the line is `released`
 * and the provider's number given back. Run by the `phone.release` schedule, after the
 * subscriptions sweep moved the subscription; safe to run again (only active lines move).
 */
export const releaseEndedLines = async (
  db: TDatabase,
  provider: TPhoneGateway,
  now: Date,
  log: TJobLog,
): Promise<number> => {
  const ended = await db
    .select({ line: phoneLines })
    .from(phoneLines)
    .innerJoin(services, eq(services.id, phoneLines.serviceId))
    .leftJoin(subscriptions, eq(subscriptions.serviceId, services.id))
    .where(
      and(
        eq(phoneLines.status, 'active'),
        isNotNull(phoneLines.serviceId),
        or(
          inArray(services.status, ['CANCELLED', 'REFUNDED']),
          inArray(subscriptions.status, ['CANCELLED', 'LAPSED']),
        ),
      ),
    );
  let released = 0;
  for (const { line } of ended) {
    const [done] = await db
      .update(phoneLines)
      .set({ status: 'released', releasedAt: now })
      .where(and(eq(phoneLines.id, line.id), eq(phoneLines.status, 'active')))
      .returning({ id: phoneLines.id });
    if (!done) continue;
    released += 1;
    if (line.provider === provider.name && line.providerRef) {
      await provider.releaseNumber(line.providerRef).catch((err: unknown) => {
        log.error({ err, number: line.number }, 'phone: the provider kept a released number');
      });
    }
  }
  return released;
};
