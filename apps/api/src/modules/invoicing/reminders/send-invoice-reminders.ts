import { and, eq, gt, gte, isNotNull, lte } from 'drizzle-orm';
import type { TDatabase } from '../../../db/client';
import { invoiceEvents, invoiceReminders, invoices, invoiceSettings } from '../../../db/schema';
import type { TJobLog } from '../../../jobs/job-types';
import { enqueueMail } from '../../mail/outbox.repository';
import { invoiceReminderMail, type TReminderKind } from '../invoice-mails';
import { documentOf, publicInvoiceUrl } from '../pdf/invoice-document';
import { renderInvoicePdf } from '../pdf/invoice-pdf';
import { lockInvoice, type TInvoiceRow } from '../record-invoice-payment';

const DAY_MS = 86_400_000;
/** An overdue reminder is sent from 7 days after the due date, not past 30 more (a stale invoice). */
const AFTER_DUE_DAYS = 7;
const AFTER_DUE_UNTIL_DAYS = 37;

const isoDay = (ms: number): string => new Date(ms).toISOString().slice(0, 10);
const dayMs = (iso: string): number => Date.parse(`${iso}T00:00:00Z`);

/**
 * Which reminder is due on `today` for this due date: the latest that applies (3 days before,
 * the due date, 7 days after), so a sweep that missed a day catches up with the right one and
 * never sends an earlier one late. Null: none today.
 */
export const reminderKindOn = (dueDate: string, today: string): TReminderKind | null => {
  const days = Math.round((dayMs(today) - dayMs(dueDate)) / DAY_MS);
  if (days >= AFTER_DUE_DAYS && days <= AFTER_DUE_UNTIL_DAYS) return 'after_due';
  if (days >= 0 && days < AFTER_DUE_DAYS) return 'on_due';
  if (days >= -3 && days < 0) return 'before_due';
  return null;
};

const allowed = (
  settings: typeof invoiceSettings.$inferSelect | null,
  kind: TReminderKind,
): boolean => {
  if (!settings) return true;
  if (kind === 'before_due') return settings.remindBeforeDue;
  if (kind === 'on_due') return settings.remindOnDue;
  return settings.remindAfterDue;
};

/**
 * One reminder, each (invoice, kind) once: the invoice_reminders row and the outbox row are
 * written in one transaction under the invoice's lock (a second sweep, or two at once, find
 * the row and send nothing). The invoice is checked again under the lock (paid meanwhile).
 */
const remindOne = async (
  db: TDatabase,
  candidate: TInvoiceRow,
  kind: TReminderKind,
  env: { publicUrl: string; appName: string },
  now: Date,
  today: string,
): Promise<boolean> =>
  db.transaction(async (tx) => {
    const invoice = await lockInvoice(tx, candidate.id);
    if (!invoice || invoice.status !== 'open' || invoice.balance <= 0 || !invoice.publicToken) {
      return false;
    }
    const [claimed] = await tx
      .insert(invoiceReminders)
      .values({ invoiceId: invoice.id, kind, sentAt: now })
      .onConflictDoNothing()
      .returning();
    if (!claimed) return false;
    const doc = await documentOf(tx, invoice);
    const pdf = await renderInvoicePdf(doc, {
      publicUrl: publicInvoiceUrl(env.publicUrl, invoice.publicToken),
      appName: env.appName,
    });
    await enqueueMail(tx, invoiceReminderMail(doc, invoice.publicToken, kind, pdf, today));
    await tx.insert(invoiceEvents).values({
      invoiceId: invoice.id,
      kind: 'reminder_sent',
      actor: 'system',
      data: { kind, to: doc.customer.email },
      createdAt: now,
    });
    return true;
  });

/**
 * The `invoicing.reminders` job (decision 0141): open invoices with something owed and a
 * public link get the reminder their due date calls for today, if the LLC's settings allow
 * it. Answers how many were sent.
 */
export const runInvoiceReminders = async (
  ctx: { db: TDatabase; log: TJobLog; publicUrl: string; appName: string },
  now: Date,
): Promise<number> => {
  const today = isoDay(now.getTime());
  const rows = await ctx.db
    .select({ invoice: invoices, settings: invoiceSettings })
    .from(invoices)
    .leftJoin(invoiceSettings, eq(invoiceSettings.companyId, invoices.companyId))
    .where(
      and(
        eq(invoices.status, 'open'),
        gt(invoices.balance, 0),
        isNotNull(invoices.publicToken),
        isNotNull(invoices.dueDate),
        gte(invoices.dueDate, isoDay(now.getTime() - AFTER_DUE_UNTIL_DAYS * DAY_MS)),
        lte(invoices.dueDate, isoDay(now.getTime() + 3 * DAY_MS)),
      ),
    );
  let sent = 0;
  for (const { invoice, settings } of rows) {
    const kind = reminderKindOn(invoice.dueDate!, today);
    if (!kind || !allowed(settings, kind)) continue;
    try {
      if (await remindOne(ctx.db, invoice, kind, ctx, now, today)) sent += 1;
    } catch (error) {
      // One invoice's failure does not stop the others; the next sweep tries it again.
      ctx.log.warn({ err: error, invoiceId: invoice.id, kind }, 'invoicing: reminder failed');
    }
  }
  if (sent > 0) ctx.log.info({ reminders: sent }, 'invoicing: reminders queued');
  return sent;
};
