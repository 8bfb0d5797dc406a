import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { TDbExecutor } from '../../../db/client';
import { mailItems } from '../../../db/schema';
import { enqueueJob } from '../../../jobs/enqueue-job';
import type { TJobContext } from '../../../jobs/job-types';
import { insertCompanyEvent, enqueueCompanyMail } from '../../companies';
import { urgentMailReminderMail, urgentMailTicketMail } from '../../email';
import { openSystemTicket } from '../../support';
import {
  URGENT_MAIL_JOB,
  URGENT_REMINDER_MS,
  urgentMailJobKey,
  type TUrgentMailPayload,
} from './schedule-urgent-mail';
import { urgentMailContextOf } from './urgent-mail-context';

const ZPayload = z.object({ itemId: z.uuid(), n: z.number().int().min(1) });
const ESCALATE_AFTER_MS = 48 * 3_600_000;

type TItemRow = typeof mailItems.$inferSelect;
export type TUrgentMailOutcome = 'stopped' | 'reminded' | 'escalated' | 'already-sent';

/** Opens the letter's system ticket (once) and tells the customer; answers the ticket's id. */
const escalate = async (
  tx: TDbExecutor,
  item: TItemRow,
  who: NonNullable<Awaited<ReturnType<typeof urgentMailContextOf>>>,
  now: Date,
) => {
  const ticket = await openSystemTicket(tx, {
    companyId: item.companyId,
    userId: who.userId,
    subject: `Urgent letter from ${item.sender} not opened`,
    category: 'mail',
    priority: 'urgent',
    about: { kind: 'mail_item', id: item.id },
    message: `An urgent letter from ${item.sender} (received ${item.receivedOn}) has not been opened for 48 hours. We opened this ticket so our team makes sure it is not missed.`,
    now,
  });
  await tx
    .update(mailItems)
    .set({ escalatedTicketId: ticket.id, updatedAt: now })
    .where(eq(mailItems.id, item.id));
  if (!ticket.created) return;
  await insertCompanyEvent(tx, {
    companyId: item.companyId,
    kind: 'URGENT_MAIL_ESCALATED',
    actor: 'system',
    data: { itemId: item.id, sender: item.sender, ticketId: ticket.id },
  });
  await enqueueCompanyMail(tx, { companyId: item.companyId, topic: 'mail' }, (user) =>
    urgentMailTicketMail({ ...mailInput(item, who), user }),
  );
};

const mailInput = (item: TItemRow, who: { email: string; firstName: string; company: string }) => ({
  user: who,
  company: who.company,
  item: { id: item.id, sender: item.sender, receivedOn: item.receivedOn },
});

/**
 * The `mail.urgent` job, reminder #n (decision 0156): a letter opened or archived stops it.
 * Else reminder e-mail #n, and once the letter has waited 48 hours (the second reminder on)
 * the support ticket, once; then #n+1 24 hours later. All in one transaction under the
 * letter's lock, and keyed: a re-run (remindersSent ≥ n) sends nothing again.
 */
export const runUrgentMail = async (
  context: Pick<TJobContext, 'db' | 'now' | 'payload'>,
): Promise<TUrgentMailOutcome> => {
  const { itemId, n } = ZPayload.parse(context.payload);
  const { now } = context;
  return context.db.transaction(async (tx) => {
    const [item] = await tx.select().from(mailItems).where(eq(mailItems.id, itemId)).for('update');
    if (!item || item.openedAt || item.archivedAt) return 'stopped';
    const next: TUrgentMailPayload = { itemId, n: n + 1 };
    const scheduleNext = () =>
      enqueueJob(tx, {
        name: URGENT_MAIL_JOB,
        key: urgentMailJobKey(itemId, n + 1),
        runAt: new Date(now.getTime() + URGENT_REMINDER_MS),
        payload: next,
      });
    if (item.remindersSent >= n) {
      await scheduleNext();
      return 'already-sent';
    }
    const who = await urgentMailContextOf(tx, item.companyId);
    if (!who) return 'stopped';
    await enqueueCompanyMail(tx, { companyId: item.companyId, topic: 'mail' }, (user) =>
      urgentMailReminderMail({ ...mailInput(item, who), user, n }),
    );
    await tx
      .update(mailItems)
      .set({ remindersSent: n, updatedAt: now })
      .where(eq(mailItems.id, itemId));
    const waited = now.getTime() - item.createdAt.getTime() >= ESCALATE_AFTER_MS || n >= 2;
    const escalating = waited && item.escalatedTicketId === null;
    if (escalating) await escalate(tx, item, who, now);
    await scheduleNext();
    return escalating ? 'escalated' : 'reminded';
  });
};
