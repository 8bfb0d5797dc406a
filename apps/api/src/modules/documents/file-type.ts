import type { TUploadContentType } from '@charterline/shared/schemas/documents';

/** The bytes each allowed type starts with; the name and the sent header are never trusted. */
const SIGNATURES: { type: TUploadContentType; extension: string; magic: number[] }[] = [
  { type: 'application/pdf', extension: 'pdf', magic: [0x25, 0x50, 0x44, 0x46, 0x2d] },
  {
    type: 'image/png',
    extension: 'png',
    magic: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  },
  { type: 'image/jpeg', extension: 'jpg', magic: [0xff, 0xd8, 0xff] },
];

/** How many leading bytes decide the type. */
export const SNIFF_BYTES = 8;

export const detectFileType = (head: Uint8Array) =>
  SIGNATURES.find((s) => s.magic.every((byte, i) => head[i] === byte)) ?? null;

export const extensionOf = (contentType: string): string =>
  SIGNATURES.find((s) => s.type === contentType)?.extension ?? 'pdf';

/**
 * An uploaded name made safe to show and to send back in a header: no folders, no control
 * or bidi characters, at most 120 characters, and the extension of the detected type.
 */
export const sanitiseFileName = (
  name: string,
  contentType: string,
  extension = extensionOf(contentType),
): string => {
  // Browsers escape " and line breaks in a multipart file name (%22, %0D, %0A).
  const unescaped = name.replace(/%22/g, '"').replace(/%0[AD]/gi, '');
  const base = (unescaped.split(/[\\/]/).pop() ?? '')
    .normalize('NFC')
    .replace(/[\p{Cc}\p{Cf}]/gu, '')
    .replace(/\.[A-Za-z0-9]{1,5}$/, '')
    .replace(/["<>:|?*]+/g, '-')
    .replace(/^[\s.-]+|[\s.-]+$/g, '')
    .slice(0, 120)
    .trim();
  return `${base || 'document'}.${extension}`;
};
