import type { TCompanyDocument } from '@charterline/shared/schemas/company';
import type { TDatabase, TTransaction } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { insertCompanyEvent } from '../companies';
import type { TFileStorage } from '../../lib/storage/types';
import { storeDocument } from '../documents';
import {
  findServiceForUpdate,
  insertServiceEvent,
  updateService,
  type TServiceRow,
} from './services.repository';

const lockedService = async (tx: TTransaction, id: string) => {
  const service = await findServiceForUpdate(tx, id);
  if (!service) throw new AppError('NOT_FOUND', { message: 'There is no such service.' });
  return service;
};

/** Staff add a note to a service's history (its status stays), seen by the customer. */
export const noteService = (
  db: TDatabase,
  input: { serviceId: string; note: string; actor: string },
): Promise<TServiceRow> =>
  db.transaction(async (tx) => {
    const service = await lockedService(tx, input.serviceId);
    await insertServiceEvent(tx, {
      serviceId: service.id,
      actor: input.actor,
      fromStatus: service.status,
      toStatus: service.status,
      note: input.note.trim(),
    });
    return updateService(tx, service.id, {});
  });

/**
 * Staff attach a PDF to a service (the filed report, the letter…): a company document as
 * `attach` stores it, its DOCUMENT_ADDED notification, and an event of the service naming it.
 */
export const attachServiceDocument = (
  db: TDatabase,
  input: {
    serviceId: string;
    title: string;
    fileName: string;
    contentBase64: string;
    actor: string;
  },
  /** Issue 20: where the bytes go (the documents storage); without it, inline as before. */
  storage?: TFileStorage,
): Promise<TCompanyDocument> =>
  db.transaction(async (tx) => {
    const service = await lockedService(tx, input.serviceId);
    const stored = await storeDocument(
      tx,
      {
        companyId: service.companyId,
        kind: service.productType,
        title: input.title,
        fileName: input.fileName,
        content: new Uint8Array(Buffer.from(input.contentBase64, 'base64')),
        createdBy: input.actor,
      },
      storage,
    );
    await insertCompanyEvent(tx, {
      companyId: service.companyId,
      actor: input.actor,
      kind: 'DOCUMENT_ADDED',
      data: { documentId: stored.id, title: stored.title, serviceId: service.id },
    });
    await insertServiceEvent(tx, {
      serviceId: service.id,
      actor: input.actor,
      fromStatus: service.status,
      toStatus: service.status,
      note: `Added ${stored.title}.`,
      documentId: stored.id,
    });
    await updateService(tx, service.id, {});
    return stored;
  });
