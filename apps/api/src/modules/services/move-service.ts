import type { TServiceStatus } from '@charterline/shared/schemas/services';
import type { TDatabase, TDbExecutor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { findCompany, insertCompanyEvent, companyPhrase, enqueueCompanyMail } from '../companies';
import { serviceUpdateMail } from '../email';
import { canMove, refusedMoveMessage } from './service-moves';
import {
  findServiceForUpdate,
  insertServiceEvent,
  updateService,
  type TServiceRow,
} from './services.repository';

export type TServiceMove = {
  serviceId: string;
  to: TServiceStatus;
  actor: string;
  waitingOn?: string | undefined;
  note?: string | undefined;
  documentId?: string | undefined;
  /** Off when another message already told the customer (a formation step's e-mail). */
  notify?: boolean;
};

/** The notification (a company event) and the e-mail with a link to the service's page. */
const notifyCustomer = async (tx: TDbExecutor, service: TServiceRow, move: TServiceMove) => {
  const company = await findCompany(tx, service.companyId);
  if (!company) return;
  await insertCompanyEvent(tx, {
    companyId: company.id,
    actor: move.actor,
    kind: 'SERVICE_MOVED',
    toStatus: service.status,
    data: { serviceId: service.id, name: service.name, waitingOn: service.waitingOn },
  });
  await enqueueCompanyMail(tx, { companyId: company.id, topic: 'services' }, (user) =>
    serviceUpdateMail({ user, company: companyPhrase(company), service, note: move.note ?? null }),
  );
};

/**
 * Moves a service in the caller's transaction: only along SERVICE_MOVES, WAITING_ON_CUSTOMER
 * with what the customer must do, DELIVERED with its date; the event, the notification and
 * the e-mail are written with it.
 */
export const moveServiceIn = async (tx: TDbExecutor, move: TServiceMove): Promise<TServiceRow> => {
  const service = await findServiceForUpdate(tx, move.serviceId);
  if (!service) throw new AppError('NOT_FOUND', { message: 'There is no such service.' });
  if (!canMove(service.status, move.to)) {
    throw new AppError('ILLEGAL_STATUS_MOVE', {
      field: 'status',
      message: refusedMoveMessage(service.status, move.to),
    });
  }
  const waitingOn = move.waitingOn?.trim();
  if (move.to === 'WAITING_ON_CUSTOMER' && !waitingOn) {
    throw new AppError('VALIDATION_ERROR', {
      field: 'waitingOn',
      message: 'Say what the customer must do (--waiting-on) to wait on them.',
    });
  }
  const moved = await updateService(tx, service.id, {
    status: move.to,
    waitingOn: move.to === 'WAITING_ON_CUSTOMER' ? (waitingOn ?? null) : null,
    ...(move.to === 'DELIVERED' ? { deliveredAt: new Date() } : {}),
  });
  await insertServiceEvent(tx, {
    serviceId: service.id,
    actor: move.actor,
    fromStatus: service.status,
    toStatus: move.to,
    note: move.note?.trim() || null,
    documentId: move.documentId ?? null,
  });
  if (move.notify !== false) await notifyCustomer(tx, moved, move);
  return moved;
};

/** A staff move of one service, in its own transaction. */
export const moveService = (db: TDatabase, move: TServiceMove): Promise<TServiceRow> =>
  db.transaction((tx) => moveServiceIn(tx, move));
