import type { TOutgoingMail } from '../outbox.repository';

/**
 * Stand-ins resolved when the mail is delivered (mailer.ts): a change that queues a mail
 * inside its transaction (a payment's fulfilment) does not know the deployment's address
 * or name, the mailer does. Links are written as PUBLIC_URL_MARK + an app path. A customer
 * who types a mark into a name gets the app's name or address there, in their own e-mail.
 */
export const PUBLIC_URL_MARK = '{{PUBLIC_URL}}';
export const APP_NAME_MARK = '{{APP_NAME}}';

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text made safe inside HTML elements and attribute values. */
export const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);

export type TMailContent = {
  /** "Hi Ada," */
  greeting: string;
  paragraphs: string[];
  /** Label and value rows (amounts, the EIN), shown as a small table. */
  details?: [string, string][];
  /** The page the e-mail is about: its button and the plain link under it (none: no page). */
  action?: { label: string; path: string };
  /** Said after the button (what to do if it was not them, …). */
  after?: string[];
  /** Who signs it: "The {APP_NAME} team" unless the e-mail is another's (an LLC's invoice). */
  signature?: string;
  /** The name at the top: {APP_NAME} unless the e-mail is another's (issue 36 item 10). */
  brand?: string;
};

const signatureOf = (c: TMailContent): string => c.signature ?? `The ${APP_NAME_MARK} team`;

const textOf = (c: TMailContent, url: string): string =>
  [
    c.greeting,
    '',
    ...c.paragraphs.flatMap((p) => [p, '']),
    ...(c.details?.length ? [...c.details.map(([k, v]) => `${k}: ${v}`), ''] : []),
    ...(c.action ? [`${c.action.label}: ${url}`, ''] : []),
    ...(c.after ?? []).flatMap((p) => [p, '']),
    signatureOf(c),
  ].join('\n');

const P = 'margin:0 0 16px;font-size:15px;line-height:1.5;color:#0f172a';

const htmlOf = (c: TMailContent, url: string): string => {
  const e = (s: string) => escapeHtml(s);
  const rows = (c.details ?? [])
    .map(
      ([k, v]) =>
        `<tr><td style="padding:4px 16px 4px 0;color:#475569">${e(k)}</td><td style="padding:4px 0;font-weight:600">${e(v)}</td></tr>`,
    )
    .join('');
  return [
    '<!doctype html><html lang="en"><head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width,initial-scale=1"></head>',
    '<body style="margin:0;background:#f8fafc;font-family:Arial,Helvetica,sans-serif">',
    '<div style="max-width:560px;margin:0 auto;padding:24px">',
    `<p style="margin:0 0 24px;font-size:18px;font-weight:700;color:#0f172a">${c.brand === undefined ? APP_NAME_MARK : e(c.brand)}</p>`,
    '<div style="background:#ffffff;border-radius:12px;padding:24px;border:1px solid #e2e8f0">',
    `<p style="${P}">${e(c.greeting)}</p>`,
    ...c.paragraphs.map((p) => `<p style="${P}">${e(p)}</p>`),
    rows ? `<table style="margin:0 0 16px;font-size:15px;color:#0f172a">${rows}</table>` : '',
    c.action
      ? `<p style="margin:24px 0"><a href="${url}" style="display:inline-block;background:#1d4ed8;color:#ffffff;text-decoration:none;font-weight:600;padding:12px 20px;border-radius:8px">${e(c.action.label)}</a></p>`
      : '',
    c.action
      ? `<p style="margin:0 0 16px;font-size:13px;color:#475569">Or open <a href="${url}" style="color:#1d4ed8">${url}</a></p>`
      : '',
    ...(c.after ?? []).map((p) => `<p style="${P}">${e(p)}</p>`),
    `<p style="margin:0;font-size:15px;color:#0f172a">${c.signature === undefined ? signatureOf(c) : e(c.signature)}</p>`,
    '</div></div></body></html>',
  ].join('');
};

/** One e-mail in both parts, the user's words escaped in HTML, linked to its page. */
export const composeMail = (
  head: { kind: string; recipient: string; subject: string },
  content: TMailContent,
): Required<Omit<TOutgoingMail, 'attachments' | 'fromName' | 'replyTo'>> => {
  const url = `${PUBLIC_URL_MARK}${content.action?.path ?? ''}`;
  return { ...head, textBody: textOf(content, url), htmlBody: htmlOf(content, url) };
};
