import { describe, expect, it } from 'vitest';
import { finishMail } from '../mailer';
import { complianceReminderMail, type TComplianceReminderInput } from './compliance-reminder';

const ENV = { PUBLIC_URL: 'https://portal.example.com', APP_NAME: 'Charterline' };
const INPUT: TComplianceReminderInput = {
  user: { email: 'a@example.com', firstName: '<Ada>' },
  company: 'Tom & <b>Jerry</b> LLC',
  obligation: {
    id: 'ob-1',
    title: 'Wyoming annual report',
    agency: 'WY Secretary of State',
    dueDate: '2027-06-01',
    feeCents: 6000,
  },
  daysUntilDue: 30,
  inProgress: false,
  consequence: 'Penalty: USD 25000 per form per year.',
  dissolution: null,
};

describe('compliance reminder e-mail', () => {
  it('says what, when, the fee, links to the deadline and to the reminder choices, escaped', () => {
    const queued = complianceReminderMail(INPUT);
    expect(queued.kind).toBe('compliance-reminder');
    const mail = finishMail(queued, ENV);
    expect(mail.subject).toBe('Wyoming annual report due in 30 days (Jun 1, 2027)');
    expect(mail.textBody).toContain(
      'Wyoming annual report for Tom & <b>Jerry</b> LLC is due in 30 days, on Jun 1, 2027.',
    );
    expect(mail.textBody).toContain('Fee: $60.00');
    expect(mail.textBody).toContain('If it is missed: Penalty: USD 25000 per form per year.');
    expect(mail.textBody).toContain(
      'https://portal.example.com/dashboard/compliance?obligation=ob-1',
    );
    expect(mail.textBody).toContain('open https://portal.example.com/dashboard/compliance.');
    expect(mail.htmlBody).toContain(
      'href="https://portal.example.com/dashboard/compliance?obligation=ob-1"',
    );
    expect(mail.htmlBody).toContain('Tom &amp; &lt;b&gt;Jerry&lt;/b&gt; LLC');
    expect(mail.htmlBody).toContain('Hi &lt;Ada&gt;,');
    expect(mail.htmlBody).not.toContain('<b>Jerry');
  });

  it('the day before, on the day, and a fee that depends on the company', () => {
    const one = complianceReminderMail({ ...INPUT, daysUntilDue: 1 });
    expect(one.subject).toBe('Wyoming annual report due in 1 day (Jun 1, 2027)');
    const today = complianceReminderMail({
      ...INPUT,
      daysUntilDue: 0,
      obligation: { ...INPUT.obligation, feeCents: null },
    });
    expect(today.subject).toBe('Wyoming annual report due today (Jun 1, 2027)');
    expect(today.textBody).toContain('Fee: Depends on the company');
  });

  it('overdue: says so, counts down to the dissolution, and asks to mark it filed', () => {
    const mail = complianceReminderMail({
      ...INPUT,
      daysUntilDue: -8,
      dissolution: { date: '2027-07-31', daysLeft: 52 },
    });
    expect(mail.kind).toBe('compliance-overdue');
    expect(mail.subject).toBe('Overdue: Wyoming annual report was due Jun 1, 2027');
    expect(mail.textBody).toContain('was due on Jun 1, 2027 (8 days ago) and is not marked filed.');
    expect(mail.textBody).toContain(
      'the state may dissolve the company on Jul 31, 2027, in 52 days.',
    );
    expect(mail.textBody).toContain('Dissolution date: Jul 31, 2027');
    expect(mail.textBody).toContain('Mark it filed so the reminders stop.');
    const late = complianceReminderMail({
      ...INPUT,
      daysUntilDue: -61,
      dissolution: { date: '2027-07-31', daysLeft: -1 },
    });
    expect(late.textBody).toContain(
      'The state may dissolve the company from Jul 31, 2027: file it now.',
    );
  });

  it('while we file it: nothing to do', () => {
    const mail = complianceReminderMail({ ...INPUT, daysUntilDue: 7, inProgress: true });
    expect(mail.textBody).toContain('We are filing it for you');
    expect(mail.textBody).not.toContain('let us file it for you');
  });
});
