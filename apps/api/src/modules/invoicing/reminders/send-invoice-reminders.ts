import { and, eq, gt, gte, isNotNull, lte } from 'drizzle-orm';
import type { TDatabase } from '../../../db/client';
import { invoiceEvents, invoiceReminders, invoices, invoiceSettings } from '../../../db/schema';
import type { TJobLog } from '../../../jobs/job-types';
import { renderPdf } from '../../../lib/pdf-pool';
import { enqueueMail } from '../../email';
import { invoiceReminderMail, type TReminderKind } from '../invoice-mails';
import { documentOf, publicInvoiceUrl, type TFacility } from '../pdf/invoice-document';
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
 * Issue 33: the PDF is rendered before that transaction (in the PDF pool), from the invoice
 * as read then; one that changed meanwhile is read and rendered again (or left to the next
 * sweep, which catches up with the reminder due).
 */
const remindOne = async (
  db: TDatabase,
  candidate: TInvoiceRow,
  kind: TReminderKind,
  env: { publicUrl: string; appName: string; facility: TFacility },
  now: Date,
  today: string,
): Promise<boolean> => {
  let seen = candidate;
  for (let attempt = 1; attempt <= 2; attempt += 1) {
    if (seen.status !== 'open' || seen.balance <= 0 || !seen.publicToken) return false;
    const token = seen.publicToken;
    const doc = await documentOf(db, seen, env.facility);
    const pdf = await renderPdf('invoice', doc, {
      publicUrl: publicInvoiceUrl(env.publicUrl, token),
      appName: env.appName,
    });
    const outcome = await db.transaction(async (tx) => {
      const invoice = await lockInvoice(tx, candidate.id);
      if (!invoice || invoice.status !== 'open' || invoice.balance <= 0 || !invoice.publicToken) {
        return { sent: false };
      }
      if (invoice.updatedAt.getTime() !== seen.updatedAt.getTime()) return { changed: invoice };
      const [claimed] = await tx
        .insert(invoiceReminders)
        .values({ invoiceId: invoice.id, kind, sentAt: now })
        .onConflictDoNothing()
        .returning();
      if (!claimed) return { sent: false };
      await enqueueMail(tx, invoiceReminderMail(doc, token, kind, pdf, today));
      await tx.insert(invoiceEvents).values({
        invoiceId: invoice.id,
        kind: 'reminder_sent',
        actor: 'system',
        data: { kind, to: doc.customer.email },
        createdAt: now,
      });
      return { sent: true };
    });
    if (!outcome.changed) return outcome.sent ?? false;
    seen = outcome.changed;
  }
  return false;
};

/**
 * The `invoicing.reminders` job (decision 0141): open invoices with something owed and a
 * public link get the reminder their due date calls for today, if the LLC's settings allow
 * it. Answers how many were sent.
 */
export const runInvoiceReminders = async (
  ctx: { db: TDatabase; log: TJobLog; publicUrl: string; appName: string; facility: TFacility },
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
