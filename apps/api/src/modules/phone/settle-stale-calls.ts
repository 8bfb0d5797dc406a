import { PHONE_FORWARD_MAX_MINUTES } from '@charterline/shared/rules/phone-rates';
import { and, asc, eq, lt, sql } from 'drizzle-orm';
import type { TDatabase } from '../../db/client';
import { phoneCalls, phoneCreditEntries } from '../../db/schema';
import type { TJobLog } from '../../jobs/job-types';
import { endForwardedCall } from './end-forwarded-call';
import type { TPhoneAllowed } from './phone-rates';
import { PhoneProviderError, type TPhoneGateway } from './provider/types';

/** Past the longest call a hold allows, with room for the provider's own delays. */
export const STALE_CALL_MS = (PHONE_FORWARD_MAX_MINUTES + 30) * 60_000;
/** Calls looked at in one run (the next run takes the rest). */
const BATCH = 100;

/**
 * Forwarded calls whose end callback never came (issue 33): their hold would stay taken from
 * the credit for ever. Once past the longest call a hold allows, the provider is asked how the
 * call ended and it is settled as the callback would have settled it (`endForwardedCall`, once:
 * a callback arriving later changes nothing). A call the provider does not know is settled as
 * never answered (the hold given back); one still running, or a provider not answering, waits
 * for the next run. Run by the `phone.settle` schedule.
 */
export const settleStaleCalls = async (
  deps: { db: TDatabase; provider: TPhoneGateway; allowed: TPhoneAllowed; log: TJobLog },
  now: Date,
): Promise<number> => {
  const { db, provider, allowed, log } = deps;
  const entry = (prefix: string) =>
    sql`exists (select 1 from ${phoneCreditEntries} e where e.line_id = ${phoneCalls.lineId} and e.reference = ${prefix} || ${phoneCalls.providerRef})`;
  const stale = await db
    .select({ providerRef: phoneCalls.providerRef })
    .from(phoneCalls)
    .where(
      and(
        eq(phoneCalls.outcome, 'forwarded'),
        lt(phoneCalls.at, new Date(now.getTime() - STALE_CALL_MS)),
        entry('call-hold:'),
        sql`not ${entry('call:')}`,
      ),
    )
    .orderBy(asc(phoneCalls.at))
    .limit(BATCH);
  let settled = 0;
  for (const { providerRef } of stale) {
    let end: Awaited<ReturnType<TPhoneGateway['forwardedCallEnd']>>;
    try {
      end = await provider.forwardedCallEnd(providerRef);
    } catch (error) {
      if (!(error instanceof PhoneProviderError)) throw error;
      log.warn({ err: error, providerRef }, 'phone: the provider did not say how a call ended');
      continue;
    }
    if (end.kind === 'running') continue;
    const ended = await endForwardedCall(db, allowed, {
      providerRef,
      status: end.kind === 'ended' ? end.status : 'failed',
      seconds: end.kind === 'ended' ? end.seconds : 0,
    });
    log.info({ providerRef, ...ended }, 'phone: a call whose end never came was settled');
    settled += 1;
  }
  return settled;
};
