import { createHash, randomBytes } from 'node:crypto';

/** 32 random bytes in base64url: 43 characters, no padding (and no '.', so ".ics" can follow). */
export const FEED_TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** Only this is stored: a leaked database does not open anyone's calendar. */
export const hashFeedToken = (token: string): string =>
  createHash('sha256').update(token).digest('hex');

export const newFeedToken = (): { token: string; tokenHash: string } => {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashFeedToken(token) };
};

/** Where the feed is read (the public route), given the portal's URL and the API prefix. */
export const FEED_PATH = '/client/public/v1/compliance/calendar';

export const feedUrlOf = (base: { publicUrl: string; apiPrefix: string }, token: string): string =>
  `${base.publicUrl.replace(/\/+$/, '')}${base.apiPrefix}${FEED_PATH}/${token}.ics`;
