import { and, eq } from 'drizzle-orm';
import type { TTransaction } from '../../db/client';
import { checkoutSessions } from '../../db/schema';

/**
 * Voids the company's open formation sessions (a newer one replaces them, or formation is
 * paid). Call it holding the company's lock. Returns the voided sessions.
 */
export const voidFormationSessions = (tx: TTransaction, companyId: string) =>
  tx
    .update(checkoutSessions)
    .set({ status: 'expired' })
    .where(
      and(
        eq(checkoutSessions.companyId, companyId),
        eq(checkoutSessions.formation, true),
        eq(checkoutSessions.status, 'open'),
      ),
    )
    .returning({ id: checkoutSessions.id, provider: checkoutSessions.provider });
