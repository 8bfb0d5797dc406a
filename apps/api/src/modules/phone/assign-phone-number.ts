import { and, eq } from 'drizzle-orm';
import { PHONE_STARTING_CREDIT } from '@charterline/shared/schemas/phone-line';
import type { TDatabase } from '../../db/client';
import { phoneLines, services } from '../../db/schema';
import type { TJobLog } from '../../jobs/job-types';
import { phoneNumberAssignedMail } from '../email';
import { PHONE_NUMBER_KEY, type TAssignPayload } from './fulfil-phone-products';
import { dollars, displayNumber } from './phone-format';
import { notifyCompany } from '../companies';
import { startServiceIn } from '../services';
import { addCredit, findActiveLineOfCompany } from './phone-lines.repository';
import type { TPhoneGateway } from './provider/types';
import { applyPendingRecharges } from './recharge-phone-credit';

const isPayload = (value: unknown): value is TAssignPayload =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as TAssignPayload).orderId === 'string' &&
  typeof (value as TAssignPayload).companyId === 'string';

/**
 * The `phone.assign` job (decision 0157): a number from the provider, the line (its service
 * the order's VIRTUAL_PHONE_NUMBER service, now ACTIVE; $5.00 of credit, recharges bought
 * before it), PHONE_NUMBER_ASSIGNED and its e-mail. Idempotent: a line of that service (or any active
 * line of the company) ends it. No number free: it throws, the line stays pending and the
 * job runtime retries with its backoff.
 */
export const assignPhoneNumber = async (
  db: TDatabase,
  provider: TPhoneGateway,
  payload: unknown,
  log: TJobLog,
): Promise<'assigned' | 'exists'> => {
  if (!isPayload(payload)) throw new Error('phone.assign: payload needs orderId and companyId');
  const [service] = await db
    .select()
    .from(services)
    .where(and(eq(services.orderId, payload.orderId), eq(services.productKey, PHONE_NUMBER_KEY)));
  if (!service) throw new Error(`phone.assign: order ${payload.orderId} has no phone service`);
  const [made] = await db.select().from(phoneLines).where(eq(phoneLines.serviceId, service.id));
  if (made || (await findActiveLineOfCompany(db, payload.companyId))) return 'exists';

  const acquired = await provider.acquireNumber({ companyId: payload.companyId });
  try {
    await db.transaction(async (tx) => {
      const [line] = await tx
        .insert(phoneLines)
        .values({
          companyId: payload.companyId,
          serviceId: service.id,
          number: acquired.number,
          provider: provider.name,
          providerRef: acquired.providerRef,
        })
        .returning();
      if (!line) throw new Error('no line');
      await addCredit(tx, {
        lineId: line.id,
        amount: PHONE_STARTING_CREDIT,
        reason: 'starting credit',
        reference: `start:${payload.orderId}`,
      });
      const recharged = await applyPendingRecharges(tx, line);
      const display = displayNumber(line.number);
      // The number is live: its service runs (issue 36 item 8).
      await startServiceIn(tx, {
        serviceId: service.id,
        actor: 'system',
        note: `Your number ${display} is live.`,
      });
      await notifyCompany(tx, {
        companyId: payload.companyId,
        kind: 'PHONE_NUMBER_ASSIGNED',
        topic: 'phone',
        data: { number: line.number, display },
        mail: (to) =>
          phoneNumberAssignedMail({
            ...to,
            display,
            credit: dollars(PHONE_STARTING_CREDIT + recharged),
          }),
      });
    });
  } catch (error) {
    // The number is not ours to keep if the line was not recorded (the retry gets another).
    await provider.releaseNumber(acquired.providerRef).catch((cause: unknown) => {
      log.error({ err: cause, number: acquired.number }, 'phone: releasing a number failed');
    });
    throw error;
  }
  log.info({ companyId: payload.companyId, number: acquired.number }, 'phone: number assigned');
  return 'assigned';
};
