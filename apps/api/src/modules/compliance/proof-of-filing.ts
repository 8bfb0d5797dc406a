import { PROOF_MAX_BYTES, type TFiledMyselfBody } from '@charterline/shared/schemas/compliance';
import { AppError } from '../../lib/app-error';

type TProof = NonNullable<TFiledMyselfBody['proof']>;

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** The first bytes each accepted type starts with (the declared type must match the file). */
const MAGIC: Record<TProof['contentType'], number[]> = {
  'application/pdf': [0x25, 0x50, 0x44, 0x46, 0x2d], // %PDF-
  'image/png': [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  'image/jpeg': [0xff, 0xd8, 0xff],
};

const refuse = (message: string) => new AppError('PROOF_NOT_ACCEPTED', { field: 'proof', message });

/**
 * The proof's bytes, checked: strict base64 (Buffer.from would skip bad characters and
 * store garbage), at most PROOF_MAX_BYTES, and the file really is the PDF/PNG/JPEG it says.
 */
export const decodeProof = (proof: TProof): Buffer => {
  const text = proof.contentBase64.replace(/\s+/g, '');
  if (text.length % 4 !== 0 || !BASE64.test(text)) {
    throw refuse('The proof could not be read: send the file as base64.');
  }
  const bytes = Buffer.from(text, 'base64');
  if (bytes.length === 0) throw refuse('The proof is empty.');
  if (bytes.length > PROOF_MAX_BYTES) throw refuse('The proof is larger than 5 MB.');
  const magic = MAGIC[proof.contentType];
  if (!magic.every((b, i) => bytes[i] === b)) {
    throw refuse(`The file is not a ${proof.contentType.split('/')[1]?.toUpperCase()} file.`);
  }
  return bytes;
};
