import type { TDbExecutor } from '../../../db/client';
import { AppError } from '../../../lib/app-error';
import { buildCalendar } from './build-calendar';
import { FEED_TOKEN, hashFeedToken } from './feed-token';
import { feedTextsOf } from './feed-texts';
import { findLiveFeedByHash, listFeedObligations, touchFeed } from './feeds.repository';

/**
 * The calendar a feed token opens. An unknown, malformed or revoked token is the same 404
 * as any missing page: the answer never says whether a feed existed.
 */
export const readFeedCalendar = async (
  db: TDbExecutor,
  input: { token: string; portalUrl: string },
  now = new Date(),
): Promise<string> => {
  const token = input.token.replace(/\.ics$/, '');
  if (!FEED_TOKEN.test(token)) throw new AppError('NOT_FOUND');
  const feed = await findLiveFeedByHash(db, hashFeedToken(token));
  if (!feed) throw new AppError('NOT_FOUND');
  const rows = await listFeedObligations(db, feed.companyId);
  await touchFeed(db, feed.feedId, now);
  const name = feed.companyName
    ? `${feed.companyName} ${feed.companyNameType ?? 'LLC'}`
    : 'Your LLC';
  return buildCalendar({
    calendarName: `${name} — deadlines`,
    portalUrl: input.portalUrl.replace(/\/+$/, ''),
    items: rows.map(({ obligation, rule }) => ({
      obligation,
      texts: feedTextsOf(obligation, rule),
    })),
  });
};
