import type { TStorageUsage } from '@charterline/shared/schemas/documents';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TDatabase, TDbExecutor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { bytesInWords } from '../../lib/storage/metered';
import { lockCompany } from '../companies';
import {
  deleteStorageHold,
  heldBytesOf,
  insertStorageHold,
  storedBytesOf,
} from './vault-usage.repository';

/** What a company keeps in stored files against its quota (the Documents tab's bar). */
export const storageUsageOf = async (
  db: TDbExecutor,
  companyId: string,
  quotaBytes: number,
): Promise<TStorageUsage> => ({ usedBytes: await storedBytesOf(db, companyId), quotaBytes });

/** How long a hold weighs if its request never answers (a process that died mid-upload). */
export const STORAGE_HOLD_MS = 15 * 60_000;

/**
 * Holds room for an upload in the company's storage quota before any of its bytes are
 * stored, or refuses it (STORAGE_QUOTA_EXCEEDED, 413). The check and the hold are one short
 * transaction under the company's lock, and what the quota counts includes the holds of
 * uploads still in flight: two uploads at the same moment cannot both take the last room
 * (issue 33, decision 0173). `release` gives the room back once the upload's rows are written
 * (or it failed); a hold never released weighs nothing after STORAGE_HOLD_MS.
 */
export const holdStorageRoom = async (
  db: TDatabase,
  input: { companyId: string; incomingBytes: number; quotaBytes: number; now?: Date },
): Promise<{ release: () => Promise<void> }> => {
  if (input.incomingBytes === 0) return { release: async () => undefined };
  const now = input.now ?? new Date();
  const id = await db.transaction(async (tx) => {
    await lockCompany(tx, input.companyId);
    const used =
      (await storedBytesOf(tx, input.companyId)) + (await heldBytesOf(tx, input.companyId, now));
    if (used + input.incomingBytes > input.quotaBytes) {
      const left = Math.max(0, input.quotaBytes - used);
      throw new AppError('STORAGE_QUOTA_EXCEEDED', {
        message: `Your company has ${bytesInWords(left)} of storage left of ${bytesInWords(input.quotaBytes)}; this upload needs ${bytesInWords(input.incomingBytes)}. Delete files you no longer need.`,
        field: 'file',
      });
    }
    return insertStorageHold(tx, {
      companyId: input.companyId,
      bytes: input.incomingBytes,
      expiresAt: new Date(now.getTime() + STORAGE_HOLD_MS),
    });
  });
  let released = false;
  return {
    release: async () => {
      if (released) return;
      released = true;
      await deleteStorageHold(db, id);
    },
  };
};

const heldByRequest = new WeakMap<FastifyRequest, (() => Promise<void>)[]>();

/**
 * Gives a hold back once the request is answered: by then the route has written the rows
 * that count its bytes (or failed and removed them). `registerStorageHolds` adds the hook.
 */
export const releaseWhenAnswered = (
  request: FastifyRequest,
  hold: { release: () => Promise<void> },
): void => {
  const holds = heldByRequest.get(request) ?? [];
  holds.push(hold.release);
  heldByRequest.set(request, holds);
};

/** The hook that gives back the holds of each answered request (app.ts registers it once). */
export const registerStorageHolds = (app: FastifyInstance): void => {
  app.addHook('onResponse', async (request) => {
    const holds = heldByRequest.get(request);
    if (!holds) return;
    heldByRequest.delete(request);
    try {
      await Promise.all(holds.map((release) => release()));
    } catch (error) {
      // The answer is sent; a hold left behind weighs nothing after STORAGE_HOLD_MS.
      request.log.warn({ err: error }, 'a storage hold was not released');
    }
  });
};
