import contentDisposition from 'content-disposition';

const joined = (parts: readonly (string | null | undefined)[], keep: RegExp): string =>
  parts
    .filter((p): p is string => Boolean(p?.trim()))
    .join(' ')
    .replace(keep, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 120)
    .replace(/-+$/, '');

/**
 * A downloaded file's name from what it is: the company and the document, as
 * "Nube-Clara-LLC-Articles-of-Organization.pdf". Letters of any script are kept; anything
 * else (spaces, slashes, quotes) becomes a hyphen.
 */
export const downloadName = (
  parts: readonly (string | null | undefined)[],
  fallback = 'document',
): string =>
  `${
    joined(
      parts.map((p) => p?.normalize('NFC')),
      /[^\p{L}\p{N}]+/gu,
    ) || fallback
  }.pdf`;

/** The same name in ASCII, for clients that do not read filename* (accents dropped). */
const asciiName = (name: string): string => {
  const base = joined(
    [
      name
        .replace(/\.pdf$/i, '')
        .normalize('NFKD')
        .replace(/\p{M}/gu, ''),
    ],
    /[^A-Za-z0-9]+/g,
  );
  return `${base || 'document'}.pdf`;
};

/**
 * The Content-Disposition of a download (RFC 6266): an ASCII `filename` for every client
 * and, when the name is not ASCII, `filename*` in UTF-8 with the name as it is.
 */
export const attachmentHeader = (name: string): string =>
  contentDisposition(name, { fallback: asciiName(name) });
