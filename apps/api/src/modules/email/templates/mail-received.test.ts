import { describe, expect, it } from 'vitest';
import { MAIL_PATH, mailReceivedMail } from './mail-received';

describe('mailReceivedMail', () => {
  const input = {
    user: { email: 'ada@example.com', firstName: 'Ada' },
    company: 'Acme Widgets LLC',
    sender: 'Internal Revenue Service',
    category: 'irs' as const,
    receivedOn: '2026-11-20',
    locked: false,
  };

  it('names the sender in the subject and links to the mail tab', () => {
    const mail = mailReceivedMail(input);
    expect(mail.subject).toBe('New mail from Internal Revenue Service');
    expect(mail.kind).toBe('mail-received');
    expect(mail.recipient).toBe('ada@example.com');
    expect(mail.textBody).toContain('Acme Widgets LLC');
    expect(mail.textBody).toContain('IRS');
    expect(mail.textBody).toContain('Nov 20, 2026');
    expect(mail.textBody).toContain(MAIL_PATH);
    expect(mail.textBody).toContain('open and scan');
  });

  it('tells a locked letter must be unlocked', () => {
    const mail = mailReceivedMail({ ...input, locked: true, sender: '<b>Bank</b>' });
    expect(mail.textBody).toContain('unlock');
    expect(mail.htmlBody).not.toContain('<b>Bank</b>');
  });
});
