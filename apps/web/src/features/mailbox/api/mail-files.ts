import { apiDownload } from '@/lib/api-client';
import { mailPath } from './paths';

/** GET …/items/{id}/envelope: the envelope's image. */
export const fetchEnvelope = (id: string): Promise<Blob> =>
  apiDownload(mailPath('items', id, 'envelope'));

/**
 * GET …/items/{id}/scan: the PDF (inline, or as an attachment to save). The first fetch
 * marks the letter opened, which may move it out of "Action required".
 */
export const fetchScan = (id: string, download = false): Promise<Blob> =>
  apiDownload(`${mailPath('items', id, 'scan')}${download ? '?download=true' : ''}`);
