import { apiDownload } from '@/lib/api-client';
import { supportPath } from './paths';

/** The API's path of an attachment's bytes (`download`: as a file to save). */
export const attachmentPath = (id: string, download = false): string =>
  `${supportPath('attachments', id)}${download ? '?download=1' : ''}`;

/** GET …/support/attachments/{id}: with the token, as every call (a plain link has none). */
export const fetchAttachment = (id: string, download = false): Promise<Blob> =>
  apiDownload(attachmentPath(id, download));
