import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Twilio's request signature (decision 0157; checked against the `twilio` package's own
 * validateRequest in the tests): HMAC-SHA1 with the auth token over the full URL Twilio
 * called followed by every POST parameter, sorted by name, as name + value; base64.
 */
export const twilioSignatureOf = (
  authToken: string,
  url: string,
  params: Record<string, string>,
): string => {
  const data = Object.keys(params)
    .sort()
    .reduce((acc, name) => acc + name + (params[name] ?? ''), url);
  return createHmac('sha1', authToken).update(Buffer.from(data, 'utf8')).digest('base64');
};

/** The X-Twilio-Signature header matches (constant-time compare); missing is never valid. */
export const isValidTwilioSignature = (
  authToken: string,
  url: string,
  params: Record<string, string>,
  signature: string | undefined,
): boolean => {
  if (!signature) return false;
  const expected = Buffer.from(twilioSignatureOf(authToken, url, params));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
};
