import { eq } from 'drizzle-orm';
import type { TDatabase } from '../../db/client';
import { phoneCalls } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { TFileStorage } from '../../lib/storage/types';
import type { TStoredUpload } from '../documents';

/** The call a staff upload is for (404 when none): its company owns the stored bytes. */
export const callCompanyId = async (db: TDatabase, callId: string): Promise<string> => {
  const [call] = await db
    .select({ companyId: phoneCalls.companyId })
    .from(phoneCalls)
    .where(eq(phoneCalls.id, callId));
  if (!call) throw new AppError('NOT_FOUND');
  return call.companyId;
};

/**
 * A local voicemail's audio (`npm run ops -- call … --voicemail S --recording f.mp3|.wav`,
 * decision 0157): the bytes stored (type from their first bytes) become the call's recording;
 * a recording sent again replaces the old one (its bytes removed). Only a voicemail has one.
 */
export const attachRecording = async (
  deps: { db: TDatabase; storage: TFileStorage },
  input: { callId: string; file: TStoredUpload },
) => {
  const [call] = await deps.db.select().from(phoneCalls).where(eq(phoneCalls.id, input.callId));
  if (!call) throw new AppError('NOT_FOUND');
  if (call.outcome !== 'voicemail') {
    await deps.storage.remove(input.file.key);
    throw new AppError('VALIDATION_ERROR', {
      field: 'recording',
      message: 'Only a voicemail has a recording (deliver the call with a voicemail first).',
    });
  }
  const [row] = await deps.db
    .update(phoneCalls)
    .set({ recordingKey: input.file.key, recordingContentType: input.file.contentType })
    .where(eq(phoneCalls.id, call.id))
    .returning();
  if (call.recordingKey && call.recordingKey !== input.file.key) {
    await deps.storage.remove(call.recordingKey);
  }
  return row ?? call;
};
