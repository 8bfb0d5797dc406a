/**
 * The documents vault: uploads, versions, previews, share links, the operating agreement PDF
 * (issue 14).
 *
 * The area's public entry (decision 0192): what other areas may use. They import this file,
 * never the area's other files.
 */
export { agreementInputOf } from './agreement-input';
export { insertDocument, listDocumentsOf } from './documents.repository';
export { MAX_DOCUMENT_BYTES, storageKeyFor, storeDocument } from './documents.service';
export { sanitiseFileName } from './file-type';
export { openDocument } from './open-document';
export { receiveUploads } from './upload-parts';
export type { TStoredUpload, TUploadAccept } from './upload-parts';
export { UPLOAD_ANSWERS, uploadRateLimit } from './upload-route-options';
export { toVaultDocument } from './vault-document';
export { holdStorageRoom, releaseWhenAnswered } from './vault-usage';
