import { outbox } from '../../db/schema';
import type { TDbExecutor } from '../../db/client';

/**
 * A queued e-mail. `htmlBody` is the HTML part (templates/); without one the mailer makes a
 * plain HTML part from the text. Links use the marks of templates/layout.ts.
 */
export type TOutgoingMail = {
  kind: string;
  recipient: string;
  subject: string;
  textBody: string;
  htmlBody?: string | null;
  /** Files sent with it (an invoice's PDF), base64. */
  attachments?: TMailAttachment[];
  /**
   * The From display name when the mail is another's (an LLC's invoice to its customer, issue
   * 36 item 10): MAIL_FROM's address stays the sender. Marks of templates/layout.ts allowed.
   */
  fromName?: string | null;
  /** Where a reply goes (the LLC's contact e-mail); absent: to MAIL_FROM. */
  replyTo?: string | null;
};

export type TMailAttachment = { filename: string; contentType: string; contentBase64: string };

/** Queues an e-mail in the same transaction as the change that causes it. */
export const enqueueMail = async (tx: TDbExecutor, mail: TOutgoingMail): Promise<void> => {
  await tx.insert(outbox).values(mail);
};
