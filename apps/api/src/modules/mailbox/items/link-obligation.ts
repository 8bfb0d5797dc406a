import type { TMailCategory } from '@charterline/shared/schemas/mail';
import { and, asc, eq, gte, isNull, lte, sql } from 'drizzle-orm';
import type { TDbExecutor } from '../../../db/client';
import { complianceObligations } from '../../../db/schema';

/** How far back and ahead a letter's deadline may be (decision 0154). */
export const OBLIGATION_LOOKBACK_DAYS = 30;
export const OBLIGATION_LOOKAHEAD_DAYS = 180;

const dayOf = (date: Date, shift: number): string =>
  new Date(date.getTime() + shift * 86_400_000).toISOString().slice(0, 10);

/**
 * The compliance deadline a letter is probably about: an IRS letter the company's nearest
 * open federal obligation, a state letter the nearest open state one, due from 30 days ago to
 * 180 days ahead of the day it arrived; other letters (and none in that window) none.
 */
export const linkObligation = async (
  db: TDbExecutor,
  input: { companyId: string; category: TMailCategory; receivedOn: string },
): Promise<string | null> => {
  const kind = input.category === 'irs' ? 'federal' : input.category === 'state' ? 'state' : null;
  if (!kind) return null;
  const day = new Date(`${input.receivedOn}T00:00:00Z`);
  const [row] = await db
    .select({ id: complianceObligations.id })
    .from(complianceObligations)
    .where(
      and(
        eq(complianceObligations.companyId, input.companyId),
        eq(complianceObligations.kind, kind),
        isNull(complianceObligations.resolution),
        gte(complianceObligations.dueDate, dayOf(day, -OBLIGATION_LOOKBACK_DAYS)),
        lte(complianceObligations.dueDate, dayOf(day, OBLIGATION_LOOKAHEAD_DAYS)),
      ),
    )
    .orderBy(
      sql`abs(${complianceObligations.dueDate} - ${input.receivedOn}::date)`,
      asc(complianceObligations.dueDate),
    )
    .limit(1);
  return row?.id ?? null;
};
