import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drainOutbox } from '../../composition/outbox-worker';
import { createTestApp, testDatabaseKind, type TTestApp } from '../../../test/test-app';
import { createMailer } from './mailer';
import { enqueueMail } from './outbox.repository';

describe(`the outbox delivered over real SMTP (${testDatabaseKind()})`, () => {
  let t: TTestApp;
  let server: SMTPServer;
  const received: string[] = [];
  const captureDir = mkdtempSync(join(tmpdir(), 'charterline-mail-'));

  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, _session, callback) {
        let raw = '';
        stream.on('data', (chunk: Buffer) => (raw += chunk.toString()));
        stream.on('end', () => {
          received.push(raw);
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.server.address() as AddressInfo;
    t = await createTestApp({
      env: { SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_CAPTURE_DIR: captureDir },
    });
  });
  afterAll(async () => {
    await t.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('sends the welcome and the reset link by SMTP, text and HTML, and keeps copies in MAIL_CAPTURE_DIR', async () => {
    const email = `smtp-${Date.now()}@example.com`;
    const signup = await t.app.inject({
      method: 'POST',
      url: '/api/client/public/v9/company/signup',
      payload: {
        firstName: 'Mary',
        lastName: 'Jackson',
        email,
        password: 'Wind-tunnel-1958',
        businessType: 'EXISTING',
        answers: {
          incorporationStatus: 'last-year',
          typeOfBusiness: 'agency',
          employeeCount: '2-5',
          revenue: '50k-100k',
          stage: 'all',
        },
      },
    });
    expect(signup.statusCode).toBe(200);
    await t.app.inject({
      method: 'POST',
      url: '/api/client/public/v1/forgotpassword',
      payload: { email },
    });
    const mailer = createMailer(t.env, t.app.log);
    // The sign-up's welcome and the reset link.
    expect(await drainOutbox(t.app.db, mailer)).toBe(2);
    expect(await drainOutbox(t.app.db, mailer)).toBe(0);
    expect(received).toHaveLength(2);
    const decoded = received.map((m) => m.replace(/=\r?\n/g, '').replace(/=3D/g, '='));
    const welcome = decoded.find((m) => m.includes('Subject: Welcome to Charterline'))!;
    expect(welcome).toContain('Content-Type: text/plain');
    expect(welcome).toContain('Content-Type: text/html');
    expect(welcome).toMatch(/<a href="http:\/\/localhost:\d+\/dashboard\/onboarding"/);
    expect(welcome).not.toContain('{{');
    const message = decoded.find((m) => m.includes('reset-password'))!;
    expect(message).toContain('Content-Type: text/html');
    expect(message).toContain(`To: ${email}`);
    const link = /(http:\/\/localhost:\d+\/reset-password\?token=[\w%-]+)/.exec(message);
    expect(link).not.toBeNull();
    const token = decodeURIComponent(new URL(link![1]!).searchParams.get('token')!);
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, password: 'Supersonic-1969', confirmPassword: 'Supersonic-1969' },
    });
    expect(reset.statusCode).toBe(200);
    const captured = readdirSync(captureDir).map(
      (f) => JSON.parse(readFileSync(join(captureDir, f), 'utf8')) as Record<string, string>,
    );
    expect(captured.map((m) => m.kind).sort()).toEqual(['PASSWORD_RESET', 'welcome']);
    const resetMail = captured.find((m) => m.kind === 'PASSWORD_RESET')!;
    expect(resetMail).toMatchObject({ recipient: email });
    // Queued with text only: its HTML part is the text, escaped, with the link clickable.
    expect(resetMail.htmlBody).toMatch(/<a href="http:\/\/localhost:\d+\/reset-password\?token=/);
  });

  it('sends a queued attachment (an invoice PDF) as a MIME part', async () => {
    const pdf = Buffer.from('%PDF-1.7 attachment test');
    await enqueueMail(t.app.db, {
      kind: 'invoice',
      recipient: 'payer@example.com',
      subject: 'Invoice NC-2026-0001',
      textBody: 'Your invoice is attached.',
      attachments: [
        {
          filename: 'NC-2026-0001.pdf',
          contentType: 'application/pdf',
          contentBase64: pdf.toString('base64'),
        },
      ],
    });
    received.length = 0;
    expect(await drainOutbox(t.app.db, createMailer(t.env, t.app.log))).toBe(1);
    const [raw] = received;
    expect(raw).toMatch(/Content-Type: application\/pdf; name=NC-2026-0001\.pdf/);
    expect(raw).toContain('Content-Disposition: attachment; filename=NC-2026-0001.pdf');
    expect(raw).toContain(pdf.toString('base64'));
  });

  // Issue 36 item 10: an LLC's e-mail to its own customer is from the LLC (its name shown,
  // our address the technical sender) and a reply goes to the LLC's contact address.
  it("sends an LLC's mail under the LLC's name from our address, replies to the LLC", async () => {
    await enqueueMail(t.app.db, {
      kind: 'invoice',
      recipient: 'payer@example.com',
      subject: 'Invoice NC-2026-0002',
      textBody: 'Your invoice.',
      fromName: 'Viento Alto LLC via {{APP_NAME}}',
      replyTo: 'hola@vientoalto.example',
    });
    // A name cannot add headers: line breaks and angle brackets never reach the From line.
    await enqueueMail(t.app.db, {
      kind: 'invoice',
      recipient: 'payer2@example.com',
      subject: 'Invoice NC-2026-0003',
      textBody: 'Your invoice.',
      fromName: 'Evil <x@evil.example>\r\nBcc: victim@example.com',
      replyTo: null,
    });
    received.length = 0;
    expect(await drainOutbox(t.app.db, createMailer(t.env, t.app.log))).toBe(2);
    // Headers as read: a long one folded over lines is one line.
    const unfolded = received.map((m) => m.replace(/\r?\n[ \t]+/g, ' '));
    const llc = unfolded.find((m) => m.includes('NC-2026-0002'))!;
    expect(llc).toMatch(
      /^From: "?Viento Alto LLC via Charterline"? <no-reply@charterline\.local>\r?$/m,
    );
    expect(llc).toMatch(/^Reply-To: hola@vientoalto\.example\r?$/m);
    const evil = unfolded.find((m) => m.includes('NC-2026-0003'))!;
    expect(evil).not.toMatch(/^Bcc:/m);
    expect(evil).toMatch(/^From: .*<no-reply@charterline\.local>\r?$/m);
    expect(evil).not.toContain('<x@evil.example>');
    expect(evil).not.toMatch(/^Reply-To:/m);
  });
});
