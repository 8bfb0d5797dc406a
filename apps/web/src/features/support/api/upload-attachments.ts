import type { TSupportAttachment } from '@charterline/shared/schemas/support';
import { apiUpload, type TUploadProgress } from '@/lib/api-client';
import { supportPath } from './paths';

/**
 * POST …/support/attachments with one `file` part: one request per file, so each has its own
 * progress and its own refusal. The answer is the pending attachment a message then claims.
 */
export const uploadAttachment = (
  file: File,
  onProgress: (progress: TUploadProgress) => void,
  signal?: AbortSignal,
): Promise<TSupportAttachment[]> => {
  const form = new FormData();
  form.append('file', file, file.name);
  return apiUpload<TSupportAttachment[]>(supportPath('attachments'), form, onProgress, signal);
};
