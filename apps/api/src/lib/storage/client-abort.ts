import type { IncomingMessage } from 'node:http';

const codeOf = (error: unknown): unknown =>
  typeof error === 'object' && error !== null && 'code' in error
    ? (error as { code: unknown }).code
    : undefined;

/**
 * The client went away before its request body ended (issue 33 item 14): multipart's premature
 * close, Node's `aborted` reset of the request stream, or a request destroyed before it was
 * complete. Nobody reads the answer; it is the client's doing, never an outage.
 */
export const isClientAbort = (error: unknown, raw: IncomingMessage): boolean => {
  const code = codeOf(error);
  if (code === 'FST_MP_PREMATURE_CLOSE' || code === 'ERR_STREAM_PREMATURE_CLOSE') return true;
  if (code === 'ECONNRESET' && error instanceof Error && error.message === 'aborted') return true;
  return raw.destroyed && !raw.complete;
};
