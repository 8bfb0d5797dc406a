import { formatDate, formatMoney } from '@charterline/shared/format';
import { cardEnding } from '@charterline/shared/rules/card';
import { SERVICE_PAGES } from '@charterline/shared/schemas/services';
import { composeMail } from './layout';

/** Who and what a subscription e-mail is about. */
export type TSubscriptionMailInput = {
  user: { email: string; firstName: string };
  company: string;
  serviceId: string;
  serviceName: string;
  /** The renewal's price in cents. */
  amount: number;
  termEndsAt: Date;
  card: { brand: string; last4: string } | null;
};

const head = (kind: string, input: TSubscriptionMailInput, subject: string) => ({
  kind,
  recipient: input.user.email,
  subject,
});
const hi = (input: TSubscriptionMailInput) => `Hi ${input.user.firstName},`;
const cardText = (card: TSubscriptionMailInput['card']) =>
  card ? cardEnding(card) : 'No card saved';

/** 14 and 3 days before a renewal: the amount, the date, the card, one click to cancel. */
export const renewalReminderMail = (
  input: TSubscriptionMailInput,
  when: { reminder: 3 | 14; daysLeft: number },
) =>
  composeMail(
    head(
      `renewal-reminder-${when.reminder}`,
      input,
      `${input.serviceName} renews on ${formatDate(input.termEndsAt)}`,
    ),
    {
      greeting: hi(input),
      paragraphs: [
        `${input.serviceName} for ${input.company} renews in ${when.daysLeft === 1 ? '1 day' : `${when.daysLeft} days`}, on ${formatDate(input.termEndsAt)}, for ${formatMoney(input.amount)}.`,
        input.card
          ? `We will charge your ${cardEnding(input.card)}. You do not need to do anything to keep it.`
          : 'You have no card saved: add one before then to keep the service.',
      ],
      details: [
        ['Renews on', formatDate(input.termEndsAt)],
        ['Amount', formatMoney(input.amount)],
        ['Card', cardText(input.card)],
      ],
      action: { label: 'Cancel the renewal', path: SERVICE_PAGES.cancel(input.serviceId) },
      after: ['Cancelling takes one click and a confirmation; the service runs to its term end.'],
    },
  );

/** The customer cancelled: it ends at the term end, nothing more is charged, undo until then. */
export const renewalCancelledMail = (input: TSubscriptionMailInput) =>
  composeMail(
    head(
      'renewal-cancelled',
      input,
      `${input.serviceName} will end on ${formatDate(input.termEndsAt)}`,
    ),
    {
      greeting: hi(input),
      paragraphs: [
        `You cancelled the renewal of ${input.serviceName} for ${input.company}. It stays active until ${formatDate(input.termEndsAt)} and nothing more will be charged.`,
        'Changed your mind? You can undo the cancellation until that day.',
      ],
      details: [['Ends on', formatDate(input.termEndsAt)]],
      action: { label: 'Undo the cancellation', path: SERVICE_PAGES.one(input.serviceId) },
    },
  );

/** A cancelled subscription reached its term end. */
export const subscriptionEndedMail = (input: TSubscriptionMailInput) =>
  composeMail(head('subscription-ended', input, `${input.serviceName} has ended`), {
    greeting: hi(input),
    paragraphs: [
      `${input.serviceName} for ${input.company} ended on ${formatDate(input.termEndsAt)}, as you asked. Nothing was charged.`,
    ],
    action: { label: 'See your services', path: SERVICE_PAGES.one(input.serviceId) },
  });

/** The renewal charge failed: past due, retried on a schedule until the card is updated. */
export const renewalFailedMail = (input: TSubscriptionMailInput, nextAttemptAt: Date) =>
  composeMail(head('renewal-failed', input, `We could not renew ${input.serviceName}`), {
    greeting: hi(input),
    paragraphs: [
      `We could not charge ${formatMoney(input.amount)} to ${input.card ? `your ${cardEnding(input.card)}` : 'a saved card (none is saved)'} to renew ${input.serviceName} for ${input.company}.`,
      `We will try again on ${formatDate(nextAttemptAt)}. Update your card and we charge it at once.`,
    ],
    details: [
      ['Amount', formatMoney(input.amount)],
      ['Next attempt', formatDate(nextAttemptAt)],
    ],
    action: { label: 'Update your card', path: SERVICE_PAGES.updateCard },
  });

/** Every retry failed: the service has lapsed. */
export const subscriptionLapsedMail = (input: TSubscriptionMailInput) =>
  composeMail(head('subscription-lapsed', input, `${input.serviceName} has lapsed`), {
    greeting: hi(input),
    paragraphs: [
      `We tried four times to charge ${formatMoney(input.amount)} to renew ${input.serviceName} for ${input.company}, and each attempt failed. The service has lapsed.`,
      'You can buy it again from the billing page.',
    ],
    action: { label: 'See your services', path: SERVICE_PAGES.one(input.serviceId) },
  });
