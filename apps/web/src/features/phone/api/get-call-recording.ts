import { apiDownload } from '@/lib/api-client';
import { PHONE_PATH } from './get-phone-summary';

export const recordingPath = (callId: string) =>
  `${PHONE_PATH}/calls/${encodeURIComponent(callId)}/recording`;

/**
 * GET …/phone/calls/{id}/recording: the voicemail's audio, fetched with the token (an
 * <audio src> could not send it) and played from a blob URL.
 */
export const fetchCallRecording = (callId: string): Promise<Blob> =>
  apiDownload(recordingPath(callId));
