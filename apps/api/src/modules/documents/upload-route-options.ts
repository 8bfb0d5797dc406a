import { ZErrorEnvelope } from '@charterline/shared/schemas/envelope';
import { perUserRateLimit } from '../../plugins/rate-limit-per-user';

/**
 * What every upload route adds to its options (issue 33, decision 0173): a per-user rate
 * limit (customers and staff count apart; every upload route of one side shares one count)
 * and the answers an upload body can get besides the route's own.
 */
export const UPLOAD_RATE_LIMITS = {
  customer: { max: 30, timeWindowMs: 10 * 60_000 },
  staff: { max: 300, timeWindowMs: 10 * 60_000 },
} as const;

export const uploadRateLimit = (side: keyof typeof UPLOAD_RATE_LIMITS) => ({
  rateLimit: perUserRateLimit(
    `uploads-${side}`,
    UPLOAD_RATE_LIMITS[side].max,
    UPLOAD_RATE_LIMITS[side].timeWindowMs,
  ),
});

/** 408 too slow, 413 too large or over the quota, 415 not multipart, 429 too many uploads. */
export const UPLOAD_ANSWERS = {
  408: ZErrorEnvelope,
  413: ZErrorEnvelope,
  415: ZErrorEnvelope,
  429: ZErrorEnvelope,
};
