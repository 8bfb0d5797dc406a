import { describe, expect, it } from 'vitest';
import { finishMail } from '../mailer';
import { mailRequestCancelledMail, mailRequestDoneMail } from './mail-request-done';

const ENV = { PUBLIC_URL: 'https://portal.example.com', APP_NAME: 'Charterline' };
const user = { email: 'ada@example.com', firstName: 'Ada' };
const ITEM = '7d9f1c2e-0000-4000-8000-000000000001';

describe('mail request e-mails', () => {
  it('says what was done, with the tracking, and links to the letter', () => {
    const queued = mailRequestDoneMail({
      user,
      company: 'Acme LLC',
      itemId: ITEM,
      sender: 'Internal Revenue Service',
      action: 'forward',
      tracking: 'RR123456789US',
      note: null,
    });
    expect(queued.kind).toBe('mail-request-done');
    const mail = finishMail(queued, ENV);
    expect(mail.subject).toBe('Done: forward of the letter from Internal Revenue Service');
    expect(mail.textBody).toContain('We forwarded the letter from Internal Revenue Service.');
    expect(mail.textBody).toContain('Tracking: RR123456789US');
    expect(mail.textBody).toContain(
      `See the letter: https://portal.example.com/dashboard/communication?item=${ITEM}`,
    );
  });

  it('says why a request was cancelled, escaped in HTML, and mentions a refund only when paid', () => {
    const input = {
      user,
      company: 'Acme LLC',
      itemId: ITEM,
      sender: '<b>Bank</b>',
      action: 'unlock' as const,
      reason: 'The letter was returned to the sender',
    };
    const paid = finishMail(mailRequestCancelledMail({ ...input, paid: true }), ENV);
    expect(paid.textBody).toContain('Why: The letter was returned to the sender');
    expect(paid.textBody).toContain('refunds the payment');
    expect(paid.htmlBody).not.toContain('<b>Bank');
    expect(paid.htmlBody).toContain('&lt;b&gt;Bank&lt;/b&gt;');
    const unpaid = finishMail(mailRequestCancelledMail({ ...input, paid: false }), ENV);
    expect(unpaid.textBody).not.toContain('refund');
  });
});
