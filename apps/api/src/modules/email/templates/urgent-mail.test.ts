import { describe, expect, it } from 'vitest';
import { finishMail } from '../mailer';
import {
  urgentMailMail,
  urgentMailReminderMail,
  urgentMailTicketMail,
  type TUrgentMailInput,
} from './urgent-mail';

const ENV = { PUBLIC_URL: 'https://portal.example.com', APP_NAME: 'Charterline' };
const INPUT: TUrgentMailInput = {
  user: { email: 'a@example.com', firstName: '<Ada>' },
  company: 'Tom & <b>Jerry</b> LLC',
  item: { id: 'item-1', sender: 'Court <of> Wyoming', receivedOn: '2027-03-01' },
};
const LINK = 'https://portal.example.com/dashboard/communication?item=item-1';

describe('urgent mail e-mails', () => {
  it('at once: who wrote, when, a link to the letter, escaped', () => {
    const queued = urgentMailMail(INPUT);
    expect(queued.kind).toBe('urgent-mail');
    const mail = finishMail(queued, ENV);
    expect(mail.subject).toBe('Urgent mail from Court <of> Wyoming');
    expect(mail.textBody).toContain(
      'We received an urgent letter for Tom & <b>Jerry</b> LLC from Court <of> Wyoming.',
    );
    expect(mail.textBody).toContain('Received: Mar 1, 2027');
    expect(mail.textBody).toContain(LINK);
    expect(mail.htmlBody).toContain(`href="${LINK}"`);
    expect(mail.htmlBody).toContain('Court &lt;of&gt; Wyoming');
    expect(mail.htmlBody).toContain('Hi &lt;Ada&gt;,');
    expect(mail.htmlBody).not.toContain('<b>Jerry');
  });

  it('the reminder counts, the ticket e-mail says a ticket was opened', () => {
    const reminder = finishMail(urgentMailReminderMail({ ...INPUT, n: 2 }), ENV);
    expect(reminder.subject).toBe(
      'Reminder: urgent mail from Court <of> Wyoming is not opened yet',
    );
    expect(reminder.textBody).toContain('(reminder 2)');
    expect(reminder.textBody).toContain(LINK);
    const ticket = finishMail(urgentMailTicketMail(INPUT), ENV);
    expect(ticket.subject).toBe('We opened a support ticket for your urgent letter');
    expect(ticket.textBody).toContain('has not been opened for 48 hours');
    expect(ticket.textBody).toContain(LINK);
  });
});
