import type { TDbExecutor } from '../../../db/client';
import type { mailItems } from '../../../db/schema';
import { enqueueJob } from '../../../jobs/enqueue-job';
import { insertCompanyEvent, enqueueCompanyMail } from '../../companies';
import { urgentMailMail } from '../../email';
import { urgentMailContextOf } from './urgent-mail-context';

export const URGENT_MAIL_JOB = 'mail.urgent';
export const URGENT_REMINDER_MS = 24 * 3_600_000;
export const urgentMailJobKey = (itemId: string, n: number): string => `mail.urgent:${itemId}:${n}`;
export type TUrgentMailPayload = { itemId: string; n: number };

/**
 * Called by the recording of an urgent letter (helper A), in its transaction (decision 0156):
 * the e-mail at once, the company event, and reminder #1 as a `mail.urgent` job 24 hours
 * later (it reminds every 24 hours until the letter is opened, and opens a support ticket
 * after 48). The job's key makes a repeated call schedule nothing more.
 */
export const scheduleUrgentMail = async (
  tx: TDbExecutor,
  item: typeof mailItems.$inferSelect,
  context: { now: Date },
): Promise<void> => {
  if (!item.urgent) return;
  const payload: TUrgentMailPayload = { itemId: item.id, n: 1 };
  const job = await enqueueJob(tx, {
    name: URGENT_MAIL_JOB,
    key: urgentMailJobKey(item.id, 1),
    runAt: new Date(context.now.getTime() + URGENT_REMINDER_MS),
    payload,
  });
  if (!job.created) return;
  await insertCompanyEvent(tx, {
    companyId: item.companyId,
    kind: 'URGENT_MAIL_RECEIVED',
    actor: 'system',
    data: { itemId: item.id, sender: item.sender },
  });
  const who = await urgentMailContextOf(tx, item.companyId);
  if (!who) return;
  await enqueueCompanyMail(tx, { companyId: item.companyId, topic: 'mail' }, (user) =>
    urgentMailMail({
      user,
      company: who.company,
      item: { id: item.id, sender: item.sender, receivedOn: item.receivedOn },
    }),
  );
};
