import {
  PROOF_CONTENT_TYPES,
  PROOF_MAX_BYTES,
  type TFiledMyselfBody,
} from '@charterline/shared/schemas/compliance';

type TProof = NonNullable<TFiledMyselfBody['proof']>;

const isProofType = (type: string): type is TProof['contentType'] =>
  (PROOF_CONTENT_TYPES as readonly string[]).includes(type);

/** Why a file cannot be the proof (checked before it is read), or null when it can. */
export const proofProblem = (file: File): string | null => {
  if (!isProofType(file.type)) return 'The proof must be a PDF, PNG or JPEG file';
  if (file.size > PROOF_MAX_BYTES) return 'The proof must be 5 MB or smaller';
  return null;
};

/** The file as the API takes it: its name, type and content in base64 (without the data: prefix). */
export const readProof = (file: File): Promise<TProof> =>
  new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.onload = () => {
      const url = String(reader.result);
      resolve({
        fileName: file.name,
        contentType: file.type as TProof['contentType'],
        contentBase64: url.slice(url.indexOf(',') + 1),
      });
    };
    reader.readAsDataURL(file);
  });
