import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { rowsOf, type TDatabase } from '../db/client';
import { RESET_REQUEST_KIND, sendResetLinks } from '../modules/auth/password-reset';
import type { TMailer } from '../modules/email/mailer';
import type { TMailAttachment } from '../modules/email/outbox.repository';

const BATCH = 20;
const MAX_ATTEMPTS = 8;

type TRow = {
  id: string;
  kind: string;
  recipient: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  attachments: TMailAttachment[] | null;
  from_name: string | null;
  reply_to: string | null;
};

/**
 * Sends what the outbox holds. Rows are claimed with FOR UPDATE SKIP LOCKED inside a
 * transaction, so any number of workers can run; a failed send is retried later with
 * back-off. Forgot-password requests become reset mails first (modules/auth/password-reset).
 * Returns how many messages were sent.
 */
export const drainOutbox = async (db: TDatabase, mailer: TMailer): Promise<number> => {
  let sent = 0;
  await db.transaction(async (tx) => {
    await sendResetLinks(tx, BATCH);
    const result = await tx.execute(sql`
      select id, kind, recipient, subject, text_body, html_body, attachments, from_name,
        reply_to from outbox
      where sent_at is null and available_at <= now() and attempts < ${MAX_ATTEMPTS}
        and kind <> ${RESET_REQUEST_KIND}
      order by created_at limit ${BATCH} for update skip locked`);
    const rows = rowsOf<TRow>(result);
    for (const row of rows) {
      try {
        await mailer.deliver({
          id: row.id,
          kind: row.kind,
          recipient: row.recipient,
          subject: row.subject,
          textBody: row.text_body,
          htmlBody: row.html_body,
          attachments: row.attachments ?? [],
          fromName: row.from_name,
          replyTo: row.reply_to,
        });
        await tx.execute(sql`update outbox set sent_at = now() where id = ${row.id}`);
        sent += 1;
      } catch (error) {
        await tx.execute(sql`
          update outbox set attempts = attempts + 1, last_error = ${String(error)},
            available_at = now() + (interval '1 second' * power(2, attempts + 1))
          where id = ${row.id}`);
      }
    }
  });
  return sent;
};

/** Polls the outbox until stopped. */
export const startOutboxWorker = (
  db: TDatabase,
  mailer: TMailer,
  options: { intervalMs: number; log: FastifyBaseLogger },
): { stop: () => Promise<void> } => {
  let stopped = false;
  let running: Promise<unknown> = Promise.resolve();
  const tick = (): void => {
    if (stopped) return;
    running = drainOutbox(db, mailer)
      .catch((error: unknown) => options.log.warn({ err: error }, 'outbox: will retry'))
      .finally(() => {
        if (!stopped) timer = setTimeout(tick, options.intervalMs);
      });
  };
  let timer = setTimeout(tick, options.intervalMs);
  return {
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
};
