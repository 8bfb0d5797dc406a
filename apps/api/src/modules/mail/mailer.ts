import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { TEnv } from '../../config/env';
import type { TOutgoingMail } from './outbox.repository';

export type TMailer = { deliver: (mail: TOutgoingMail & { id: string }) => Promise<void> };

/**
 * SMTP when SMTP_URL is set, else the message is written to the log (the embedded default).
 * With MAIL_CAPTURE_DIR every delivered message is also kept there as JSON.
 */
export const createMailer = (
  env: Pick<TEnv, 'SMTP_URL' | 'MAIL_FROM' | 'MAIL_CAPTURE_DIR'>,
  log: FastifyBaseLogger,
): TMailer => {
  const transport = env.SMTP_URL ? nodemailer.createTransport(env.SMTP_URL) : null;
  return {
    deliver: async (mail) => {
      if (transport) {
        await transport.sendMail({
          from: env.MAIL_FROM,
          to: mail.recipient,
          subject: mail.subject,
          text: mail.textBody,
        });
      } else {
        log.info(
          { mail: { id: mail.id, to: mail.recipient, subject: mail.subject } },
          `e-mail (not sent, no SMTP_URL):\n${mail.textBody}`,
        );
      }
      if (env.MAIL_CAPTURE_DIR) {
        mkdirSync(env.MAIL_CAPTURE_DIR, { recursive: true });
        const file = join(env.MAIL_CAPTURE_DIR, `${Date.now()}-${mail.id}.json`);
        writeFileSync(file, JSON.stringify({ from: env.MAIL_FROM, ...mail }, null, 2));
      }
    },
  };
};
