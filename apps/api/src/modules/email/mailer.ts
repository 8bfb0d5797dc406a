import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { TEnv } from '../../config/env';
import type { TOutgoingMail } from './outbox.repository';
import { APP_NAME_MARK, escapeHtml, PUBLIC_URL_MARK } from './templates/layout';

export type TMailer = { deliver: (mail: TOutgoingMail & { id: string }) => Promise<void> };
type TMailerEnv = Pick<
  TEnv,
  'SMTP_URL' | 'MAIL_FROM' | 'MAIL_CAPTURE_DIR' | 'PUBLIC_URL' | 'APP_NAME'
>;

/** An HTML part for a mail queued with text only: the text, escaped, its links clickable. */
export const htmlFromText = (text: string): string => {
  const linked = escapeHtml(text).replace(
    /https?:\/\/[^\s<]+/g,
    (url) => `<a href="${url}">${url}</a>`,
  );
  return `<!doctype html><html lang="en"><body><div style="font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;white-space:pre-wrap">${linked}</div></body></html>`;
};

/** The address of MAIL_FROM ("Charterline <no-reply@…>" → "no-reply@…"). */
export const addressOf = (from: string): string => /<([^<>]+)>\s*$/.exec(from)?.[1] ?? from.trim();

/**
 * A display name that can only ever be a name (issue 36 item 10): no line breaks or other
 * control characters, no angle brackets, quotes or backslashes (nothing that could end the
 * name or start an address or a header), spaces squeezed, at most 120 characters.
 */
export const safeDisplayName = (name: string): string =>
  name
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f<>"\\]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 120);

/**
 * The From and Reply-To of a mail: ours (MAIL_FROM) unless it carries another's name, which
 * is then shown with our address as the technical sender; the reply goes where it says.
 */
export const senderOf = (
  mail: Pick<TOutgoingMail, 'fromName' | 'replyTo'>,
  env: Pick<TEnv, 'MAIL_FROM' | 'APP_NAME'>,
): { from: string | { name: string; address: string }; replyTo?: string } => {
  const name = mail.fromName
    ? safeDisplayName(mail.fromName.replaceAll(APP_NAME_MARK, env.APP_NAME))
    : '';
  const replyTo = mail.replyTo?.trim();
  return {
    from: name ? { name, address: addressOf(env.MAIL_FROM) } : env.MAIL_FROM,
    ...(replyTo ? { replyTo } : {}),
  };
};

/** The mail as sent: the marks of templates/layout.ts replaced, an HTML part always. */
export const finishMail = (mail: TOutgoingMail, env: Pick<TEnv, 'PUBLIC_URL' | 'APP_NAME'>) => {
  const resolve = (s: string, html: boolean) =>
    s
      .replaceAll(PUBLIC_URL_MARK, html ? escapeHtml(env.PUBLIC_URL) : env.PUBLIC_URL)
      .replaceAll(APP_NAME_MARK, html ? escapeHtml(env.APP_NAME) : env.APP_NAME);
  const textBody = resolve(mail.textBody, false);
  return {
    subject: resolve(mail.subject, false),
    textBody,
    htmlBody: mail.htmlBody ? resolve(mail.htmlBody, true) : htmlFromText(textBody),
  };
};

/**
 * SMTP when SMTP_URL is set (a text and an HTML part), else the message is written to the
 * log (the embedded default). With MAIL_CAPTURE_DIR every delivered message is also kept
 * there as JSON (textBody and htmlBody).
 */
export const createMailer = (env: TMailerEnv, log: FastifyBaseLogger): TMailer => {
  const transport = env.SMTP_URL ? nodemailer.createTransport(env.SMTP_URL) : null;
  return {
    deliver: async (queued) => {
      const mail = { ...queued, ...finishMail(queued, env) };
      const sender = senderOf(queued, env);
      if (transport) {
        await transport.sendMail({
          ...sender,
          to: mail.recipient,
          subject: mail.subject,
          text: mail.textBody,
          html: mail.htmlBody,
          attachments: (mail.attachments ?? []).map((a) => ({
            filename: a.filename,
            contentType: a.contentType,
            content: Buffer.from(a.contentBase64, 'base64'),
          })),
        });
      } else {
        log.info(
          {
            mail: {
              id: mail.id,
              to: mail.recipient,
              subject: mail.subject,
              attachments: (mail.attachments ?? []).map((a) => a.filename),
            },
          },
          `e-mail (not sent, no SMTP_URL):\n${mail.textBody}`,
        );
      }
      if (env.MAIL_CAPTURE_DIR) {
        mkdirSync(env.MAIL_CAPTURE_DIR, { recursive: true });
        const file = join(env.MAIL_CAPTURE_DIR, `${Date.now()}-${mail.id}.json`);
        const from =
          typeof sender.from === 'string'
            ? sender.from
            : `"${sender.from.name}" <${sender.from.address}>`;
        writeFileSync(
          file,
          JSON.stringify({ ...mail, from, replyTo: sender.replyTo ?? null }, null, 2),
        );
      }
    },
  };
};
