import { describe, expect, it } from 'vitest';
import { finishMail } from '../mailer';
import { supportReplyMail } from './support-reply';

const ENV = { PUBLIC_URL: 'https://portal.example.com', APP_NAME: 'Charterline' };
const TICKET = '7d9f1c2e-0000-4000-8000-000000000024';
const input = {
  user: { email: 'ada@example.com', firstName: 'Ada' },
  company: 'Acme LLC',
  ticketId: TICKET,
  number: 1042,
  subject: 'Where is my <EIN>?',
  author: 'Maria',
  resolved: false,
};

describe('support reply e-mail', () => {
  it('says who answered which ticket and links to it, escaped in HTML', () => {
    const queued = supportReplyMail(input);
    expect(queued.kind).toBe('support-reply');
    expect(queued.recipient).toBe('ada@example.com');
    const mail = finishMail(queued, ENV);
    expect(mail.subject).toBe('We answered your ticket #1042: Where is my <EIN>?');
    expect(mail.textBody).toContain('Maria from our support team answered your ticket #1042');
    expect(mail.textBody).toContain('about Acme LLC');
    expect(mail.textBody).toContain(
      `Read the answer: https://portal.example.com/dashboard/support?ticket=${TICKET}`,
    );
    expect(mail.textBody).not.toContain('resolved');
    expect(mail.htmlBody).toContain('Where is my &lt;EIN&gt;?');
    expect(mail.htmlBody).not.toContain('<EIN>');
  });

  it('says the ticket is resolved and can be reopened when staff resolved it', () => {
    const mail = finishMail(supportReplyMail({ ...input, resolved: true }), ENV);
    expect(mail.textBody).toContain('marked resolved');
    expect(mail.textBody).toContain('reopen it within 30 days');
  });
});
