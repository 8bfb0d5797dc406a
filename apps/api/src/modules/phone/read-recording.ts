import { Readable } from 'node:stream';
import type { ReadableStream as TWebStream } from 'node:stream/web';
import { and, eq } from 'drizzle-orm';
import type { TDbExecutor } from '../../db/client';
import { phoneCalls } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { TFileStorage } from '../../lib/storage/types';
import { mailCompany } from '../mailbox';
import { type TCompanyCaller } from '../../lib/http/caller';
import type { TPhoneGateway } from './provider/types';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A voicemail's audio: bytes in our storage (local), or streamed from the provider (Twilio).
 * Any call of the company's, also of a number it no longer has; another's is 404.
 */
export const readRecording = async (
  deps: { db: TDbExecutor; storage: TFileStorage; provider: TPhoneGateway },
  caller: TCompanyCaller,
  callId: string,
): Promise<{ body: Readable; contentType: string }> => {
  const company = await mailCompany(deps.db, caller);
  if (!UUID.test(callId)) throw new AppError('NOT_FOUND');
  const [call] = await deps.db
    .select()
    .from(phoneCalls)
    .where(and(eq(phoneCalls.id, callId), eq(phoneCalls.companyId, company.id)));
  if (!call) throw new AppError('NOT_FOUND');
  if (call.recordingKey) {
    const body = await deps.storage.get(call.recordingKey);
    if (body) return { body, contentType: call.recordingContentType ?? 'audio/mpeg' };
  }
  if (call.recordingUrl) {
    const fetched = await deps.provider.fetchRecording(call.recordingUrl);
    if (fetched) {
      return {
        body: Readable.fromWeb(fetched.body as TWebStream),
        contentType: fetched.contentType,
      };
    }
  }
  throw new AppError('NOT_FOUND');
};
