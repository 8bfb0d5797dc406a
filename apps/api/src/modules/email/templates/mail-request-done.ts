import { MAIL_ACTION_LABELS, type TMailAction } from '@charterline/shared/schemas/mail';
import { composeMail } from './layout';

/** The Communication page with the letter open. */
export const mailItemPath = (itemId: string): string =>
  `/dashboard/communication?item=${encodeURIComponent(itemId)}`;

/** What each completed action did, as a sentence about the letter from `sender`. */
const DONE_WORDS: Record<TMailAction, (sender: string) => string> = {
  open_scan: (s) => `We opened and scanned the letter from ${s}: the scan is in your mailbox.`,
  unlock: (s) => `The letter from ${s} is unlocked and scanned: the scan is in your mailbox.`,
  forward: (s) => `We forwarded the letter from ${s}.`,
  shred: (s) => `We shredded the letter from ${s}.`,
  recycle: (s) => `We recycled the letter from ${s}.`,
  hold: (s) => `We are holding the letter from ${s} for pickup.`,
};

type TUser = { email: string; firstName: string };

/** Staff completed what the customer asked of a letter (issue 23, decision 0155). */
export const mailRequestDoneMail = (input: {
  user: TUser;
  company: string;
  itemId: string;
  sender: string;
  action: TMailAction;
  tracking: string | null;
  note: string | null;
}) =>
  composeMail(
    {
      kind: 'mail-request-done',
      recipient: input.user.email,
      subject: `Done: ${MAIL_ACTION_LABELS[input.action].toLowerCase()} of the letter from ${input.sender}`,
    },
    {
      greeting: `Hi ${input.user.firstName},`,
      paragraphs: [DONE_WORDS[input.action](input.sender), `This is for ${input.company}.`],
      details: [
        ...(input.tracking ? [['Tracking', input.tracking] as [string, string]] : []),
        ...(input.note ? [['Note from our team', input.note] as [string, string]] : []),
      ],
      action: { label: 'See the letter', path: mailItemPath(input.itemId) },
    },
  );

/** Staff could not do what the customer asked, and say why. */
export const mailRequestCancelledMail = (input: {
  user: TUser;
  company: string;
  itemId: string;
  sender: string;
  action: TMailAction;
  reason: string;
  /** It was paid: staff refund it (decision 0155). */
  paid: boolean;
}) =>
  composeMail(
    {
      kind: 'mail-request-cancelled',
      recipient: input.user.email,
      subject: `We could not ${MAIL_ACTION_LABELS[input.action].toLowerCase()} the letter from ${input.sender}`,
    },
    {
      greeting: `Hi ${input.user.firstName},`,
      paragraphs: [
        `Our team cancelled your request (${MAIL_ACTION_LABELS[input.action].toLowerCase()}) for the letter from ${input.sender} to ${input.company}.`,
        ...(input.paid ? ['You paid for it: our team refunds the payment to your card.'] : []),
      ],
      details: [['Why', input.reason]],
      action: { label: 'See the letter', path: mailItemPath(input.itemId) },
    },
  );
