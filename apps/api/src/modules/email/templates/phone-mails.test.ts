import { describe, expect, it } from 'vitest';
import { finishMail } from '../mailer';
import { phoneNumberAssignedMail, phoneTextMail, phoneVoicemailMail } from './phone-mails';

const ENV = { PUBLIC_URL: 'https://portal.example.com', APP_NAME: 'Charterline' };
const INPUT = {
  user: { email: 'a@example.com', firstName: 'Ada' },
  company: 'Tom & <b>Jerry</b> LLC',
};
const PATH = 'https://portal.example.com/dashboard/communication?tab=phone';

describe('phone e-mails', () => {
  it('each is text and HTML, escapes the company and links to the Phone tab', () => {
    for (const mail of [
      phoneNumberAssignedMail({ ...INPUT, display: '(307) 555-0142', credit: '$5.00' }),
      phoneTextMail({
        ...INPUT,
        from: '+14155550123',
        body: 'Your code is 482913',
        code: '482913',
      }),
      phoneVoicemailMail({ ...INPUT, from: '+14155550123', seconds: 42, transcript: 'Call me' }),
    ]) {
      const done = finishMail(mail, ENV);
      expect(done.textBody, mail.kind).toContain(PATH);
      expect(done.htmlBody, mail.kind).toContain(`href="${PATH.replace('&', '&amp;')}"`);
      expect(done.htmlBody, mail.kind).not.toContain('<b>Jerry</b>');
    }
  });

  it('a text: the code in the body only, never in the subject (lock screens show subjects)', () => {
    const mail = phoneTextMail({
      ...INPUT,
      from: '+14155550123',
      body: 'Your code is 482913',
      code: '482913',
    });
    expect(mail.subject).toBe('New text from +14155550123');
    expect(finishMail(mail, ENV).textBody).toContain('Code: 482913');
  });

  it('the number: its display and credit', () => {
    const mail = phoneNumberAssignedMail({ ...INPUT, display: '(307) 555-0142', credit: '$5.00' });
    expect(mail.subject).toBe('Your US phone number is ready: (307) 555-0142');
    expect(finishMail(mail, ENV).textBody).toContain('Credit: $5.00');
  });
});
