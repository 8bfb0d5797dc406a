import type { TDbExecutor } from '../../db/client';
import { moveServiceIn } from './move-service';
import { findService, openServicesOf } from './services.repository';

const OPEN = new Set(['ORDERED', 'IN_PROGRESS', 'WAITING_ON_CUSTOMER']);

type TStart = { actor: string; note: string };

/**
 * A service that runs once set up starts running (issue 36 item 8), in the caller's
 * transaction: an open service (ordered, in progress or waiting) becomes ACTIVE with `note`
 * in its history. One already running, ended or refunded stays as it is. No e-mail: the
 * hand-off's own message tells the customer (the phone number's "Your number is live").
 */
export const startServiceIn = async (
  tx: TDbExecutor,
  input: TStart & { serviceId: string },
): Promise<void> => {
  const service = await findService(tx, input.serviceId);
  if (!service || !OPEN.has(service.status)) return;
  await moveServiceIn(tx, {
    serviceId: service.id,
    to: 'ACTIVE',
    actor: input.actor,
    note: input.note,
    notify: false,
  });
};

/**
 * The company's open services of a product start running (our registered agent once the
 * state has it on record, for a company formed elsewhere or after the agent change).
 */
export const startCompanyServicesIn = async (
  tx: TDbExecutor,
  input: TStart & { companyId: string; productKey: string },
): Promise<void> => {
  for (const service of await openServicesOf(tx, input.companyId, [input.productKey])) {
    await startServiceIn(tx, { serviceId: service.id, actor: input.actor, note: input.note });
  }
};
