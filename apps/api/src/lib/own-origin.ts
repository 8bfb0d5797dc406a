import type { TEnv } from '../config/env';

/** What Fastify knows of where a request came in (with TRUST_PROXY: the forwarded values). */
type TRequestAddress = { protocol: string; host: string | undefined };

/**
 * The portal's own origin for a request (issue 33 item 16, decision 0175): PUBLIC_URL's when it
 * is set, and only it; otherwise the origin the request came in on (the Host header, or with
 * TRUST_PROXY the forwarded host and protocol), so a portal opened at http://127.0.0.1:3000 or
 * the machine's network address returns to itself. Null when the request names no usable host.
 */
export const ownOriginOf = (
  env: Pick<TEnv, 'PUBLIC_URL' | 'publicUrlGiven'>,
  request: TRequestAddress,
): string | null => {
  if (env.publicUrlGiven) return new URL(env.PUBLIC_URL).origin;
  if (!request.host) return null;
  try {
    const origin = new URL(`${request.protocol}://${request.host}`);
    return origin.pathname === '/' && !origin.username && !origin.password ? origin.origin : null;
  } catch {
    return null;
  }
};
