import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drainOutbox } from '../../jobs/outbox-worker';
import { createTestApp, testDatabaseKind, type TTestApp } from '../../../test/test-app';
import { createMailer } from './mailer';

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

  it('sends the reset link by SMTP and keeps a copy in MAIL_CAPTURE_DIR', async () => {
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
    expect(await drainOutbox(t.app.db, mailer)).toBe(1);
    expect(await drainOutbox(t.app.db, mailer)).toBe(0);
    expect(received).toHaveLength(1);
    const message = received[0]!.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
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
    const files = readdirSync(captureDir);
    expect(files).toHaveLength(1);
    expect(JSON.parse(readFileSync(join(captureDir, files[0]!), 'utf8'))).toMatchObject({
      recipient: email,
      kind: 'PASSWORD_RESET',
    });
  });
});
