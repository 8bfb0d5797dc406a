import { createHash, randomBytes } from 'node:crypto';
import { DOCUMENT_PAGES } from '@charterline/shared/schemas/documents';

/** 32 random bytes in base64url: 43 characters, no padding. */
export const SHARE_TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** Only the hash is stored: a leaked database opens no one's documents. */
export const hashShareToken = (token: string): string =>
  createHash('sha256').update(token).digest('hex');

export const newShareToken = (): { token: string; tokenHash: string } => {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashShareToken(token) };
};

/** The web page the recipient opens (not the API): the portal's URL + /shared/<token>. */
export const shareUrlOf = (publicUrl: string, token: string): string =>
  `${publicUrl.replace(/\/+$/, '')}${DOCUMENT_PAGES.share(token)}`;
