import type { TCalendarFeed } from '@charterline/shared/schemas/compliance';
import type { TDatabase, TDbExecutor } from '../../../db/client';
import { getCurrentCompany } from '../../companies';
import { feedUrlOf, newFeedToken } from './feed-token';
import { findLiveFeed, insertFeed, revokeLiveFeed } from './feeds.repository';

type TFeedInput = {
  userId: string;
  companyId: string | null;
  /** Where the feed's URL points: the portal's URL and the API prefix. */
  base: { publicUrl: string; apiPrefix: string };
};

/** The company of the caller asked for; another customer's or an unknown one: 404. */
const companyOf = (db: TDbExecutor, input: Omit<TFeedInput, 'base'>) =>
  getCurrentCompany(db, input.userId, input.companyId, { otherIs: 'NOT_FOUND' });

/**
 * A new private feed for the company; any live one stops working in the same transaction
 * (rotation). The URL carries the token and is answered only here: like an API token, it
 * is shown once, and only its hash is kept (decision 0123).
 */
export const createCalendarFeed = async (
  db: TDatabase,
  input: TFeedInput,
  now = new Date(),
): Promise<TCalendarFeed> => {
  const company = await companyOf(db, input);
  const { token, tokenHash } = newFeedToken();
  const feed = await db.transaction(async (tx) => {
    await revokeLiveFeed(tx, company.id, now);
    return insertFeed(tx, { companyId: company.id, tokenHash, createdAt: now });
  });
  return { url: feedUrlOf(input.base, token), createdAt: feed.createdAt.toISOString() };
};

/** Stops the company's feed (calendar apps then get 404); nothing live is no error. */
export const revokeCalendarFeed = async (
  db: TDatabase,
  input: Omit<TFeedInput, 'base'>,
  now = new Date(),
): Promise<TCalendarFeed> => {
  const company = await companyOf(db, input);
  await revokeLiveFeed(db, company.id, now);
  return { url: null, createdAt: null };
};

/** What the overview says of the feed: whether one is live and since when, never its URL. */
export const calendarFeedStatus = async (
  db: TDbExecutor,
  companyId: string,
): Promise<TCalendarFeed> => {
  const live = await findLiveFeed(db, companyId);
  return { url: null, createdAt: live ? live.createdAt.toISOString() : null };
};
