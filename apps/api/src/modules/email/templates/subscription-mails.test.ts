import { describe, expect, it } from 'vitest';
import { finishMail } from '../mailer';
import {
  renewalCancelledMail,
  renewalFailedMail,
  renewalReminderMail,
  subscriptionEndedMail,
  subscriptionLapsedMail,
} from './subscription-mails';

const ENV = { PUBLIC_URL: 'https://portal.example.com', APP_NAME: 'Charterline' };
const INPUT = {
  user: { email: 'a@example.com', firstName: 'Ada' },
  company: 'Tom & <b>Jerry</b> LLC',
  serviceId: 'svc-1',
  serviceName: 'Registered agent',
  amount: 9_900,
  termEndsAt: new Date('2027-11-25T10:00:00Z'),
  card: { brand: 'visa', last4: '4242' },
};

describe('subscription e-mails', () => {
  it('each is text and HTML, escapes the company and links to its page on PUBLIC_URL', () => {
    const cases = [
      [
        renewalReminderMail(INPUT, { reminder: 14, daysLeft: 14 }),
        '/dashboard/services/svc-1?cancel=1',
      ],
      [renewalCancelledMail(INPUT), '/dashboard/services/svc-1'],
      [subscriptionEndedMail(INPUT), '/dashboard/services/svc-1'],
      [
        renewalFailedMail(INPUT, new Date('2027-11-26T10:00:00Z')),
        '/dashboard/services?update-card=1',
      ],
      [subscriptionLapsedMail(INPUT), '/dashboard/services/svc-1'],
    ] as const;
    for (const [mail, path] of cases) {
      const done = finishMail(mail, ENV);
      expect(done.textBody, mail.kind).toContain(`https://portal.example.com${path}`);
      expect(done.htmlBody, mail.kind).toContain(`href="https://portal.example.com${path}"`);
      expect(done.htmlBody).not.toContain('<b>Jerry');
    }
  });

  it('the reminder says the amount, the date, the card and how to cancel', () => {
    const mail = renewalReminderMail(INPUT, { reminder: 3, daysLeft: 3 });
    expect(mail.kind).toBe('renewal-reminder-3');
    expect(mail.subject).toBe('Registered agent renews on Nov 25, 2027');
    expect(mail.textBody).toContain('renews in 3 days, on Nov 25, 2027, for $99.00');
    expect(mail.textBody).toContain('Card: Visa ending 4242');
    expect(mail.textBody).toContain(
      'Cancel the renewal: {{PUBLIC_URL}}/dashboard/services/svc-1?cancel=1',
    );
    const none = renewalReminderMail({ ...INPUT, card: null }, { reminder: 14, daysLeft: 1 });
    expect(none.textBody).toContain('renews in 1 day');
    expect(none.textBody).toContain('You have no card saved');
  });
});
